import { BoxGeometry, ExtrudeGeometry, Shape, Vector2 } from 'three';
import type { BufferGeometry } from 'three';
import type { Component3D } from '@twincanvas/model';
import { mainPosition, num, pathPositions } from '../common3d/component';

/**
 * The volume of an area in world coordinates: a box standing on its point, or its polygon (the points'
 * x and z, in order) extruded from the lowest point upwards by `height`. Null for a polygon of fewer
 * than three points.
 */
export function areaGeometry(c: Component3D): BufferGeometry | null {
  const height = Math.max(0.01, num(c, 'height', 3));
  if (c.subType === 'polygon') {
    const pts = pathPositions(c);
    if (pts.length < 3) return null;
    const floor = Math.min(...pts.map((p) => p.y));
    // Shape in the x/−z plane so that, turned to lie flat, it matches the points' x and z.
    const shape = new Shape(pts.map((p) => new Vector2(p.x, -p.z)));
    const g = new ExtrudeGeometry(shape, { depth: height, bevelEnabled: false });
    g.rotateX(-Math.PI / 2);
    g.translate(0, floor, 0);
    return g;
  }
  const at = mainPosition(c);
  const g = new BoxGeometry(num(c, 'width', 6), height, num(c, 'depth', 6));
  g.translate(at.x, at.y + height / 2, at.z);
  return g;
}
