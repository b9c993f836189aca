import { Vector3 } from 'three';

/** Growing typed arrays for merged geometry (positions, normals, per-vertex extras, indices). */
export class MeshBuffers {
  positions: number[] = [];
  normals: number[] = [];
  /** Metres along the path of each vertex (the flow shader's coordinate). */
  arc: number[] = [];
  /** Which path (pipeline) each vertex belongs to, for per-path uniforms and picking. */
  path: number[] = [];
  indices: number[] = [];

  get vertexCount(): number {
    return this.positions.length / 3;
  }
}

const _t = new Vector3();
const _prevT = new Vector3();
const _n = new Vector3();
const _b = new Vector3();
const _tmp = new Vector3();
const _dir = new Vector3();
const _p = new Vector3();

export interface PointLike {
  x: number;
  y: number;
  z: number;
}

/** Total length of a polyline in metres. */
export function polylineLength(points: readonly PointLike[]): number {
  let len = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    len += Math.hypot(b.x - a.x, b.y - a.y, b.z - a.z);
  }
  return len;
}

/**
 * Appends a tube along a polyline (straight runs, mitred corners) to merged buffers: a ring of `radial`
 * vertices per point, frames carried by parallel transport so the tube does not twist, and each vertex
 * tagged with its distance along the path so a flow texture can move in metres per second.
 * Returns the path length; paths with fewer than two distinct points add nothing.
 */
export function appendTube(
  out: MeshBuffers,
  points: readonly PointLike[],
  radius: number,
  radial: number,
  pathIndex: number,
): number {
  const pts = points.filter((p, i) => {
    const prev = points[i - 1];
    return !prev || Math.hypot(p.x - prev.x, p.y - prev.y, p.z - prev.z) > 1e-6;
  });
  if (pts.length < 2) return 0;
  const base = out.vertexCount;
  let arc = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const prev = pts[i - 1];
    const next = pts[i + 1];
    if (prev) arc += Math.hypot(p.x - prev.x, p.y - prev.y, p.z - prev.z);
    // Tangent: the bisector at corners, the segment direction at the ends.
    _t.set(0, 0, 0);
    if (prev) _t.add(_dir.set(p.x - prev.x, p.y - prev.y, p.z - prev.z).normalize());
    if (next) _t.add(_dir.set(next.x - p.x, next.y - p.y, next.z - p.z).normalize());
    if (_t.lengthSq() < 1e-12)
      _t.set(next ? next.x - p.x : 1, next ? next.y - p.y : 0, next ? next.z - p.z : 0);
    _t.normalize();
    if (i === 0) {
      // First frame: any normal perpendicular to the tangent.
      _tmp.set(0, 1, 0);
      if (Math.abs(_t.dot(_tmp)) > 0.9) _tmp.set(1, 0, 0);
      _n.crossVectors(_t, _tmp).normalize();
    } else {
      // Parallel transport: remove the normal's component along the new tangent.
      _n.addScaledVector(_t, -_n.dot(_t)).normalize();
    }
    _b.crossVectors(_t, _n).normalize();
    // Mitre: widen the ring at a corner so the tube keeps its radius through the bend.
    let scale = 1;
    if (prev && next) {
      _prevT.set(p.x - prev.x, p.y - prev.y, p.z - prev.z).normalize();
      scale = 1 / Math.max(0.35, _prevT.dot(_t));
    }
    for (let r = 0; r < radial; r++) {
      const a = (r / radial) * Math.PI * 2;
      const c = Math.cos(a);
      const s = Math.sin(a);
      _tmp.set(0, 0, 0).addScaledVector(_n, c).addScaledVector(_b, s);
      _p.set(p.x, p.y, p.z).addScaledVector(_tmp, radius * scale);
      out.positions.push(_p.x, _p.y, _p.z);
      out.normals.push(_tmp.x, _tmp.y, _tmp.z);
      out.arc.push(arc);
      out.path.push(pathIndex);
    }
  }
  for (let i = 0; i < pts.length - 1; i++) {
    for (let r = 0; r < radial; r++) {
      const a = base + i * radial + r;
      const b = base + i * radial + ((r + 1) % radial);
      const c = a + radial;
      const d = b + radial;
      out.indices.push(a, c, b, b, c, d);
    }
  }
  return arc;
}
