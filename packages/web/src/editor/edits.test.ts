import { describe, expect, it } from 'vitest';
import { applyOps, invertOps, type Operation, type Scene } from '@twincanvas/model';
import { sampleDoc } from './actions/fixtures';
import { pagesOf, scenesOf } from './docModel';
import { addPageOps, addSceneOps, copyPageOps } from './edits';

const doc = sampleDoc();
const roundTrip = (ops: Operation[]) => {
  const after = applyOps(doc, ops);
  expect(applyOps(after, invertOps(ops))).toEqual(doc);
  return after;
};
// The 2D list builders (add, property, rect, move, reorder) are tested in the model (geometry/listEdits).
describe('page and scene op builders', () => {
  it('adds and copies pages and scenes with ops', () => {
    const scene = scenesOf(doc)[0] as Scene;
    const added = addPageOps(scene, 'p3');
    expect(pagesOf(scenesOf(roundTrip(added.ops))[0]!).at(-1)).toMatchObject({
      _id: added.pageId,
      pageName: 'p3',
    });
    const copied = copyPageOps(scene, 'D1')!;
    const copy = pagesOf(scenesOf(roundTrip(copied.ops))[0]!).find((p) => p._id === copied.pageId);
    expect(copy?.pageName).toBe('p1副本');
    expect(copy?.projectTwoComponentList).toHaveLength(5);
    const newScene = addSceneOps(doc, 's2', 'p1');
    expect(scenesOf(roundTrip(newScene.ops)).map((s) => s._id)).toContain(newScene.sceneId);
  });
});
