import pngjs from 'pngjs';

/**
 * Small map files made in the test, so nothing is downloaded: a vector tile (MVT) and a PNG tile for
 * PMTiles archives, a glTF box (GLB) for the model layer, and a 3D Tiles tileset with one point-cloud
 * tile (pnts). Formats: Mapbox Vector Tile 2.1, glTF 2.0 binary, 3D Tiles 1.0.
 */

// --- protobuf, just what a vector tile needs ---
function varint(n: number, out: number[]): void {
  while (n >= 0x80) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
}
const key = (field: number, wire: number, out: number[]) => varint((field << 3) | wire, out);
function bytes(field: number, data: number[] | Buffer, out: number[]): void {
  key(field, 2, out);
  varint(data.length, out);
  for (const b of data) out.push(b);
}
const text = (field: number, s: string, out: number[]) => bytes(field, Buffer.from(s, 'utf8'), out);
function packed(field: number, values: number[], out: number[]): void {
  const body: number[] = [];
  for (const v of values) varint(v, body);
  bytes(field, body, out);
}
const zigzag = (n: number) => (n << 1) ^ (n >> 31);

/**
 * One vector tile with one layer of square polygons (tile coordinates, extent 4096), each with a
 * `name` property.
 */
export function mvtTile(layer: string, squares: { name: string; x0: number; y0: number; size: number }[]) {
  const l: number[] = [];
  varint((15 << 3) | 0, l);
  varint(2, l); // version 2
  text(1, layer, l);
  squares.forEach((sq, i) => {
    const f: number[] = [];
    key(1, 0, f);
    varint(i + 1, f);
    packed(2, [0, i], f); // tags: key 0 (name) = value i
    key(3, 0, f);
    varint(3, f); // POLYGON
    // Clockwise in tile space (y down): right, down, left, then close.
    const { x0, y0, size } = sq;
    packed(
      4,
      [
        (1 & 7) | (1 << 3),
        zigzag(x0),
        zigzag(y0),
        (2 & 7) | (3 << 3),
        zigzag(size),
        zigzag(0),
        zigzag(0),
        zigzag(size),
        zigzag(-size),
        zigzag(0),
        (7 & 7) | (1 << 3),
      ],
      f,
    );
    bytes(2, f, l);
  });
  text(3, 'name', l);
  for (const sq of squares) {
    const v: number[] = [];
    text(1, sq.name, v);
    bytes(4, v, l);
  }
  key(5, 0, l);
  varint(4096, l);
  const tile: number[] = [];
  bytes(3, l, tile);
  return Buffer.from(tile);
}

/** A 256 × 256 PNG of one colour. */
export function pngTile(rgb: [number, number, number]): Buffer {
  const png = new pngjs.PNG({ width: 256, height: 256 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = rgb[0];
    png.data[i + 1] = rgb[1];
    png.data[i + 2] = rgb[2];
    png.data[i + 3] = 255;
  }
  return pngjs.PNG.sync.write(png);
}

const pad = (b: Buffer, to: number, fill: number) =>
  b.length % to === 0 ? b : Buffer.concat([b, Buffer.alloc(to - (b.length % to), fill)]);

/** A unit box (1 m a side, its base on the ground) with normals, one orange PBR material, as GLB. */
export function glbBox(): Buffer {
  const faces: [number[], number[][]][] = [
    [
      [1, 0, 0],
      [
        [1, 0, 0],
        [1, 1, 0],
        [1, 1, 1],
        [1, 0, 1],
      ],
    ],
    [
      [-1, 0, 0],
      [
        [0, 0, 0],
        [0, 0, 1],
        [0, 1, 1],
        [0, 1, 0],
      ],
    ],
    [
      [0, 1, 0],
      [
        [0, 1, 0],
        [0, 1, 1],
        [1, 1, 1],
        [1, 1, 0],
      ],
    ],
    [
      [0, -1, 0],
      [
        [0, 0, 0],
        [1, 0, 0],
        [1, 0, 1],
        [0, 0, 1],
      ],
    ],
    [
      [0, 0, 1],
      [
        [0, 0, 1],
        [1, 0, 1],
        [1, 1, 1],
        [0, 1, 1],
      ],
    ],
    [
      [0, 0, -1],
      [
        [0, 0, 0],
        [0, 1, 0],
        [1, 1, 0],
        [1, 0, 0],
      ],
    ],
  ];
  const pos: number[] = [];
  const nor: number[] = [];
  const idx: number[] = [];
  faces.forEach(([n, quad], f) => {
    for (const p of quad) {
      pos.push(p[0]! - 0.5, p[1]! - 0.5, p[2]!);
      nor.push(...n);
    }
    const b = f * 4;
    idx.push(b, b + 1, b + 2, b, b + 2, b + 3);
  });
  const posBuf = Buffer.from(new Float32Array(pos).buffer);
  const norBuf = Buffer.from(new Float32Array(nor).buffer);
  const idxBuf = pad(Buffer.from(new Uint16Array(idx).buffer), 4, 0);
  const bin = Buffer.concat([posBuf, norBuf, idxBuf]);
  const json = {
    asset: { version: '2.0', generator: 'TwinCanvas E2E' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0 }] }],
    materials: [
      { pbrMetallicRoughness: { baseColorFactor: [1, 0.55, 0.1, 1], metallicFactor: 0, roughnessFactor: 1 } },
    ],
    buffers: [{ byteLength: bin.length }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: posBuf.length, target: 34962 },
      { buffer: 0, byteOffset: posBuf.length, byteLength: norBuf.length, target: 34962 },
      { buffer: 0, byteOffset: posBuf.length + norBuf.length, byteLength: idx.length * 2, target: 34963 },
    ],
    accessors: [
      {
        bufferView: 0,
        componentType: 5126,
        count: 24,
        type: 'VEC3',
        min: [-0.5, -0.5, 0],
        max: [0.5, 0.5, 1],
      },
      { bufferView: 1, componentType: 5126, count: 24, type: 'VEC3' },
      { bufferView: 2, componentType: 5123, count: idx.length, type: 'SCALAR' },
    ],
  };
  const jsonChunk = pad(Buffer.from(JSON.stringify(json)), 4, 0x20);
  const chunk = (type: number, data: Buffer) => {
    const h = Buffer.alloc(8);
    h.writeUInt32LE(data.length, 0);
    h.writeUInt32LE(type, 4);
    return Buffer.concat([h, data]);
  };
  const body = Buffer.concat([chunk(0x4e4f534a, jsonChunk), chunk(0x004e4942, bin)]);
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + body.length, 8);
  return Buffer.concat([header, body]);
}

/** WGS-84 longitude/latitude/height → Earth-centred, Earth-fixed metres. */
function ecef(lng: number, lat: number, h = 0): [number, number, number] {
  const a = 6378137;
  const e2 = 6.69437999014e-3;
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  const n = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  return [
    (n + h) * Math.cos(phi) * Math.cos(lambda),
    (n + h) * Math.cos(phi) * Math.sin(lambda),
    (n * (1 - e2) + h) * Math.sin(phi),
  ];
}

/**
 * A 3D Tiles tileset of one point-cloud tile: a side × side grid of points `step` degrees apart around
 * a place, 30 m above the ground. `tileset` names its content `points.pnts`.
 */
export function pointTileset(center: [number, number], side: number, step: number) {
  const origin = ecef(center[0], center[1], 30);
  const positions: number[] = [];
  const half = ((side - 1) * step) / 2;
  for (let i = 0; i < side; i += 1)
    for (let j = 0; j < side; j += 1) {
      const p = ecef(center[0] - half + i * step, center[1] - half + j * step, 30);
      positions.push(p[0] - origin[0], p[1] - origin[1], p[2] - origin[2]);
    }
  const count = side * side;
  const binary = pad(Buffer.from(new Float32Array(positions).buffer), 8, 0);
  let json = Buffer.from(
    JSON.stringify({
      POINTS_LENGTH: count,
      POSITION: { byteOffset: 0 },
      RTC_CENTER: origin,
      CONSTANT_RGBA: [255, 220, 0, 255],
    }),
  );
  // The binary body starts on an 8-byte boundary after the 28-byte header.
  json = Buffer.concat([json, Buffer.alloc((8 - ((28 + json.length) % 8)) % 8, 0x20)]);
  const header = Buffer.alloc(28);
  header.write('pnts', 0, 'latin1');
  header.writeUInt32LE(1, 4);
  header.writeUInt32LE(28 + json.length + binary.length, 8);
  header.writeUInt32LE(json.length, 12);
  header.writeUInt32LE(binary.length, 16);
  const pnts = Buffer.concat([header, json, binary]);
  const rad = (d: number) => (d * Math.PI) / 180;
  const margin = half + step;
  const tileset = {
    asset: { version: '1.0' },
    geometricError: 100,
    root: {
      boundingVolume: {
        region: [
          rad(center[0] - margin),
          rad(center[1] - margin),
          rad(center[0] + margin),
          rad(center[1] + margin),
          0,
          60,
        ],
      },
      geometricError: 0,
      refine: 'ADD',
      content: { uri: 'points.pnts' },
    },
  };
  return { tileset, pnts, count };
}
