import {
  cloneWithFreshIds,
  copyName,
  makeAddOp,
  makeDeleteOp,
  newId,
  updateOp,
  type DocNode,
  type Operation,
  type Page,
  type Scene,
} from '@twincanvas/model';
import { pagesOf, scenesOf } from './docModel';

/**
 * The page and scene op builders (add, copy, delete) the scene tree's edits use. The 2D list builders
 * (add at a point, a property, a drag result, a move, a reorder, a rename, an order move) are the
 * model's (`geometry/listEdits.ts`); the edits themselves are modules in ./actions.
 */

export function newPage(name: string, order: number): Page {
  return {
    _id: newId('page'),
    pageName: name,
    pageOrder: order,
    maxIndex: 0,
    projectTwoComponentList: [],
    components3D: [],
    projectGisComponent: [],
  };
}

export function addPageOps(scene: Scene, name: string): { ops: Operation[]; pageId: string } {
  const pages = pagesOf(scene);
  const page = newPage(name, (pages.at(-1)?.pageOrder ?? 0) + 1);
  return {
    ops: [makeAddOp(scene._id, 'projectPageList', scene.projectPageList.length, page as unknown as DocNode)],
    pageId: page._id,
  };
}

export function addSceneOps(
  doc: DocNode,
  sceneName: string,
  pageName: string,
): { ops: Operation[]; sceneId: string; pageId: string } {
  const scenes = scenesOf(doc);
  const page = newPage(pageName, 1);
  const scene: Scene = {
    _id: newId('scene'),
    scenesName: sceneName,
    scenesOrder: (scenes.at(-1)?.scenesOrder ?? 0) + 1,
    isShow: true,
    projectPageList: [page],
  };
  const rootId = typeof doc._id === 'string' ? doc._id : '';
  return {
    ops: [makeAddOp(rootId, 'projectScenesList', scenes.length, scene as unknown as DocNode)],
    sceneId: scene._id,
    pageId: page._id,
  };
}

/** Copy of a page or scene: fresh ids, the copy suffix, order + 1 (later siblings shift up by one). */
export function copyPageOps(scene: Scene, pageId: string): { ops: Operation[]; pageId: string } | null {
  const pages = pagesOf(scene);
  const source = pages.find((p) => p._id === pageId);
  if (!source) return null;
  const order = (source.pageOrder ?? 0) + 1;
  const copy = cloneWithFreshIds(source, { kind: 'page' });
  copy.pageOrder = order;
  const shift: Operation[] = pages
    .filter((p) => p._id !== pageId && (p.pageOrder ?? 0) >= order)
    .map((p) => updateOp(p._id, 'pageOrder', p.pageOrder, (p.pageOrder ?? 0) + 1));
  const index = scene.projectPageList.findIndex((p) => p._id === pageId) + 1;
  return {
    ops: [...shift, makeAddOp(scene._id, 'projectPageList', index, copy as unknown as DocNode)],
    pageId: copy._id,
  };
}

/** The copy's first page is answered too (the editor opens it). */
export function copySceneOps(
  doc: DocNode,
  sceneId: string,
): { ops: Operation[]; sceneId: string; firstPageId: string | undefined } | null {
  const scenes = scenesOf(doc);
  const source = scenes.find((s) => s._id === sceneId);
  if (!source) return null;
  const order = (source.scenesOrder ?? 0) + 1;
  const copy = cloneWithFreshIds(source, { kind: 'scene' });
  copy.scenesOrder = order;
  const shift: Operation[] = scenes
    .filter((s) => s._id !== sceneId && (s.scenesOrder ?? 0) >= order)
    .map((s) => updateOp(s._id, 'scenesOrder', s.scenesOrder, (s.scenesOrder ?? 0) + 1));
  const list = (doc.projectScenesList as Scene[]) ?? [];
  const rootId = typeof doc._id === 'string' ? doc._id : '';
  const index = list.findIndex((s) => s._id === sceneId) + 1;
  return {
    ops: [...shift, makeAddOp(rootId, 'projectScenesList', index, copy as unknown as DocNode)],
    sceneId: copy._id,
    firstPageId: pagesOf(copy)[0]?._id,
  };
}

export const deleteNodeOps = (doc: DocNode, id: string): Operation[] => [makeDeleteOp(doc, id)];

export { copyName };
