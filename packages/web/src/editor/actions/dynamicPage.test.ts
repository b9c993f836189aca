import { describe, expect, it } from 'vitest';
import { applyOps, type Component2D } from '@twincanvas/model';
import { contextOf } from '../docModel';
import {
  addDynamicPageAction,
  deleteDynamicPageAction,
  movePageOps,
  nextDynamicPageAction,
  prevDynamicPageAction,
} from './dynamicPage';
import { panelDoc } from './panelFixture';
import { applyChecked, stateOf } from './fixtures';

const panelIn = (doc: ReturnType<typeof panelDoc>) =>
  contextOf(doc, 'D1', [])!.list.find((c) => c._id === 'G1') as Component2D;

describe('dynamic panel page actions', () => {
  it('switches pages with wrap-around, as edit state only', () => {
    const state = stateOf({ doc: panelDoc(), groupPath: ['G1', 'Z2'] });
    expect(nextDynamicPageAction.run(state)).toEqual({ groupPath: ['G1', 'Z1'], select: [] });
    expect(prevDynamicPageAction.run(state)).toEqual({ groupPath: ['G1', 'Z1'], select: [] });
    expect(nextDynamicPageAction.predicate(stateOf({ doc: panelDoc() }))).toBe(false);
  });

  it('adds an empty page at the end and edits it; the op undoes exactly', () => {
    const state = stateOf({ doc: panelDoc(), groupPath: ['G1', 'Z1'] });
    const out = addDynamicPageAction.run(state);
    const pages = panelIn(applyChecked(state, out)).dynamicModel!.pageList;
    expect(pages).toHaveLength(3);
    expect(pages[2]!.componentList).toEqual([]);
    expect(pages[2]!._id.startsWith('Z')).toBe(true);
    expect(out.groupPath).toEqual(['G1', pages[2]!._id]);
    expect(out.operation).toBe('addDynamicPage');
  });

  it('deletes the edited page (not the last one), moves to its neighbour and keeps dynamicEvent in range', () => {
    const state = stateOf({ doc: panelDoc(), groupPath: ['G1', 'Z2'] });
    const out = deleteDynamicPageAction.run(state);
    const panel = panelIn(applyChecked(state, out));
    expect(panel.dynamicModel!.pageList.map((p) => p._id)).toEqual(['Z1']);
    expect(panel.dynamicEvent).toBe(0);
    expect(out.groupPath).toEqual(['G1', 'Z1']);
    const single = applyOps(state.doc, out.ops!);
    expect(deleteDynamicPageAction.predicate(stateOf({ doc: single, groupPath: ['G1', 'Z1'] }))).toBe(false);
  });

  it('reorders pages with pageOrder following the list', () => {
    const doc = panelDoc();
    const pages = panelIn(doc).dynamicModel!.pageList;
    const ops = movePageOps('G1', pages, 1, 0);
    const after = panelIn(applyChecked(stateOf({ doc }), { ops })).dynamicModel!.pageList;
    expect(after.map((p) => [p._id, p.pageOrder])).toEqual([
      ['Z2', 0],
      ['Z1', 1],
    ]);
    expect(movePageOps('G1', pages, 1, 1)).toEqual([]);
  });
});
