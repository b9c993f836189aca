import { clearTrailSelections, copy3DComponents } from '../copy/copy3d.js';
import { makeAddOp, makeDeleteOp, makeUpdateOp } from '../ops/build.js';
import type { DocNode } from '../ops/tree.js';
import type { Component3D, PointData, Vector3 } from '../types/component3d.js';
import type { Operation } from '../types/operation.js';
import type { Page } from '../types/page.js';
import type { Message } from '../validation/messages.js';

/**
 * The 3D component edits of the scene layer as pure op builders: every change is an ordinary document
 * operation (add3D, del3D, update3D), saved per node, undone in the scene's 3D history and seen live
 * by co-editors. The editor's actions (web `editor/actions/*3D.ts`) are built from these.
 */

/** Shown in the scene? heatMap keeps the flag on the component, the others on their first point. */
export function isShown(c: Component3D): boolean {
  if (c.type === 'heatMap') return c.showOn !== false;
  return c.pointData?.[0]?.mainPoint?.showOn !== false;
}

/**
 * The component with its visibility flag set (the same fields `isShown` reads): what a show/hide
 * interaction hands the layers in the viewer, and what the editor's visibility toggle saves.
 */
export function withShown(c: Component3D, shown: boolean): Component3D {
  const first = c.pointData?.[0];
  if (c.type === 'heatMap' || !first?.mainPoint) return { ...c, showOn: shown };
  const pointData = c.pointData!.map((entry, i) =>
    i === 0 ? { ...entry, mainPoint: { ...first.mainPoint!, showOn: shown } } : entry,
  );
  return { ...c, pointData };
}

export function add3DOps(page: Page, components: readonly Component3D[]): Operation[] {
  const start = (page.components3D ?? []).length;
  return components.map((c, i) => makeAddOp(page._id, 'components3D', start + i, c as unknown as DocNode));
}

/**
 * Deleting 3D components: trails whose selected point named one of them lose it first (docs/reference.md#scenes-3d),
 * then the components go, last first, so every recorded index stays exact for the undo.
 */
export function delete3DOps(doc: DocNode, page: Page, ids: readonly string[]): Operation[] {
  const list = page.components3D ?? [];
  const ops: Operation[] = clearTrailSelections(list, ids).map((t) =>
    makeUpdateOp(doc, t.id, 'generalData', t.generalData),
  );
  const gone = list
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => ids.includes(c._id))
    .sort((a, b) => b.index - a.index);
  for (const { c } of gone) ops.push(makeDeleteOp(doc, c._id));
  return ops;
}

/** The visibility toggle (docs/reference.md#groups): heatMap's `showOn`, else `pointData[0].mainPoint.showOn`. */
export function visibility3DOp(doc: DocNode, c: Component3D, shown: boolean): Operation {
  const next = withShown(c, shown);
  if (next.pointData === c.pointData) return makeUpdateOp(doc, c._id, 'showOn', shown);
  return makeUpdateOp(doc, c._id, 'pointData', next.pointData);
}

export function isLocked3D(c: Component3D): boolean {
  return c.generalData?.lock === true;
}

/** Lock lives in generalData (the 3D component has no lock field of its own); a locked one does not move. */
export function lock3DOp(doc: DocNode, c: Component3D, locked: boolean): Operation {
  return makeUpdateOp(doc, c._id, 'generalData', { ...c.generalData, lock: locked });
}

export function rename3DOp(doc: DocNode, c: Component3D, name: string): Operation {
  return makeUpdateOp(doc, c._id, 'name', name);
}

const shift = (p: Vector3, d: Vector3): Vector3 => ({ x: p.x + d.x, y: p.y + d.y, z: p.z + d.z });

/** The component with every point moved by `delta` (a path keeps its shape): the gizmo's live preview. */
export function shifted3D(c: Component3D, delta: Vector3): Component3D {
  if (!c.pointData) return c;
  const pointData: PointData[] = c.pointData.map((entry) => {
    const out: PointData = { ...entry };
    for (const key of ['mainPoint', 'startPoint', 'endPoint'] as const) {
      const point = entry[key];
      const p = point?.transData?.position;
      if (point && p) out[key] = { ...point, transData: { ...point.transData, position: shift(p, delta) } };
    }
    return out;
  });
  return { ...c, pointData };
}

/** Every point of the component moved by `delta` (a path keeps its shape); null when locked or unmoved. */
export function move3DOp(doc: DocNode, c: Component3D, delta: Vector3): Operation | null {
  if (isLocked3D(c) || (delta.x === 0 && delta.y === 0 && delta.z === 0) || !c.pointData) return null;
  return makeUpdateOp(doc, c._id, 'pointData', shifted3D(c, delta).pointData);
}

/**
 * Several selected components moved together by one delta (the gizmo on a multi-selection): one op per
 * unlocked component, committed as one history step, so one undo puts them all back.
 */
export function moveMany3DOps(doc: DocNode, list: readonly Component3D[], delta: Vector3): Operation[] {
  return list.map((c) => move3DOp(doc, c, delta)).filter((op): op is Operation => op !== null);
}

/** Where the gizmo of a selection sits: the centre of its components' first points. */
export function pivot3D(list: readonly Component3D[]): Vector3 {
  if (list.length === 0) return { x: 0, y: 0, z: 0 };
  const sum = list.reduce((s, c) => shift(s, position3D(c)), { x: 0, y: 0, z: 0 });
  return { x: sum.x / list.length, y: sum.y / list.length, z: sum.z / list.length };
}

/** The first main point of a component (where it was placed). */
export function position3D(c: Component3D): Vector3 {
  return c.pointData?.[0]?.mainPoint?.transData?.position ?? { x: 0, y: 0, z: 0 };
}

/**
 * Paste of copied 3D components (docs/reference.md#copy-paste): refused ones (long names, data and batch components) are left
 * out with their messages; the rest are added shifted by copy count + 1 on x and z.
 */
export function paste3DOps(
  page: Page,
  copied: readonly Component3D[],
  copyCount: number,
): { ops: Operation[]; ids: string[]; refused: Message[] } {
  const { copies, refused } = copy3DComponents(copied, copyCount);
  return {
    ops: add3DOps(page, copies),
    ids: copies.map((c) => c._id),
    refused: refused.map((r) => r.reason),
  };
}
