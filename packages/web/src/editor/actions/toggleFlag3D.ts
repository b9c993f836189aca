import type { Component3D } from '@twincanvas/model';
import { isLocked3D, isShown3D, lock3DOp, visibility3DOp } from '../components3d/ops';
import { defineEdit } from './types';

/** Flips a 3D component's eye (shown) or padlock (lock) in the layer list: one update3D. */
export const toggleFlag3DEdit = defineEdit(
  'toggleFlag3D',
  (state, c: Component3D, flag: 'show' | 'lock') => ({
    ops: [
      flag === 'show' ? visibility3DOp(state.doc, c, !isShown3D(c)) : lock3DOp(state.doc, c, !isLocked3D(c)),
    ],
    operation: 'update3D',
  }),
);
