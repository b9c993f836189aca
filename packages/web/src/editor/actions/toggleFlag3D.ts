import { type Component3D, isLocked3D, isShown, lock3DOp, visibility3DOp } from '@twincanvas/model';
import { defineEdit } from './types';

/** Flips a 3D component's eye (shown) or padlock (lock) in the layer list: one update3D. */
export const toggleFlag3DEdit = defineEdit(
  'toggleFlag3D',
  (state, c: Component3D, flag: 'show' | 'lock') => ({
    ops: [
      flag === 'show' ? visibility3DOp(state.doc, c, !isShown(c)) : lock3DOp(state.doc, c, !isLocked3D(c)),
    ],
    operation: 'update3D',
  }),
);
