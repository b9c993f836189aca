import { describe, expect, it } from 'vitest';
import { pagesOf, scenesOf } from '../docModel';
import { addPageEdit } from './addPage';
import { addSceneEdit } from './addScene';
import { copyPageEdit } from './copyPage';
import { copySceneEdit } from './copyScene';
import { deletePageEdit } from './deletePage';
import { deleteSceneEdit } from './deleteScene';
import { applyChecked, stateOf } from './fixtures';
import { movePageEdit } from './movePage';
import { moveSceneEdit } from './moveScene';

const pageIds = (doc: ReturnType<typeof applyChecked>, sceneId = 'B1') =>
  pagesOf(scenesOf(doc).find((s) => s._id === sceneId)!).map((p) => p._id);

describe('page and scene edits', () => {
  it('adds a page at the end of its scene and opens it', () => {
    const state = stateOf();
    const outcome = addPageEdit.run(state, 'B1');
    const doc = applyChecked(state, outcome);
    expect(pageIds(doc)).toHaveLength(3);
    expect(outcome.openPage).toEqual({ sceneId: 'B1', pageId: pageIds(doc)[2] });
    expect(outcome.operation).toBe('updateScene');
    expect(addPageEdit.run(state, 'nope')).toEqual({});
  });

  it('adds a scene with one page and opens that page', () => {
    const state = stateOf();
    const outcome = addSceneEdit.run(state);
    const doc = applyChecked(state, outcome);
    const added = scenesOf(doc).find((s) => s._id === outcome.openPage?.sceneId)!;
    expect(scenesOf(doc)).toHaveLength(2);
    expect(pagesOf(added).map((p) => p._id)).toEqual([outcome.openPage?.pageId]);
  });

  it('copies a page and a scene with new ids and opens the copy', () => {
    const state = stateOf();
    const page = copyPageEdit.run(state, 'B1', 'D1');
    const doc = applyChecked(state, page);
    expect(pageIds(doc)).toHaveLength(3);
    expect(pageIds(doc)).toContain(page.openPage?.pageId);
    expect(page.openPage?.pageId).not.toBe('D1');
    const scene = copySceneEdit.run(state, 'B1');
    const withScene = applyChecked(state, scene);
    expect(scenesOf(withScene)).toHaveLength(2);
    expect(pageIds(withScene, scene.openPage!.sceneId)[0]).toBe(scene.openPage?.pageId);
  });

  it('moves pages and scenes by their order fields', () => {
    const state = stateOf();
    expect(pageIds(applyChecked(state, movePageEdit.run(state, 'B1', 'D2', 0)))).toEqual(['D2', 'D1']);
    const two = stateOf({ doc: applyChecked(state, addSceneEdit.run(state)) });
    const moved = applyChecked(two, moveSceneEdit.run(two, 'B1', 1));
    expect(scenesOf(moved).map((s) => s._id)[1]).toBe('B1');
  });

  it('deletes a page or scene but never the last one', () => {
    const state = stateOf();
    expect(pageIds(applyChecked(state, deletePageEdit.run(state, 'B1', 'D2')))).toEqual(['D1']);
    const onePage = stateOf({ doc: applyChecked(state, deletePageEdit.run(state, 'B1', 'D2')) });
    expect(deletePageEdit.run(onePage, 'B1', 'D1')).toEqual({ refusalKey: 'editor.scene.lastPage' });
    expect(deleteSceneEdit.run(state, 'B1')).toEqual({ refusalKey: 'editor.scene.lastScene' });
    const two = stateOf({ doc: applyChecked(state, addSceneEdit.run(state)) });
    expect(scenesOf(applyChecked(two, deleteSceneEdit.run(two, 'B1'))).map((s) => s._id)).not.toContain('B1');
  });
});
