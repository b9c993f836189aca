import { describe, expect, it } from 'vitest';
import {
  applyOps,
  type Component3D,
  type DocNode,
  invertOps,
  isLocked3D,
  isShown,
  position3D,
} from '@twincanvas/model';
import { pipelineDefinition } from '../../components/pipeline/definition';
import { signDefinition } from '../../components/sign/definition';
import { pathPoints } from '../components3d/pathEdit';
import { at, docWith, list } from '../components3d/doc3d.testkit';
import { add3DEdit } from './add3D';
import { delete3DEdit } from './delete3D';
import { stateOf } from './fixtures';
import { move3DEdit } from './move3D';
import { addPoint3DEdit, deletePoint3DEdit, movePoint3DEdit } from './point3D';
import { rename3DEdit } from './rename3D';
import { toggleFlag3DEdit } from './toggleFlag3D';
import type { ActionOutcome } from './types';

const a = { ...signDefinition.defaults(at(0, 0, 0)), _id: 'F-a', name: 'a' } as Component3D;
const b = { ...signDefinition.defaults(at(4, 2, 0)), _id: 'F-b', name: 'b' } as Component3D;
const state3D = (doc: DocNode) => stateOf({ doc, pageId: 'D1', sceneId: 'B1', mode: '3D' });

/** The list after the outcome's ops, checking they undo exactly (the history contract). */
function after(doc: DocNode, outcome: ActionOutcome): Component3D[] {
  const ops = outcome.ops ?? [];
  const done = applyOps(doc, ops);
  expect(applyOps(done, invertOps(ops))).toEqual(doc);
  return list(done);
}

describe('3D component edits', () => {
  it('adds a component to the edited page and selects it; nothing on a page that is not there', () => {
    const doc = docWith([a]);
    const outcome = add3DEdit.run(state3D(doc), b);
    expect(outcome).toMatchObject({ operation: 'add3D', select: ['F-b'] });
    expect(after(doc, outcome).map((c) => c._id)).toEqual(['F-a', 'F-b']);
    expect(add3DEdit.run(stateOf({ doc, pageId: 'nowhere' }), b)).toEqual({});
  });

  it('deletes and clears the selection; nothing to delete is no edit', () => {
    const doc = docWith([a, b]);
    const outcome = delete3DEdit.run(state3D(doc), ['F-a']);
    expect(outcome).toMatchObject({ operation: 'del3D', select: [] });
    expect(after(doc, outcome).map((c) => c._id)).toEqual(['F-b']);
    expect(delete3DEdit.run(state3D(doc), [])).toEqual({});
  });

  it('renames unless unchanged, and refuses a name the naming rule refuses', () => {
    const doc = docWith([a]);
    expect(after(doc, rename3DEdit.run(state3D(doc), a, 'north'))[0]?.name).toBe('north');
    expect(rename3DEdit.run(state3D(doc), a, 'a')).toEqual({});
    expect(rename3DEdit.run(state3D(doc), a, 'x'.repeat(300)).refusal).toBeDefined();
  });

  it('flips the eye and the padlock', () => {
    const doc = docWith([a]);
    expect(isShown(after(doc, toggleFlag3DEdit.run(state3D(doc), a, 'show'))[0]!)).toBe(!isShown(a));
    expect(isLocked3D(after(doc, toggleFlag3DEdit.run(state3D(doc), a, 'lock'))[0]!)).toBe(!isLocked3D(a));
  });

  it('moves one component as a folding state update, several as one step, and refuses a locked one', () => {
    const doc = docWith([a, b]);
    const one = move3DEdit.run(state3D(doc), [a], at(1, 0, 0));
    expect(one).toMatchObject({ operation: 'update3D', stateKey: 'F-a.pointData' });
    expect(position3D(after(doc, one)[0]!)).toEqual(at(1, 0, 0));
    const both = move3DEdit.run(state3D(doc), [a, b], at(0, 0, 2));
    expect(both.stateKey).toBeUndefined();
    expect(after(doc, both).map(position3D)).toEqual([at(0, 0, 2), at(4, 2, 2)]);
    const locked = list(applyOps(doc, toggleFlag3DEdit.run(state3D(doc), a, 'lock').ops!))[0]!;
    expect(move3DEdit.run(state3D(doc), [locked], at(1, 0, 0))).toEqual({ refusalKey: 'c3d.locked' });
  });

  it('edits a path point by point, leaving the touched point selected; locked paths refuse', () => {
    const pipe = { ...pipelineDefinition.defaults(at(0, 0, 0)), _id: 'F-p' } as Component3D;
    const doc = docWith([pipe]);
    const count = pathPoints(pipe).length;
    const added = addPoint3DEdit.run(state3D(doc), pipe, null, at(9, 0, 9));
    expect(added).toMatchObject({ operation: 'update3D', pointIndex: count });
    const longer = after(doc, added)[0]!;
    expect(pathPoints(longer)).toHaveLength(count + 1);
    const moved = movePoint3DEdit.run(state3D(doc), pipe, 0, at(1, 2, 3), true);
    expect(moved).toMatchObject({ pointIndex: 0, stateKey: 'F-p.point.0' });
    expect(pathPoints(after(doc, moved)[0]!)[0]).toEqual(at(1, 2, 3));
    expect(movePoint3DEdit.run(state3D(doc), pipe, 0, at(1, 2, 3), false).stateKey).toBeUndefined();
    const deleted = deletePoint3DEdit.run({ ...state3D(doc), doc: applyOps(doc, added.ops!) }, longer, count);
    expect(deleted.ops).toHaveLength(1);
    const locked = list(applyOps(doc, toggleFlag3DEdit.run(state3D(doc), pipe, 'lock').ops!))[0]!;
    expect(addPoint3DEdit.run(state3D(doc), locked, null, at(1, 1, 1))).toEqual({ refusalKey: 'c3d.locked' });
  });
});
