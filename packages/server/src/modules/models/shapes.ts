/** Indexed triangle geometry with normals, built in plain arrays (generators and tests). */
export interface Shape {
  positions: number[];
  normals: number[];
  indices: number[];
}

/** Axis-aligned box centred on x/z, standing on y = 0. */
export function box(w: number, h: number, d: number): Shape {
  const s: Shape = { positions: [], normals: [], indices: [] };
  const x = w / 2;
  const z = d / 2;
  // Each face: normal, then four corners counter-clockwise seen from outside.
  const faces: [number[], number[][]][] = [
    [
      [1, 0, 0],
      [
        [x, 0, z],
        [x, 0, -z],
        [x, h, -z],
        [x, h, z],
      ],
    ],
    [
      [-1, 0, 0],
      [
        [-x, 0, -z],
        [-x, 0, z],
        [-x, h, z],
        [-x, h, -z],
      ],
    ],
    [
      [0, 1, 0],
      [
        [-x, h, z],
        [x, h, z],
        [x, h, -z],
        [-x, h, -z],
      ],
    ],
    [
      [0, -1, 0],
      [
        [-x, 0, -z],
        [x, 0, -z],
        [x, 0, z],
        [-x, 0, z],
      ],
    ],
    [
      [0, 0, 1],
      [
        [-x, 0, z],
        [x, 0, z],
        [x, h, z],
        [-x, h, z],
      ],
    ],
    [
      [0, 0, -1],
      [
        [x, 0, -z],
        [-x, 0, -z],
        [-x, h, -z],
        [x, h, -z],
      ],
    ],
  ];
  for (const [n, corners] of faces) {
    const base = s.positions.length / 3;
    for (const c of corners) {
      s.positions.push(...c);
      s.normals.push(...n);
    }
    s.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return s;
}

/**
 * Upright cylinder (radius r, height h) standing on y = 0 with `segments` around and `stacks` rings up
 * the side, closed by two caps: 2·segments·stacks + 2·segments triangles.
 */
export function cylinder(r: number, h: number, segments: number, stacks = 1): Shape {
  const s: Shape = { positions: [], normals: [], indices: [] };
  for (let j = 0; j <= stacks; j++)
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      const cx = Math.cos(a);
      const sz = Math.sin(a);
      s.positions.push(r * cx, (h * j) / stacks, r * sz);
      s.normals.push(cx, 0, sz);
    }
  const row = segments + 1;
  for (let j = 0; j < stacks; j++)
    for (let i = 0; i < segments; i++) {
      const a = j * row + i;
      const b = a + row;
      s.indices.push(a, b, a + 1, a + 1, b, b + 1);
    }
  for (const [y, ny] of [
    [0, -1],
    [h, 1],
  ] as const) {
    const centre = s.positions.length / 3;
    s.positions.push(0, y, 0);
    s.normals.push(0, ny, 0);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      s.positions.push(r * Math.cos(a), y, r * Math.sin(a));
      s.normals.push(0, ny, 0);
    }
    for (let i = 0; i < segments; i++)
      if (ny > 0) s.indices.push(centre, centre + i + 2, centre + i + 1);
      else s.indices.push(centre, centre + i + 1, centre + i + 2);
  }
  return s;
}

/** The same shape lying along x (pipes): y and x swapped, centred on its length. */
export function alongX(s: Shape, length: number): Shape {
  const swap = (v: number[], shift: number) => {
    const out: number[] = [];
    for (let i = 0; i < v.length; i += 3) out.push(v[i + 1]! - shift, v[i]!, v[i + 2]!);
    return out;
  };
  // Swapping two axes mirrors the shape: reverse the winding to keep faces outward.
  const indices: number[] = [];
  for (let i = 0; i < s.indices.length; i += 3)
    indices.push(s.indices[i]!, s.indices[i + 2]!, s.indices[i + 1]!);
  return { positions: swap(s.positions, length / 2), normals: swap(s.normals, 0), indices };
}
