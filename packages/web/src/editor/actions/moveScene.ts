import type { DocNode } from '@twincanvas/model';
import { scenesOf } from '../docModel';
import { moveOrderOps } from '@twincanvas/model';
import { defineEdit } from './types';

/** Moves a scene to another position of the project (its scenesOrder and its neighbours'). */
export const moveSceneEdit = defineEdit('moveScene', (state, sceneId: string, toIndex: number) => {
  const scenes = scenesOf(state.doc) as unknown as DocNode[];
  return { ops: moveOrderOps(scenes, 'scenesOrder', sceneId, toIndex), operation: 'updateScene' };
});
