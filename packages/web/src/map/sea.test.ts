import { describe, expect, it } from 'vitest';
import type { Position } from 'geojson';
import { BASE_FILL_LAYERS, baseColour, BACKGROUND, offlineStyle, SEA_FROM_ZOOM } from './baseStyle';
import { seaFeature } from './sea';

/** Even-odd test over a polygon's rings (outer ring and holes). */
function inPolygon(rings: Position[][], [x, y]: [number, number]): boolean {
  let inside = false;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  return inside;
}

const atSea = (p: [number, number]) => seaFeature().geometry.coordinates.some((poly) => inPolygon(poly, p));

const area = (ring: Position[]) =>
  ring.reduce((s, p, i) => {
    const q = ring[(i + 1) % ring.length]!;
    return s + (p[0]! * q[1]! - q[0]! * p[1]!);
  }, 0);

describe('the offline base paints the sea from province zooms on', () => {
  it('the sea is where there is no land', () => {
    expect(atSea([-150, 0])).toBe(true); // the Pacific
    expect(atSea([122, 38.5])).toBe(true); // the Bohai Sea
    expect(atSea([50.5, 41.5])).toBe(true); // the Caspian, a lake of the land
    expect(atSea([116.4, 39.9])).toBe(false); // Beijing
    expect(atSea([-100, 40])).toBe(false); // Kansas
    expect(atSea([0, -80])).toBe(false); // Antarctica
    expect(atSea([178.5, -17.8])).toBe(false); // Fiji, cut at the antimeridian
  });

  it('no coast touches the band around it, and holes wind against it', () => {
    const [band, ...coasts] = seaFeature().geometry.coordinates[0]!;
    expect(coasts.length).toBeGreaterThan(100);
    const bandLat = Math.max(...band!.map((p) => Math.abs(p[1]!)));
    const bandLng = Math.max(...band!.map((p) => Math.abs(p[0]!)));
    for (const coast of coasts) {
      for (const [lng, lat] of coast) {
        expect(Math.abs(lat!)).toBeLessThan(bandLat);
        expect(Math.abs(lng!)).toBeLessThan(bandLng);
      }
      expect(Math.sign(area(coast))).toBe(-Math.sign(area(band!)));
    }
  });

  it('the land is filled below the zoom and the sea from it, the container showing the other', () => {
    const layers = offlineStyle().layers;
    const [land, sea] = BASE_FILL_LAYERS.map((id) => layers.find((l) => l.id === id)!);
    expect(land!.maxzoom).toBe(SEA_FROM_ZOOM);
    expect(sea!.minzoom).toBe(SEA_FROM_ZOOM);
    const map = (zoom: number, offline = true) => ({
      getLayer: (id: string) => (offline && layers.some((l) => l.id === id) ? {} : undefined),
      getZoom: () => zoom,
    });
    // baseColour's maps are MapLibre's; only the two calls it makes matter here.
    const colour = (zoom: number, offline?: boolean) => baseColour(map(zoom, offline) as never);
    expect(colour(SEA_FROM_ZOOM - 0.01)).toBe(BACKGROUND);
    expect(colour(SEA_FROM_ZOOM)).not.toBe(BACKGROUND);
    expect(colour(12, false)).toBe(BACKGROUND);
  });
});
