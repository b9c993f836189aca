import { describe, expect, it } from 'vitest';
import { applyOps, type Component2D } from '@twincanvas/model';
import { contextOf } from '../docModel';
import {
  addDynamicPageAction,
  deleteDynamicPageAction,
  moveDynamicPageEdit,
  movePageOps,
  nextDynamicPageAction,
  prevDynamicPageAction,
  switchDynamicPageAction,
} from './dynamicPage';
import { panelDoc } from './panelFixture';
import { applyChecked, stateOf } from './fixtures';
import type { ActionOutcome } from './types';

const panelIn = (doc: ReturnType<typeof panelDoc>) =>
  contextOf(doc, 'D1', [])!.list.find((c) => c._id === 'G1') as Component2D;

describe('dynamic panel page actions', () => {
  it("switches pages with wrap-around, storing the panel's current page (dynamicEvent) as an undoable op", () => {
    const state = stateOf({ doc: panelDoc(), groupPath: ['G1', 'Z2'] });
    const toFirst: ActionOutcome = {
      ops: [{ command: 'update', path: 'G1.dynamicEvent', records: { oldValue: 1, newValue: 0 } }],
      operation: 'updateDynamicPage',
      groupPath: ['G1', 'Z1'],
      select: [],
    };
    expect(nextDynamicPageAction.run(state)).toEqual(toFirst);
    expect(prevDynamicPageAction.run(state)).toEqual(toFirst);
    expect(switchDynamicPageAction.run(state, { shift: false, pageIndex: 0 })).toEqual(toFirst);
    expect(panelIn(applyChecked(state, toFirst)).dynamicEvent).toBe(0);
    // The page already edited, or no page given: nothing to do.
    expect(switchDynamicPageAction.run(state, { shift: false, pageIndex: 1 })).toEqual({});
    expect(switchDynamicPageAction.run(state)).toEqual({});
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
    expect(panelIn(applyChecked(state, out)).dynamicEvent).toBe(2);
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

  it('deleting the first page edits the next one, now first; dynamicEvent follows', () => {
    const doc = applyChecked(stateOf({ doc: panelDoc() }), {
      ops: [{ command: 'update', path: 'G1.dynamicEvent', records: { oldValue: 1, newValue: 0 } }],
    });
    const state = stateOf({ doc, groupPath: ['G1', 'Z1'] });
    const out = deleteDynamicPageAction.run(state);
    expect(out.groupPath).toEqual(['G1', 'Z2']);
    expect(panelIn(applyChecked(state, out)).dynamicEvent).toBe(0);
  });

  it('reorders pages with pageOrder following the list; the current page stays the same page', () => {
    const doc = panelDoc();
    const ops = movePageOps(panelIn(doc), 1, 0);
    const panel = panelIn(applyChecked(stateOf({ doc }), { ops }));
    expect(panel.dynamicModel!.pageList.map((p) => [p._id, p.pageOrder])).toEqual([
      ['Z2', 0],
      ['Z1', 1],
    ]);
    // Z2 was current (index 1) and is now first.
    expect(panel.dynamicEvent).toBe(0);
    expect(movePageOps(panelIn(doc), 1, 1)).toEqual([]);
    // The tab drag: the same ops for the entered panel, one updateDynamicPage step; none outside a panel.
    const dragged = moveDynamicPageEdit.run(stateOf({ doc, groupPath: ['G1', 'Z2'] }), 1, 0);
    expect(dragged).toEqual({ ops, operation: 'updateDynamicPage' });
    expect(moveDynamicPageEdit.run(stateOf({ doc }), 1, 0)).toEqual({});
  });
});
