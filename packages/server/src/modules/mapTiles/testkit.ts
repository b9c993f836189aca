import { zxyToTileId } from 'pmtiles';

/** PMTiles test helpers (not part of the server build). */

function varint(n: number, out: number[]) {
  while (n >= 0x80) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
}

/**
 * A PMTiles v3 archive written by hand (header, one root directory, JSON metadata, tile data; nothing
 * compressed), small enough for a unit test: the layout of the PMTiles v3 specification.
 */
export function writePmtiles(o: {
  tiles: { z: number; x: number; y: number; data: Buffer }[];
  /** 1 mvt, 2 png, 3 jpeg, 4 webp. */
  tileType: number;
  metadata?: object;
  bounds?: [number, number, number, number];
}): Buffer {
  const entries = o.tiles
    .map((t) => ({ id: zxyToTileId(t.z, t.x, t.y), data: t.data }))
    .sort((a, b) => a.id - b.id);
  const dir: number[] = [];
  varint(entries.length, dir);
  let last = 0;
  for (const e of entries) {
    varint(e.id - last, dir);
    last = e.id;
  }
  for (let i = 0; i < entries.length; i++) varint(1, dir);
  for (const e of entries) varint(e.data.length, dir);
  let offset = 0;
  entries.forEach((e, i) => {
    // 0 means "right after the previous tile", else offset + 1.
    varint(i > 0 ? 0 : offset + 1, dir);
    offset += e.data.length;
  });
  const root = Buffer.from(dir);
  const meta = Buffer.from(JSON.stringify(o.metadata ?? {}));
  const data = Buffer.concat(entries.map((e) => e.data));
  const h = Buffer.alloc(127);
  h.write('PMTiles', 0, 'latin1');
  h.writeUInt8(3, 7);
  const u64 = (at: number, v: number) => h.writeBigUInt64LE(BigInt(v), at);
  const rootAt = 127;
  const metaAt = rootAt + root.length;
  const dataAt = metaAt + meta.length;
  u64(8, rootAt);
  u64(16, root.length);
  u64(24, metaAt);
  u64(32, meta.length);
  u64(40, dataAt);
  u64(48, 0);
  u64(56, dataAt);
  u64(64, data.length);
  u64(72, entries.length);
  u64(80, entries.length);
  u64(88, entries.length);
  h.writeUInt8(1, 96); // clustered
  h.writeUInt8(1, 97); // internal compression: none
  h.writeUInt8(1, 98); // tile compression: none
  h.writeUInt8(o.tileType, 99);
  const zooms = o.tiles.map((t) => t.z);
  h.writeUInt8(Math.min(...zooms), 100);
  h.writeUInt8(Math.max(...zooms), 101);
  const [w, s, e, n] = o.bounds ?? [-180, -85, 180, 85];
  h.writeInt32LE(Math.round(w * 1e7), 102);
  h.writeInt32LE(Math.round(s * 1e7), 106);
  h.writeInt32LE(Math.round(e * 1e7), 110);
  h.writeInt32LE(Math.round(n * 1e7), 114);
  h.writeUInt8(Math.min(...zooms), 118);
  h.writeInt32LE(Math.round(((w + e) / 2) * 1e7), 119);
  h.writeInt32LE(Math.round(((s + n) / 2) * 1e7), 123);
  return Buffer.concat([h, root, meta, data]);
}
