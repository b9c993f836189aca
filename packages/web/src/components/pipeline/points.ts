import type { Component3D, PointData, Vector3 } from '@twincanvas/model';
import { pointAt } from '../common3d/component';

/** A path needs two points; edits that would leave fewer are refused (the same list comes back). */
export const MIN_PATH_POINTS = 2;

function entries(c: Component3D): PointData[] {
  return [...(c.pointData ?? [])];
}

/** Inserts a point after `afterIndex` (−1: at the start; past the end: appended). */
export function insertPathPoint(c: Component3D, afterIndex: number, position: Vector3): PointData[] {
  const list = entries(c);
  const at = Math.min(Math.max(afterIndex + 1, 0), list.length);
  list.splice(at, 0, pointAt(position));
  return list;
}

export function movePathPoint(c: Component3D, index: number, position: Vector3): PointData[] {
  const list = entries(c);
  const entry = list[index];
  if (!entry?.mainPoint) return list;
  list[index] = {
    ...entry,
    mainPoint: { ...entry.mainPoint, transData: { ...entry.mainPoint.transData, position: { ...position } } },
  };
  return list;
}

export function removePathPoint(c: Component3D, index: number): PointData[] {
  const list = entries(c);
  if (list.length <= MIN_PATH_POINTS || index < 0 || index >= list.length) return list;
  list.splice(index, 1);
  return list;
}
