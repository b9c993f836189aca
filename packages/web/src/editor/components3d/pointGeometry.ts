import type { Component3D, MessageCode, PointData, Vector3 } from '@twincanvas/model';
import { geometry3DOf } from '../../components/editingRegistry';
import {
  insertPathPoint,
  movePathPoint,
  MIN_PATH_POINTS,
  removePathPoint,
} from '../../components/pipeline/points';

/**
 * The points a point edit works on, per geometry (docs/3d.md, "Edit points"): a path's or a polygon's
 * main points, which can be added, moved and deleted down to a minimum, or the start and end of a
 * two-point component (a ligature), which are only moved. Pure: each answers the new `pointData`.
 */
export interface PointModel {
  geometry: 'path' | 'polygon' | 'twoPoint';
  /** Fewest points the component keeps; deleting below it is refused with `minMessage`. */
  min: number;
  minMessage: MessageCode;
  /** Whether points can be added and deleted (a two-point component has exactly its two ends). */
  variable: boolean;
  points(c: Component3D): Vector3[];
  insert(c: Component3D, afterIndex: number, at: Vector3): PointData[];
  move(c: Component3D, index: number, to: Vector3): PointData[];
  remove(c: Component3D, index: number): PointData[];
}

/** A polygon keeps three corners: fewer is no area. */
export const MIN_POLYGON_POINTS = 3;

const mainPoints = (c: Component3D): Vector3[] =>
  (c.pointData ?? []).map((e) => {
    const p = e.mainPoint?.transData?.position;
    return { x: p?.x ?? 0, y: p?.y ?? 0, z: p?.z ?? 0 };
  });

const listModel = (geometry: 'path' | 'polygon', min: number, minMessage: MessageCode): PointModel => ({
  geometry,
  min,
  minMessage,
  variable: true,
  points: mainPoints,
  insert: insertPathPoint,
  move: movePathPoint,
  remove: (c, index) =>
    (c.pointData?.length ?? 0) <= min ? [...(c.pointData ?? [])] : removePathPoint(c, index),
});

const ENDS = ['startPoint', 'endPoint'] as const;
const same = (a: Vector3 | undefined, b: Vector3 | undefined) =>
  !!a && !!b && a.x === b.x && a.y === b.y && a.z === b.z;

/**
 * A ligature keeps its ends on the first point entry (`startPoint`, `endPoint`); its main point is its
 * anchor (where the gizmo and the position fields sit) and follows the start when it was on it, as
 * placing leaves it.
 */
const twoPointModel: PointModel = {
  geometry: 'twoPoint',
  min: 2,
  minMessage: 'pathMinPoints',
  variable: false,
  points(c) {
    const first = c.pointData?.[0];
    return ENDS.map((key) => {
      const p = first?.[key]?.transData?.position;
      return { x: p?.x ?? 0, y: p?.y ?? 0, z: p?.z ?? 0 };
    });
  },
  insert: (c) => [...(c.pointData ?? [])],
  remove: (c) => [...(c.pointData ?? [])],
  move(c, index, to) {
    const list = [...(c.pointData ?? [])];
    const first = list[0];
    const key = ENDS[index];
    if (!first || !key) return list;
    const end = first[key] ?? { name: '', showOn: true };
    const next: PointData = {
      ...first,
      [key]: { ...end, transData: { ...end.transData, position: { ...to } } },
    };
    const main = first.mainPoint;
    if (key === 'startPoint' && main && same(main.transData?.position, first.startPoint?.transData?.position))
      next.mainPoint = { ...main, transData: { ...main.transData, position: { ...to } } };
    list[0] = next;
    return list;
  },
};

const PATH = listModel('path', MIN_PATH_POINTS, 'pathMinPoints');
const POLYGON = listModel('polygon', MIN_POLYGON_POINTS, 'polygonMinPoints');

/** The point model of a component, or null when its points are not edited one by one (a placard). */
export function pointModelOf(c: Component3D | null | undefined): PointModel | null {
  if (!c) return null;
  const geometry = geometry3DOf(c);
  if (geometry === 'path') return PATH;
  if (geometry === 'polygon') return POLYGON;
  if (geometry === 'twoPoint') return twoPointModel;
  return null;
}
