import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ELSE_ACTION_KEY, type Interaction } from '@twincanvas/model';
import { sampleDoc } from '../../actions/fixtures';
import { contextOf } from '../../docModel';
import { startSession, useEditor } from '../../store';
import { InteractionsPanel } from './InteractionsPanel';
import {
  DEFAULT_CONDITION_NAME,
  addCondition,
  branchActions,
  move,
  newAction,
  newEntry,
  removeCondition,
  setBranchActions,
} from './model';

const e1 = () => {
  const s = useEditor.getState();
  return contextOf(s.doc!, s.pageId, [])!.list.find((c) => c._id === 'E1')!;
};

function session() {
  const sent: unknown[][] = [];
  startSession(sampleDoc(), 1, async (ops, base) => {
    sent.push(ops);
    return { ok: true, revision: base + 1 };
  });
  useEditor.getState().select(['E1']);
  return sent;
}

afterEach(cleanup);

describe('interaction list edits', () => {
  it("adds conditions named 'condition 1', 'condition 2' (logic &, a test on _default), each with its actions", () => {
    session();
    const owner = e1();
    let entry = newEntry(owner, '40101');
    expect(entry).toMatchObject({ eventId: '40101', triggerId: 'E1', actions: { [ELSE_ACTION_KEY]: [] } });
    entry = addCondition(addCondition(entry));
    const [c1, c2] = entry.conditions!;
    expect(c1).toMatchObject({ name: DEFAULT_CONDITION_NAME, logic: '&', ifs: [{ target: '_default' }] });
    expect(c2!.name).toBe('condition 2');
    expect(Object.keys(entry.actions!).sort()).toEqual([c1!.id, c2!.id, ELSE_ACTION_KEY].sort());
    entry = setBranchActions(entry, c2!.id, [newAction('link')]);
    expect(branchActions(entry, c2!.id)).toEqual([{ type: 'link', url: 'https://', newWindow: true }]);
    const moved = move(entry.conditions!, 1, -1);
    expect(moved.map((c) => c.id)).toEqual([c2!.id, c1!.id]);
    expect(move(moved, 0, -1)).toEqual(moved);
    const fewer = removeCondition(entry, 1);
    expect(fewer.conditions!.map((c) => c.id)).toEqual([c1!.id]);
    expect(fewer.actions![c2!.id]).toBeUndefined();
    expect(newEntry(owner, '40107').timerInterval).toBe(5000);
  });
});

describe('Interactions panel', () => {
  it('asks for one selected component', () => {
    session();
    act(() => useEditor.getState().select([]));
    render(<InteractionsPanel />);
    expect(screen.queryByTestId('interactions-panel')).toBeNull();
  });

  it('every change is one undoable, saved update of projectInteractionList', async () => {
    const sent = session();
    const entry: Interaction = { ...newEntry(e1(), '40102'), actions: { [ELSE_ACTION_KEY]: [] } };
    act(() => {
      useEditor.getState().commit(
        [
          {
            command: 'update',
            path: 'E1.projectInteractionList',
            records: { oldValue: undefined, newValue: [entry] },
          },
        ],
        'update2D',
      );
    });
    render(<InteractionsPanel />);
    expect(screen.getByTestId('ix-0')).toBeTruthy();
    // Add a condition, then an else action: two commits, each one op on projectInteractionList.
    await act(async () => fireEvent.click(screen.getByTestId('ix-0-add-condition')));
    expect(e1().projectInteractionList![0]!.conditions).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByTestId('ix-0-else-add')));
    expect(branchActions(e1().projectInteractionList![0]!, ELSE_ACTION_KEY)).toEqual([
      newAction('visibility'),
    ]);
    await act(async () => fireEvent.click(screen.getByTestId('ix-0-remove')));
    expect(e1().projectInteractionList).toEqual([]);
    await useEditor.getState().saveQueue!.whenIdle();
    const paths = sent.flat().map((op) => (op as { path: string }).path);
    expect(paths.every((p) => p === 'E1.projectInteractionList')).toBe(true);
    expect(paths).toHaveLength(4);
    // Undo walks back through the panel's edits.
    act(() => useEditor.getState().undo());
    expect(branchActions(e1().projectInteractionList![0]!, ELSE_ACTION_KEY)).toHaveLength(1);
    act(() => useEditor.getState().undo());
    act(() => useEditor.getState().undo());
    expect(e1().projectInteractionList![0]!.conditions).toEqual([]);
  });
});
