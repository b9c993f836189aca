import { paste3DPosition } from '../geometry/paste.js';
import type { Component3D, PointData, Point3D } from '../types/component3d.js';
import type { Message } from '../validation/messages.js';
import { cloneWithFreshIds } from './clone.js';
import { partition3DCopy } from './rules.js';

function shiftPoint(point: Point3D | undefined, copyCount: number): Point3D | undefined {
  const position = point?.transData?.position;
  if (!point?.transData || !position) return point;
  return { ...point, transData: { ...point.transData, position: paste3DPosition(position, copyCount) } };
}

/** Every point of a 3D component moves by the same paste offset, so paths keep their shape. */
function shiftPointData(
  entries: readonly PointData[] | undefined,
  copyCount: number,
): PointData[] | undefined {
  return entries?.map((entry) => {
    const out: PointData = { ...entry };
    for (const key of ['mainPoint', 'startPoint', 'endPoint'] as const) {
      if (entry[key]) out[key] = shiftPoint(entry[key], copyCount);
    }
    return out;
  });
}

export interface Copy3DResult {
  copies: Component3D[];
  refused: { component: Component3D; reason: Message }[];
}

/**
 * The 3D paste: refused components (long names, data components, batch components) are left out with
 * their reason; the others get fresh ids, the copy suffix and every point shifted by copy count + 1 on x
 * and z (`copyCount` is how many times this selection was pasted before). A trail's selected point
 * belongs to the original, so the copy starts without one.
 */
export function copy3DComponents(components: readonly Component3D[], copyCount: number): Copy3DResult {
  const { copyable, refused } = partition3DCopy(components);
  const copies = copyable.map((component) => {
    const copy = cloneWithFreshIds(component, { kind: 'component3d' });
    const pointData = shiftPointData(copy.pointData, copyCount);
    if (pointData) copy.pointData = pointData;
    if (copy.generalData) delete copy.generalData.selectId;
    return copy;
  });
  return { copies, refused };
}

/**
 * Deleting 3D components clears every trail's selected point (`generalData.selectId`) that named one of
 * them: answers the trails to update with their new generalData (empty when nothing pointed there).
 */
export function clearTrailSelections(
  components: readonly Component3D[],
  deletedIds: readonly string[],
): { id: string; generalData: Record<string, unknown> }[] {
  const deleted = new Set(deletedIds);
  return components
    .filter(
      (c) => c.type === 'trail' && !deleted.has(c._id) && deleted.has(String(c.generalData?.selectId ?? '')),
    )
    .map((c) => {
      const generalData: Record<string, unknown> = { ...c.generalData };
      delete generalData.selectId;
      return { id: c._id, generalData };
    });
}
