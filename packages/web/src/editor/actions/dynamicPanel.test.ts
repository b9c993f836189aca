import { describe, expect, it } from 'vitest';
import { contextOf, contextOrigin, groupLevel } from '../docModel';
import { copyAction } from './copy';
import { enterDynamicPanelAction, leaveDynamicPanelAction } from './dynamicPanel';
import { leaveGroupAction } from './group';
import { pasteAction } from './paste';
import { applyChecked, listAfter, stateOf } from './fixtures';
import { panelDoc } from './panelFixture';

describe('dynamic panel edit area', () => {
  it('enters the selected panel on its current page and edits that page by id', () => {
    const state = stateOf({ doc: panelDoc(), selectedIds: ['G1'] });
    expect(enterDynamicPanelAction.predicate(state)).toBe(true);
    expect(enterDynamicPanelAction.run(state)).toEqual({ groupPath: ['G1', 'Z2'], select: [] });
    const ctx = contextOf(state.doc, 'D1', ['G1', 'Z2'])!;
    expect(ctx.parentId).toBe('Z2');
    expect(ctx.listField).toBe('componentList');
    expect(ctx.list.map((c) => c._id)).toEqual(['E8', 'H9']);
    expect(contextOrigin(state.doc, 'D1', ['G1', 'Z2'])).toEqual({ x: 300, y: 200 });
    expect(enterDynamicPanelAction.predicate(stateOf({ doc: panelDoc(), selectedIds: ['H1'] }))).toBe(false);
  });

  it('leaves with Esc back to the page, selecting the panel; a group inside leaves first', () => {
    const inPanel = stateOf({ doc: panelDoc(), groupPath: ['G1', 'Z2'] });
    expect(leaveGroupAction.predicate(inPanel)).toBe(false);
    expect(leaveDynamicPanelAction.predicate(inPanel)).toBe(true);
    expect(leaveDynamicPanelAction.run(inPanel)).toEqual({ groupPath: [], select: ['G1'] });
    const inGroup = stateOf({ doc: panelDoc(), groupPath: ['G1', 'Z2', 'H9'] });
    expect(groupLevel(inGroup.doc, 'D1', inGroup.groupPath)).toBe(1);
    expect(leaveDynamicPanelAction.predicate(inGroup)).toBe(false);
    expect(leaveGroupAction.run(inGroup)).toEqual({ groupPath: ['G1', 'Z2'], select: ['H9'] });
    expect(contextOrigin(inGroup.doc, 'D1', inGroup.groupPath)).toEqual({ x: 400, y: 300 });
  });

  it('pastes into the edited page with page-relative coordinates, an undoable add', () => {
    const copied = copyAction.run(stateOf({ selectedIds: ['E1'] })).clipboard!;
    const state = stateOf({ doc: panelDoc(), groupPath: ['G1', 'Z1'], clipboard: copied });
    const out = pasteAction.run(state);
    const page = contextOf(applyChecked(state, out), 'D1', ['G1', 'Z1'])!.list;
    expect(page).toHaveLength(1);
    expect(page[0]!._pid).toBeUndefined();
    // Same stage position as a paste on the page itself, stored relative to the panel.
    const onPage = listAfter({ ...state, groupPath: [] }, pasteAction.run({ ...state, groupPath: [] })).at(
      -1,
    )!;
    expect(page[0]!.componentRect!.componentLeft).toBe(onPage.componentRect!.componentLeft - 300);
    expect(page[0]!.componentRect!.componentTop).toBe(onPage.componentRect!.componentTop - 200);
  });

  it('refuses to paste a dynamic panel into a panel page, with the spec message', () => {
    const copied = copyAction.run(stateOf({ doc: panelDoc(), selectedIds: ['G1'] })).clipboard!;
    const out = pasteAction.run(stateOf({ doc: panelDoc(), groupPath: ['G1', 'Z1'], clipboard: copied }));
    expect(out.refusal?.code).toBe('copyDynamicPanelInPanel');
    expect(out.ops).toBeUndefined();
  });

  it('copies an ordinary component inside a panel page', () => {
    const doc = panelDoc();
    const state = stateOf({ doc, groupPath: ['G1', 'Z2'], selectedIds: ['E8'] });
    expect(copyAction.run(state).clipboard?.items.map((c) => c._id)).toEqual(['E8']);
  });
});
