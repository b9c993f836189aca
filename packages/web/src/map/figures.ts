import type { Layer } from '@deck.gl/core';
import type { MapLibreOverlay } from '@deck.gl/maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { BASE_FILL_LAYERS, baseFill } from './baseStyle';
import { CITY_LAYER, PROVINCE_LAYER } from './chinaBase';
import { drawsSky } from './sky';
import type { MapLayerOutput } from './types';

/**
 * What a map draws, read from MapLibre and deck.gl themselves (never from pixels): for tests and
 * support. The host exposes these as methods (`window.__tcMaps[id]` in a browser).
 */
export interface MapCounts {
  /** deck.gl objects picked over the whole view, per item. */
  deck: Record<string, number>;
  /** MapLibre rendered features per tile item (MVT). */
  style: Record<string, number>;
  /**
   * Rendered features of the offline base's fill: the land on world views, the sea from province zooms
   * (MapLibre also counts a tile that lies wholly inside the land, where the sea's tile polygon is empty).
   */
  base: number;
  /** What the offline base fills; the container's colour shows the other. */
  fills: 'land' | 'sea';
  provinces: number;
  cities: number;
  /** Whether MapLibre draws its sky pass (only when the style names a sky: map/sky.ts). */
  sky: boolean;
}

/** The item id of a deck.gl layer or MapLibre style layer id (`<itemId>` or `<itemId>::<part>`). */
export const itemIdOf = (layerId: string): string => layerId.split('::')[0]!;

/** Rows each item's main deck.gl layer draws (before picking or aggregation), by item id. */
export function drawnRows(outputs: ReadonlyMap<string, MapLayerOutput>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, o] of outputs) {
    const main = o.deck?.find((l) => l.id === id);
    const data = main?.props.data as unknown;
    if (Array.isArray(data)) out[id] = data.length;
    else if (data && typeof data === 'object' && Array.isArray((data as { features?: unknown }).features))
      out[id] = (data as { features: unknown[] }).features.length;
  }
  return out;
}

export function countsOf(
  map: MapLibreMap,
  overlay: MapLibreOverlay,
  styleLayers: Iterable<string>,
): MapCounts {
  const canvas = map.getCanvas();
  const picks =
    overlay.pickObjects({ x: 0, y: 0, width: canvas.clientWidth, height: canvas.clientHeight }) ?? [];
  const deck: Record<string, number> = {};
  for (const p of picks) if (p.layer) deck[itemIdOf(p.layer.id)] = (deck[itemIdOf(p.layer.id)] ?? 0) + 1;
  const rendered = (id: string) =>
    map.getLayer(id) ? map.queryRenderedFeatures({ layers: [id] }).length : 0;
  const style: Record<string, number> = {};
  for (const id of styleLayers)
    if (map.getLayer(id)) style[itemIdOf(id)] = (style[itemIdOf(id)] ?? 0) + rendered(id);
  return {
    deck,
    style,
    base: BASE_FILL_LAYERS.reduce((sum, id) => sum + rendered(id), 0),
    fills: baseFill(map),
    provinces: rendered(PROVINCE_LAYER),
    cities: rendered(CITY_LAYER),
    sky: drawsSky(map),
  };
}

/**
 * Whether each item has finished loading: its deck.gl layers' async data (models, tilesets) and its
 * MapLibre sources' tiles in view.
 */
export function loadStatus(
  map: MapLibreMap,
  outputs: ReadonlyMap<string, MapLayerOutput>,
): Record<string, { deck: boolean; tiles: boolean }> {
  const out: Record<string, { deck: boolean; tiles: boolean }> = {};
  for (const [id, o] of outputs)
    out[id] = {
      deck: (o.deck ?? []).every((l: Layer) => l.isLoaded),
      tiles: Object.keys(o.sources ?? {}).every(
        (s) => map.getSource(s) !== undefined && map.isSourceLoaded(s),
      ),
    };
  return out;
}
