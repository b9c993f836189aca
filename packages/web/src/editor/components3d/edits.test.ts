import { describe, expect, it } from 'vitest';
import {
  add3DOps,
  applyOps,
  delete3DOps,
  type DocNode,
  invertOps,
  isShown,
  lock3DOp,
  move3DOp,
  position3D,
  rename3DOp,
  visibility3DOp,
} from '@twincanvas/model';
import { heatMapDefinition } from '../../components/heatMap/definition';
import { signDefinition } from '../../components/sign/definition';
import { trailDefinition } from '../../components/trail/definition';
import type { ActionState } from '../actions/types';
import { copy3DAction, delete3DAction, paste3DAction } from './actions';
import { at, docWith, list, pageOf } from './doc3d.testkit';

function state(doc: DocNode, selectedIds: string[], clipboard: ActionState['clipboard'] = null): ActionState {
  return {
    doc,
    projectFlag: 'P',
    sceneId: 'B1',
    pageId: 'D1',
    groupPath: [],
    selectedIds,
    canvas: { width: 1920, height: 1080 },
    view: { left: 0, top: 0, width: 1920, height: 1080 },
    clipboard,
    earlierPastes: 0,
    canUndo: false,
    canRedo: false,
    mapOpen: false,
    mapId: null,
    mode: '3D',
  };
}

describe('3D component edits', () => {
  it('add, rename, move and delete are operations that undo exactly', () => {
    const placard = { ...signDefinition.defaults(at(1, 2, 3), 'BarPlacard'), _id: 'F-a', name: 'Tank' };
    const empty = docWith([]);
    const added = applyOps(empty, add3DOps(pageOf(empty), [placard]));
    expect(list(added).map((c) => c.subType)).toEqual(['BarPlacard']);

    const renamed = applyOps(added, [rename3DOp(added, list(added)[0]!, 'Tank 2')]);
    const moveOp = move3DOp(renamed, list(renamed)[0]!, at(1, 0, -1))!;
    const moved = applyOps(renamed, [moveOp]);
    expect(list(moved)[0]!.name).toBe('Tank 2');
    expect(position3D(list(moved)[0]!)).toEqual(at(2, 2, 2));
    expect(list(applyOps(moved, invertOps([moveOp])))[0]!.pointData).toEqual(placard.pointData);

    const del = delete3DOps(moved, pageOf(moved), ['F-a']);
    const gone = applyOps(moved, del);
    expect(list(gone)).toEqual([]);
    expect(list(applyOps(gone, invertOps(del)))).toEqual(list(moved));
  });

  it('hides heat maps by showOn and the others by pointData[0].showOn (docs/reference.md#groups); a locked one does not move', () => {
    const placard = { ...signDefinition.defaults(at(0, 0, 0)), _id: 'F-s' };
    const heat = { ...heatMapDefinition.defaults(at(0, 0, 0)), _id: 'F-h' };
    const doc = docWith([placard, heat]);
    const hidden = applyOps(doc, [visibility3DOp(doc, placard, false), visibility3DOp(doc, heat, false)]);
    const [p, h] = list(hidden);
    expect(p!.pointData?.[0]?.mainPoint?.showOn).toBe(false);
    expect(p!.showOn).toBe(true);
    expect(h!.showOn).toBe(false);
    expect(isShown(p!) || isShown(h!)).toBe(false);

    const locked = applyOps(doc, [lock3DOp(doc, placard, true)]);
    expect(move3DOp(locked, list(locked)[0]!, at(5, 0, 0))).toBeNull();
  });

  it('deleting a trail point component clears the trail selection in the same step', () => {
    const placard = { ...signDefinition.defaults(at(0, 0, 0)), _id: 'F-p' };
    const trail = { ...trailDefinition.defaults(at(0, 0, 0)), _id: 'F-t', generalData: { selectId: 'F-p' } };
    const doc = docWith([trail, placard]);
    const after = applyOps(doc, delete3DAction.run(state(doc, ['F-p'])).ops ?? []);
    expect(list(after).map((c) => c._id)).toEqual(['F-t']);
    expect(list(after)[0]!.generalData?.selectId).toBeUndefined();
  });

  it('copy3D refuses long names and data components with their messages; paste shifts by count + 1', () => {
    const long = { ...signDefinition.defaults(at(0, 0, 0)), _id: 'F-l', name: 'x'.repeat(19) };
    const heat = { ...heatMapDefinition.defaults(at(0, 0, 0)), _id: 'F-h' };
    const ok = { ...signDefinition.defaults(at(4, 0, 4)), _id: 'F-o', name: 'Pump' };
    const doc = docWith([long, heat, ok]);
    expect(copy3DAction.run(state(doc, ['F-l'])).refusal?.en).toBe(
      'copied component name exceeds 20 characters',
    );
    expect(copy3DAction.run(state(doc, ['F-h'])).refusal?.en).toBe(
      'data components do not support copy and paste',
    );
    // A batch copy leaves the refused ones out.
    const copied = copy3DAction.run(state(doc, ['F-l', 'F-h', 'F-o'])).clipboard!;
    expect(copied.components3D?.map((c) => c._id)).toEqual(['F-o']);
    const pasted = paste3DAction.run(state(doc, [], copied));
    expect(pasted.operation).toBe('add3D');
    const after = applyOps(doc, pasted.ops ?? []);
    const copy = list(after)[3]!;
    expect(copy._id).not.toBe('F-o');
    expect(pasted.select).toEqual([copy._id]);
    expect(position3D(copy)).toEqual(at(5, 0, 5));
    // Only in the scene layer.
    expect(copy3DAction.predicate({ ...state(doc, ['F-o']), mode: '2D' })).toBe(false);
  });
});
