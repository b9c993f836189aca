import { describe, expect, it } from 'vitest';
import { applyOps } from '../ops/apply.js';
import { invertOps } from '../ops/invert.js';
import type { DocNode } from '../ops/tree.js';
import type { Component3D, Vector3 } from '../types/component3d.js';
import type { Page } from '../types/page.js';
import {
  add3DOps,
  delete3DOps,
  isLocked3D,
  isShown,
  lock3DOp,
  move3DOp,
  moveMany3DOps,
  paste3DOps,
  pivot3D,
  position3D,
  rename3DOp,
  visibility3DOp,
  withShown,
} from './edits3d.js';

const at = (x: number, y: number, z: number): Vector3 => ({ x, y, z });
const placed = (id: string, p: Vector3, extra: Partial<Component3D> = {}): Component3D =>
  ({
    _id: id,
    name: id,
    type: 'sign',
    subType: 'BarPlacard',
    pointData: [{ mainPoint: { transData: { position: p } } }],
    ...extra,
  }) as Component3D;
const heat = (id: string): Component3D => ({ _id: id, name: id, type: 'heatMap' }) as Component3D;

function docWith(components: Component3D[]): DocNode {
  return {
    _id: 'A1',
    projectScenesList: [
      { _id: 'B1', scenesType: 1, projectPageList: [{ _id: 'D1', components3D: components }] },
    ],
  };
}
const pageOf = (doc: DocNode) =>
  (doc as unknown as { projectScenesList: { projectPageList: Page[] }[] }).projectScenesList[0]!
    .projectPageList[0]!;
const list = (doc: DocNode) => pageOf(doc).components3D ?? [];

/** Applies the ops and checks that their inverse gives the document back exactly. */
function applied(doc: DocNode, ops: Parameters<typeof applyOps>[1]): DocNode {
  const after = applyOps(doc, ops);
  expect(applyOps(after, invertOps(ops))).toEqual(doc);
  return after;
}

describe('3D component edits', () => {
  it('add appends, rename and move update one node, delete removes: each undoes exactly', () => {
    const empty = docWith([]);
    const added = applied(empty, add3DOps(pageOf(empty), [placed('F1', at(1, 2, 3)), heat('F2')]));
    expect(list(added).map((c) => c._id)).toEqual(['F1', 'F2']);
    const renamed = applied(added, [rename3DOp(added, list(added)[0]!, 'Tank')]);
    expect(list(renamed)[0]!.name).toBe('Tank');
    const moved = applied(renamed, [move3DOp(renamed, list(renamed)[0]!, at(1, 0, -1))!]);
    expect(position3D(list(moved)[0]!)).toEqual(at(2, 2, 2));
    const gone = applied(moved, delete3DOps(moved, pageOf(moved), ['F1', 'F2']));
    expect(list(gone)).toEqual([]);
  });

  it('a locked or unmoved component gives no move; several move together around their pivot', () => {
    const a = placed('F1', at(0, 0, 0));
    const b = placed('F2', at(4, 2, 0));
    const locked = placed('F3', at(9, 9, 9), { generalData: { lock: true } } as Partial<Component3D>);
    const doc = docWith([a, b, locked]);
    expect(isLocked3D(locked)).toBe(true);
    expect(move3DOp(doc, a, at(0, 0, 0))).toBeNull();
    expect(move3DOp(doc, locked, at(1, 0, 0))).toBeNull();
    expect(pivot3D([a, b])).toEqual(at(2, 1, 0));
    expect(pivot3D([])).toEqual(at(0, 0, 0));
    const ops = moveMany3DOps(doc, [a, b, locked], at(0, 1, 0));
    expect(ops).toHaveLength(2);
    expect(list(applied(doc, ops)).map(position3D)).toEqual([at(0, 1, 0), at(4, 3, 0), at(9, 9, 9)]);
  });

  it('visibility lives on the first point, a heat map’s on itself; lock in generalData', () => {
    const sign = placed('F1', at(0, 0, 0));
    const map = heat('F2');
    const doc = docWith([sign, map]);
    expect(isShown(sign)).toBe(true);
    expect(isShown(withShown(sign, false))).toBe(false);
    expect(isShown(withShown(map, false))).toBe(false);
    const hidden = applied(doc, [visibility3DOp(doc, sign, false), visibility3DOp(doc, map, false)]);
    expect(list(hidden).map(isShown)).toEqual([false, false]);
    const lockedDoc = applied(doc, [lock3DOp(doc, sign, true)]);
    expect(isLocked3D(list(lockedDoc)[0]!)).toBe(true);
  });

  it('paste adds fresh copies shifted by the copy count and lists the refused', () => {
    const doc = docWith([placed('F1', at(0, 0, 0))]);
    const long = placed('F9', at(0, 0, 0), { name: 'x'.repeat(200) });
    const { ops, ids, refused } = paste3DOps(pageOf(doc), [list(doc)[0]!, long], 1);
    expect(ids).toHaveLength(1);
    expect(ids[0]).not.toBe('F1');
    expect(refused).toHaveLength(1);
    const pasted = applied(doc, ops);
    expect(position3D(list(pasted)[1]!)).toEqual(at(2, 0, 2));
  });
});
