/**
 * Geometry fingerprints: how a model module keeps finding its nodes when a model is exported again.
 * A node path alone breaks when a tool renames or reorders nodes; a fingerprint alone cannot tell two
 * copies of the same bolt apart. Module references keep both (docs/3d.md, "Models").
 *
 * The fingerprint does not depend on vertex order (exporters reorder vertices freely): it hashes the
 * triangle count, the bounding box and the centroid and spread of the positions, each rounded to a
 * thousandth of the box's diagonal so float noise of a re-export does not change it.
 */
export interface GeometrySample {
  /** Flat x, y, z positions of the mesh (all primitives, in the mesh's own space). */
  positions: ArrayLike<number>;
  /** Triangles of the mesh (all primitives). */
  triangles: number;
}

/** 53-bit string hash (cyrb53): small, dependency-free and the same on the server and in the browser. */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function geometryFingerprint(g: GeometrySample): string {
  const p = g.positions;
  const n = Math.floor(p.length / 3);
  if (n === 0) return hash53(`empty:${g.triangles}`);
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const sum = [0, 0, 0];
  for (let i = 0; i < n; i++)
    for (let a = 0; a < 3; a++) {
      const v = p[i * 3 + a]!;
      if (v < min[a]!) min[a] = v;
      if (v > max[a]!) max[a] = v;
      sum[a]! += v;
    }
  const mean = sum.map((s) => s / n);
  const spread = [0, 0, 0];
  for (let i = 0; i < n; i++)
    for (let a = 0; a < 3; a++) {
      const d = p[i * 3 + a]! - mean[a]!;
      spread[a]! += d * d;
    }
  const diag = Math.hypot(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!) || 1;
  const step = diag / 1000;
  const r = (v: number) => {
    const q = Math.round(v / step);
    return q === 0 ? 0 : q; // no "-0"
  };
  const parts = [
    g.triangles,
    ...min.map(r),
    ...max.map(r),
    ...mean.map(r),
    ...spread.map((s) => r(Math.sqrt(s / n))),
  ];
  return hash53(parts.join(','));
}
