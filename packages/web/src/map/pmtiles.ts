import * as maplibregl from 'maplibre-gl';
import { PMTiles, Protocol, TileType } from 'pmtiles';

/**
 * PMTiles archives (one file of vector or raster tiles, read by HTTP range requests from our server)
 * behind MapLibre's `pmtiles://` protocol. Registered once per page.
 */
const protocol = new Protocol();
let registered = false;

export function registerPmtiles(): void {
  if (registered) return;
  registered = true;
  maplibregl.addProtocol('pmtiles', protocol.tile);
}

/** Whether an archive holds vector tiles, and its vector layer names (for a neutral base style). */
export async function archiveInfo(url: string): Promise<{ vector: boolean; layers: string[] }> {
  registerPmtiles();
  const archive = new PMTiles(url.replace(/^pmtiles:\/\//, ''));
  protocol.add(archive);
  const header = await archive.getHeader();
  if (header.tileType !== TileType.Mvt) return { vector: false, layers: [] };
  const meta = (await archive.getMetadata()) as { vector_layers?: { id?: unknown }[] } | null;
  const layers = (meta?.vector_layers ?? [])
    .map((l) => l.id)
    .filter((id): id is string => typeof id === 'string');
  return { vector: true, layers };
}
