import { open } from 'node:fs/promises';
import { PMTiles, TileType, type Source } from 'pmtiles';
import type { FileStorage } from '../../storage/index.js';
import { AppError } from '../../http/errors.js';

/** What the library and the browser need to know of an archive, read from its header and metadata. */
export interface ArchiveInfo {
  kind: 'vector' | 'raster';
  /** mvt, png, jpg, webp, avif. */
  tileFormat: string;
  minZoom: number;
  maxZoom: number;
  /** [west, south, east, north] in WGS-84. */
  bounds: [number, number, number, number];
  /** [lng, lat, zoom]. */
  center: [number, number, number];
  /** Name, attribution and vector layer ids from the archive's metadata, when it has them. */
  name: string | null;
  attribution: string | null;
  vectorLayers: string[];
}

const FORMATS: Partial<Record<TileType, { kind: 'vector' | 'raster'; format: string }>> = {
  [TileType.Mvt]: { kind: 'vector', format: 'mvt' },
  [TileType.Png]: { kind: 'raster', format: 'png' },
  [TileType.Jpeg]: { kind: 'raster', format: 'jpg' },
  [TileType.Webp]: { kind: 'raster', format: 'webp' },
  [TileType.Avif]: { kind: 'raster', format: 'avif' },
};

export const notAnArchive = (why: string) =>
  new AppError(400, {
    zh: `不是有效的 PMTiles 地图瓦片包（v3）：${why}`,
    en: `Not a valid PMTiles (v3) tile archive: ${why}`,
  });

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ByteReader = (offset: number, length: number) => Promise<Buffer>;

/** A reader over a local file (an upload still in its temporary file); close it when done. */
export async function fileReader(path: string): Promise<{ read: ByteReader; close: () => Promise<void> }> {
  const handle = await open(path, 'r');
  return {
    read: async (offset, length) => {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buf, 0, length, offset);
      return buf.subarray(0, bytesRead);
    },
    close: () => handle.close(),
  };
}

/** A reader over a stored file, one ranged open per read. */
export function storageReader(storage: FileStorage, key: string): ByteReader {
  return async (offset, length) => {
    const file = await storage.open(key, { start: offset, end: offset + length - 1 });
    if (!file) throw new Error('the archive file is missing');
    const chunks: Buffer[] = [];
    for await (const c of file.stream) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
}

/** A pmtiles Source over a reader: the library reads the header, directories and metadata through it. */
class ReaderSource implements Source {
  constructor(
    private readonly read: ByteReader,
    private readonly size: number,
  ) {}
  getKey() {
    return 'archive';
  }
  async getBytes(offset: number, length: number) {
    const n = Math.max(0, Math.min(length, this.size - offset));
    const buf = n > 0 ? await this.read(offset, n) : Buffer.alloc(0);
    // A fresh ArrayBuffer of exactly these bytes (the library slices it by its own offsets).
    return { data: buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length) as ArrayBuffer };
  }
}

/**
 * Checks an uploaded file is a PMTiles v3 archive the map can use — magic number and version, a root
 * directory that decodes, a known tile type, zooms and bounds that make sense, every directory and the
 * metadata inside the file — using the pmtiles package's own reader; answers what it holds.
 */
export async function inspectArchive(read: ByteReader, size: number): Promise<ArchiveInfo> {
  if (size < 127) throw notAnArchive('file too small for a header');
  {
    const magic = await read(0, 7);
    if (magic.toString('latin1') !== 'PMTiles') throw notAnArchive('wrong magic number');
    const archive = new PMTiles(new ReaderSource(read, size));
    let header;
    try {
      header = await archive.getHeader();
    } catch (e) {
      throw notAnArchive((e as Error).message);
    }
    if (header.specVersion !== 3) throw notAnArchive(`spec version ${header.specVersion}`);
    const sections: [string, number, number | undefined][] = [
      ['root directory', header.rootDirectoryOffset, header.rootDirectoryLength],
      ['metadata', header.jsonMetadataOffset, header.jsonMetadataLength],
      ['leaf directories', header.leafDirectoryOffset, header.leafDirectoryLength],
      ['tile data', header.tileDataOffset, header.tileDataLength],
    ];
    for (const [what, offset, length] of sections)
      if (offset + (length ?? 0) > size) throw notAnArchive(`${what} lies past the end of the file`);
    const format = FORMATS[header.tileType];
    if (!format) throw notAnArchive(`unsupported tile type ${header.tileType}`);
    if (header.minZoom > header.maxZoom || header.maxZoom > 30) throw notAnArchive('bad zoom range');
    const { minLon, minLat, maxLon, maxLat } = header;
    if (
      ![minLon, maxLon].every((x) => x >= -180 && x <= 180) ||
      ![minLat, maxLat].every((y) => y >= -90 && y <= 90)
    )
      throw notAnArchive('bounds outside the globe');
    let metadata: Record<string, unknown> = {};
    try {
      const m = await archive.getMetadata();
      if (m && typeof m === 'object') metadata = m as Record<string, unknown>;
    } catch (e) {
      throw notAnArchive(`metadata: ${(e as Error).message}`);
    }
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 300) : null);
    const layers = Array.isArray(metadata.vector_layers)
      ? (metadata.vector_layers as { id?: unknown }[])
      : [];
    return {
      kind: format.kind,
      tileFormat: format.format,
      minZoom: header.minZoom,
      maxZoom: header.maxZoom,
      bounds: [minLon, minLat, maxLon, maxLat],
      center: [header.centerLon, header.centerLat, header.centerZoom],
      name: text(metadata.name),
      attribution: text(metadata.attribution),
      vectorLayers: layers
        .flatMap((l) => (typeof l?.id === 'string' ? [l.id.slice(0, 100)] : []))
        .slice(0, 200),
    };
  }
}
