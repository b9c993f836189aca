import { describe, expect, it } from 'vitest';
import { applyOps, invertOps, type Operation } from '@twincanvas/model';
import { sampleDoc } from '../actions/fixtures';
import { contextOf } from '../docModel';
import { withGroupFit } from './groupFit';

const moveE5: Operation = {
  command: 'update',
  path: 'E5.componentRect',
  records: {
    oldValue: {
      componentLeft: 100,
      componentTop: 150,
      componentWidth: 100,
      componentHeight: 50,
      componentRotate: 0,
    },
    newValue: {
      componentLeft: 300,
      componentTop: 150,
      componentWidth: 100,
      componentHeight: 50,
      componentRotate: 0,
    },
  },
};

describe('group box recompute inside an entered group (docs/reference.md#groups)', () => {
  it('a member moved out of the box grows the group; members keep their place on screen; undo restores', () => {
    const before = sampleDoc();
    const { doc, ops } = withGroupFit(applyOps(before, [moveE5]), [moveE5], 'D1', ['H1']);
    const group = contextOf(doc, 'D1', [])!.list.find((c) => c._id === 'H1')!;
    expect(group.componentRect).toMatchObject({ componentLeft: 600, componentTop: 600, componentWidth: 400 });
    expect(ops[0]).toBe(moveE5);
    expect(applyOps(doc, invertOps(ops))).toEqual(before);
  });
  it('a member moved left and up shifts the group and its members so nothing moves on screen', () => {
    const moveE4: Operation = {
      command: 'update',
      path: 'E4.componentRect.componentLeft',
      records: { oldValue: 0, newValue: -50 },
    };
    const { doc } = withGroupFit(applyOps(sampleDoc(), [moveE4]), [moveE4], 'D1', ['H1']);
    const group = contextOf(doc, 'D1', [])!.list.find((c) => c._id === 'H1')!;
    const members = contextOf(doc, 'D1', ['H1'])!.list;
    expect(group.componentRect?.componentLeft).toBe(550);
    expect(members.map((m) => m.componentRect!.componentLeft + 550)).toEqual([550, 700]);
  });
  it('outside any group the edit is returned as it is', () => {
    const doc = sampleDoc();
    expect(withGroupFit(doc, [moveE5], 'D1', []).ops).toEqual([moveE5]);
  });
});
