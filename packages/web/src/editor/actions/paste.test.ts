import { describe, expect, it } from 'vitest';
import { copyAction } from './copy';
import { applyChecked, byId, listAfter, stateOf } from './fixtures';
import { pasteAction } from './paste';
import { contextOf } from '../docModel';

describe('paste action', () => {
  const clipboard = copyAction.run(stateOf({ selectedIds: ['E2'] })).clipboard!;
  it('needs a clipboard and is bound to Mod+V', () => {
    expect(pasteAction.keys).toContain('Mod+V');
    expect(pasteAction.predicate(stateOf())).toBe(false);
    expect(pasteAction.predicate(stateOf({ clipboard }))).toBe(true);
  });
  it('adds a copy with a fresh id, the copy suffix, offset 5 + 5 per earlier paste, on top', () => {
    const state = stateOf({ clipboard, earlierPastes: 1 });
    const out = pasteAction.run(state);
    expect(out.pasted).toBe(true);
    const list = listAfter(state, out);
    const copy = byId(list, out.select![0]!)!;
    expect(copy._id).not.toBe('E2');
    expect(copy.componentName).toBe('b副本');
    expect(copy.componentRect).toMatchObject({ componentLeft: 210, componentTop: 110 });
    expect(copy.order).toBe(6);
  });
  it('centres the copy when it would leave the view', () => {
    const state = stateOf({ clipboard, view: { left: 0, top: 0, width: 250, height: 1080 } });
    const list = listAfter(state, pasteAction.run(state));
    expect(list.at(-1)?.componentRect?.componentLeft).toBe(75);
  });
  it('pastes across pages and into a group, in the group coordinates', () => {
    const toPage = stateOf({ clipboard, pageId: 'D2' });
    expect(listAfter(toPage, pasteAction.run(toPage))).toHaveLength(1);
    const intoGroup = stateOf({ clipboard, groupPath: ['H1'] });
    const out = pasteAction.run(intoGroup);
    const members = contextOf(applyChecked(intoGroup, out), 'D1', ['H1'])!.list;
    expect(members.at(-1)).toMatchObject({ _pid: 'H1', componentRect: { componentLeft: 205 - 600 } });
  });
});
