import { describe, expect, it } from 'vitest';
import type { Component2D, Operation } from '@twincanvas/model';
import { addDynamicPageAction, nextDynamicPageAction } from '../actions/dynamicPage';
import { panelDoc } from '../actions/panelFixture';
import { contextOf } from '../docModel';
import { execute } from '../execute';
import { startSession, useEditor } from './index';

const panel = () =>
  contextOf(useEditor.getState().doc!, 'D1', [])!.list.find((c) => c._id === 'G1') as Component2D;

function session() {
  const sent: Operation[][] = [];
  startSession(panelDoc(), 1, async (ops, base) => {
    sent.push(ops);
    return { ok: true, revision: base + 1 };
  });
  useEditor.getState().setGroupPath(['G1', 'Z2']);
  return sent;
}

describe('dynamic panel page switching in the editor (docs/reference.md#history)', () => {
  it('a switch stores the current page, is saved, and undo/redo walk the edit area back and forth', async () => {
    const sent = session();
    execute(nextDynamicPageAction);
    expect(useEditor.getState().groupPath).toEqual(['G1', 'Z1']);
    expect(panel().dynamicEvent).toBe(0);

    useEditor.getState().undo();
    expect(panel().dynamicEvent).toBe(1);
    expect(useEditor.getState().groupPath).toEqual(['G1', 'Z2']);
    useEditor.getState().redo();
    expect(panel().dynamicEvent).toBe(0);
    expect(useEditor.getState().groupPath).toEqual(['G1', 'Z1']);

    // Each step reached the server, so a reload opens the panel where the screen shows it.
    await useEditor.getState().saveQueue!.whenIdle();
    const events = sent.flat().map((op) => (op.records as { newValue?: unknown }).newValue);
    expect(events).toEqual([0, 1, 0]);
  });

  it('undoing a page add goes back to the page that was current before', () => {
    session();
    execute(addDynamicPageAction);
    expect(panel().dynamicEvent).toBe(2);
    useEditor.getState().undo();
    expect(panel().dynamicModel!.pageList).toHaveLength(2);
    expect(panel().dynamicEvent).toBe(1);
    expect(useEditor.getState().groupPath).toEqual(['G1', 'Z2']);
  });
});
