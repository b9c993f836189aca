import { describe, expect, it } from 'vitest';
import { byId, listAfter, stateOf } from './fixtures';
import { nudgeDownAction, nudgeLeftAction, nudgeRightAction, nudgeUpAction } from './nudge';

describe('nudge actions', () => {
  const state = stateOf({ selectedIds: ['E1', 'E6'] });
  it('arrows move 1 px, with shift 10 px; locked components stay', () => {
    expect(byId(listAfter(state, nudgeLeftAction.run(state)), 'E1')?.componentRect?.componentLeft).toBe(9);
    expect(
      byId(listAfter(state, nudgeRightAction.run(state, { shift: true })), 'E1')?.componentRect
        ?.componentLeft,
    ).toBe(20);
    expect(
      byId(listAfter(state, nudgeUpAction.run(state, { shift: true })), 'E1')?.componentRect?.componentTop,
    ).toBe(0);
    const down = listAfter(state, nudgeDownAction.run(state));
    expect(byId(down, 'E1')?.componentRect?.componentTop).toBe(11);
    expect(byId(down, 'E6')?.componentRect?.componentTop).toBe(900);
  });
  it('the selection moves as one move op (a select-all nudge saves ids, not rects)', () => {
    expect(nudgeRightAction.run(stateOf({ selectedIds: ['E1', 'E2', 'E6'] }), { shift: true })).toMatchObject(
      {
        ops: [
          {
            command: 'move',
            path: 'D1.projectTwoComponentList',
            records: { ids: ['E1', 'E2'], dx: 10, dy: 0 },
          },
        ],
        operation: 'update2D',
        stateKey: 'nudge:E1,E2',
      },
    );
  });
  it('inside an entered group members get rect updates (the group refit that follows rewrites them)', () => {
    const inGroup = stateOf({ groupPath: ['H1'], selectedIds: ['E4', 'E5'] });
    const outcome = nudgeDownAction.run(inGroup);
    expect(outcome.ops?.map((op) => [op.command, op.path])).toEqual([
      ['update', 'E4.componentRect'],
      ['update', 'E5.componentRect'],
    ]);
    expect(byId(listAfter(inGroup, outcome, ['H1']), 'E5')?.componentRect?.componentTop).toBe(151);
  });
  it('binds the arrow with and without shift', () => {
    expect(nudgeLeftAction.keys).toEqual(['ArrowLeft', 'Shift+ArrowLeft']);
    expect(nudgeLeftAction.predicate(stateOf())).toBe(false);
  });
});
