import type { DocNode } from '@twincanvas/model';
import { pagesOf, scenesOf } from '../docModel';
import { moveOrderOps } from '@twincanvas/model';
import { defineEdit } from './types';

/** Moves a page to another position of its scene (its pageOrder and its neighbours'). */
export const movePageEdit = defineEdit(
  'movePage',
  (state, sceneId: string, pageId: string, toIndex: number) => {
    const scene = scenesOf(state.doc).find((x) => x._id === sceneId);
    if (!scene) return {};
    const pages = pagesOf(scene) as unknown as DocNode[];
    return { ops: moveOrderOps(pages, 'pageOrder', pageId, toIndex), operation: 'updateScene' };
  },
);
