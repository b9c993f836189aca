import {
  type Component3D,
  type DocNode,
  isLocked3D,
  makeUpdateOp,
  message,
  type Message,
  type Operation,
  type PointData,
  type Vector3,
} from '@twincanvas/model';
import { pointModelOf } from './pointGeometry';

/**
 * Point editing as pure op builders, for every geometry edited point by point (paths: pipeline, trail,
 * trace; polygons: a polygon event area; two points: a ligature's ends, see ./pointGeometry.ts): adding,
 * moving and deleting a point each make ONE update3D of the component's `pointData`, so one undo reverts
 * it. The store-bound commands are in ./pathCommands.ts, the point state of the edit in
 * ./pathEditState.ts.
 */

/** The result of a point edit: the op and the point selected after it, or why nothing changed. */
export type PathEditResult = { op: Operation; index: number } | { refusal: Message | 'locked' };

const round = (v: number) => Math.round(v * 1000) / 1000;
const rounded = (p: Vector3): Vector3 => ({ x: round(p.x), y: round(p.y), z: round(p.z) });

/**
 * The component's edited points as the panel lists them (absent coordinates read as 0): a path's or a
 * polygon's main points, a two-point component's start and end.
 */
export function pathPoints(c: Component3D): Vector3[] {
  return pointModelOf(c)?.points(c) ?? [];
}

/**
 * The visibility flag of a path lives on its first point (docs/3d.md, "hide"): when the first point changes (a
 * point inserted before it, or it deleted), the new first point takes the old flag, so a hidden pipe
 * stays hidden. Names stay with their points (a trail's reach event reports them).
 */
function keepShown(before: readonly PointData[], after: PointData[]): PointData[] {
  const shown = before[0]?.mainPoint?.showOn;
  const first = after[0];
  if (shown === undefined || !first?.mainPoint || first.mainPoint.showOn === shown) return after;
  after[0] = { ...first, mainPoint: { ...first.mainPoint, showOn: shown } };
  return after;
}

const update = (doc: DocNode, c: Component3D, pointData: PointData[]): Operation =>
  makeUpdateOp(doc, c._id, 'pointData', pointData);

/**
 * A point clicked on the model, inserted after the selected point (`afterIndex`), or appended when no
 * point is selected; the new point becomes the selected one. A two-point component has no points to
 * add: the click moves its selected end there instead (nothing while no end is selected).
 */
export function addPathPointOp(
  doc: DocNode,
  c: Component3D,
  afterIndex: number | null,
  at: Vector3,
): PathEditResult | null {
  const model = pointModelOf(c);
  if (!model) return null;
  if (isLocked3D(c)) return { refusal: 'locked' };
  if (!model.variable) return afterIndex === null ? null : movePathPointOp(doc, c, afterIndex, at);
  const count = c.pointData?.length ?? 0;
  const after = afterIndex === null ? count - 1 : Math.min(Math.max(afterIndex, -1), count - 1);
  const next = keepShown(c.pointData ?? [], model.insert(c, after, rounded(at)));
  return { op: update(doc, c, next), index: after + 1 };
}

/** One point moved to `to` (a gizmo drag's release, an x/y/z field); null when it did not move. */
export function movePathPointOp(
  doc: DocNode,
  c: Component3D,
  index: number,
  to: Vector3,
): PathEditResult | null {
  const model = pointModelOf(c);
  if (!model) return null;
  if (isLocked3D(c)) return { refusal: 'locked' };
  const from = model.points(c)[index];
  const at = rounded(to);
  if (!from || (from.x === at.x && from.y === at.y && from.z === at.z)) return null;
  return { op: update(doc, c, model.move(c, index, at)), index };
}

/**
 * One point deleted; a path keeps at least two points and a polygon three, so deleting below that is
 * refused with the message saying why (a two-point component's ends are never deleted). The point
 * before the deleted one becomes the selected one.
 */
export function deletePathPointOp(doc: DocNode, c: Component3D, index: number): PathEditResult | null {
  const model = pointModelOf(c);
  if (!model) return null;
  if (isLocked3D(c)) return { refusal: 'locked' };
  const count = model.points(c).length;
  if (index < 0 || index >= count) return null;
  if (!model.variable || count <= model.min) return { refusal: message(model.minMessage) };
  const next = keepShown(c.pointData ?? [], model.remove(c, index));
  return { op: update(doc, c, next), index: Math.max(0, index - 1) };
}

/** The component with one point at `to`, not committed: the gizmo's live preview of a point drag. */
export function withPointAt(c: Component3D, index: number, to: Vector3): Component3D {
  const model = pointModelOf(c);
  return model ? { ...c, pointData: model.move(c, index, to) } : c;
}
