import type { Component3D } from '@twincanvas/model';
import { props } from '../common3d/component';

/** One region: its name and outer rings (lon, lat), holes left out. */
export interface Region {
  name: string;
  rings: [number, number][][];
}

type Json = Record<string, unknown>;

function ringsOf(geometry: Json | undefined): [number, number][][] {
  if (!geometry) return [];
  const coords = geometry.coordinates as unknown;
  const valid = (ring: unknown): ring is [number, number][] =>
    Array.isArray(ring) &&
    ring.length >= 3 &&
    ring.every((p) => Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]));
  if (geometry.type === 'Polygon' && Array.isArray(coords) && valid(coords[0])) return [coords[0]];
  if (geometry.type === 'MultiPolygon' && Array.isArray(coords))
    return coords.map((poly: unknown) => (Array.isArray(poly) ? poly[0] : null)).filter(valid);
  return [];
}

/** The regions of the component's GeoJSON (an object or its text); bad input gives no regions. */
export function regionsOf(c: Component3D): Region[] {
  let data = props(c).geojson;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return [];
    }
  }
  const features = data && typeof data === 'object' ? ((data as Json).features as unknown) : undefined;
  if (!Array.isArray(features)) return [];
  return features
    .map((f: Json, i) => ({
      name: String((f?.properties as Json | undefined)?.name ?? `#${i + 1}`),
      rings: ringsOf(f?.geometry as Json | undefined),
    }))
    .filter((r) => r.rings.length > 0);
}

/**
 * Lon/lat to scene metres: an equirectangular projection around the regions' centre, scaled so the whole
 * set spans `size` metres on its longer side (east +x, north −z).
 */
export function projector(
  regions: readonly Region[],
  size: number,
): (lon: number, lat: number) => [number, number] {
  let minLon = Infinity;
  let maxLon = -Infinity;
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const r of regions)
    for (const ring of r.rings)
      for (const [lon, lat] of ring) {
        minLon = Math.min(minLon, lon);
        maxLon = Math.max(maxLon, lon);
        minLat = Math.min(minLat, lat);
        maxLat = Math.max(maxLat, lat);
      }
  const lon0 = (minLon + maxLon) / 2;
  const lat0 = (minLat + maxLat) / 2;
  const kx = Math.cos((lat0 * Math.PI) / 180);
  const span = Math.max((maxLon - minLon) * kx, maxLat - minLat, 1e-9);
  const scale = size / span;
  return (lon, lat) => [(lon - lon0) * kx * scale, -(lat - lat0) * scale];
}
