import { describe, expect, it } from 'vitest';
import type { Operation } from '@twincanvas/model';
import { sampleDoc } from '../actions/fixtures';
import { contextOf } from '../docModel';
import { startSession, useEditor } from './index';

const move = (left: number, old: number): Operation => ({
  command: 'update',
  path: 'E1.componentRect.componentLeft',
  records: { oldValue: old, newValue: left },
});
const leftOfE1 = () => {
  const s = useEditor.getState();
  return contextOf(s.doc!, s.pageId, [])!.list.find((c) => c._id === 'E1')?.componentRect?.componentLeft;
};

function session() {
  const sent: { ops: Operation[]; base: number }[] = [];
  startSession(sampleDoc(), 7, async (ops, base) => {
    sent.push({ ops, base });
    return { ok: true, revision: base + 1 };
  });
  return sent;
}

describe('editor store (docs/reference.md#saving, docs/reference.md#history)', () => {
  it('opens on the first page; a commit applies ops, records history and saves them', async () => {
    const sent = session();
    expect(useEditor.getState()).toMatchObject({ pageId: 'D1', sceneId: 'B1' });
    useEditor.getState().commit([move(50, 10)], 'update2D');
    expect(leftOfE1()).toBe(50);
    await useEditor.getState().saveQueue!.whenIdle();
    expect(sent).toEqual([{ ops: [move(50, 10)], base: 7 }]);
    expect(useEditor.getState()).toMatchObject({ saveStatus: 'saved', revision: 8, unsaved: 0 });
  });
  it('undo applies and saves the inverse; redo the ops again; nothing when empty', async () => {
    const sent = session();
    const s = useEditor.getState();
    s.commit([move(50, 10)], 'update2D');
    s.commit([move(60, 50)], 'update2D');
    s.undo();
    expect(leftOfE1()).toBe(50);
    s.undo();
    expect(leftOfE1()).toBe(10);
    s.undo();
    expect(leftOfE1()).toBe(10);
    s.redo();
    expect(leftOfE1()).toBe(50);
    await useEditor.getState().saveQueue!.whenIdle();
    const lefts = sent.flatMap((x) => x.ops).map((op) => (op.records as { newValue: number }).newValue);
    expect(lefts).toEqual([50, 60, 50, 10, 50]);
  });
  it('while the pointer is down saves wait and flush on release', async () => {
    const sent = session();
    const s = useEditor.getState();
    s.setPointerDown(true);
    s.commit([move(50, 10)], 'update2D');
    expect(useEditor.getState().unsaved).toBe(1);
    expect(sent).toHaveLength(0);
    s.setPointerDown(false);
    await useEditor.getState().saveQueue!.whenIdle();
    expect(sent).toHaveLength(1);
  });
  it('remote ops change the document without history or saving (co-editing seam)', () => {
    const sent = session();
    useEditor.getState().applyRemoteOps([move(99, 10)], 20);
    expect(leftOfE1()).toBe(99);
    expect(useEditor.getState().history.canUndo('B1', '2D')).toBe(false);
    expect(sent).toHaveLength(0);
    expect(useEditor.getState().saveQueue!.snapshot().revision).toBe(20);
  });
  it('a commit deleting selected nodes drops them from the selection', () => {
    session();
    const s = useEditor.getState();
    s.select(['E1', 'E2']);
    const doc = s.doc!;
    const list = contextOf(doc, 'D1', [])!.list;
    s.commit(
      [{ command: 'delete', path: 'D1.projectTwoComponentList', records: { index: 0, value: list[0]! } }],
      'del2D',
    );
    expect(useEditor.getState().selectedIds).toEqual(['E2']);
  });
});
