import type { GeoJSONSource, LayerSpecification, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection, Geometry } from 'geojson';
import { worldGeoJson } from '../components/charts/geo';
import { atLevel, chinaLayers, type ChinaOutlines, type Label, type OutlineLevel } from './chinaBase';
import { countryName } from './countryNames';
import { labelsOf } from './geo';
import { wmtsTemplate, pmtilesUrl } from './layers/tiles';
import { seaFeature } from './sea';

/**
 * The base map under a map's items. The default is built from data the app ships (world-atlas country
 * outlines, already cut at the antimeridian by worldGeoJson; China's province and city outlines from the
 * server, chinaBase.ts): no glyphs, sprites or tiles are requested, so it works with no internet. Labels
 * are drawn by the host with deck.gl's TextLayer from local fonts. Other bases: any XYZ or WMTS raster
 * template, a MapLibre style URL (vector tiles), or a PMTiles archive.
 *
 * Measured in software WebGL (a wall PC or server without a GPU, bench/map): every frame of the map pays
 * for each full-screen pass, and MapLibre draws a stencil mask of every tile once per source its layers
 * switch to. So our styles draw no background layer (the host's container shows its colour through the
 * transparent canvas), and sea, countries, provinces and cities are one source whose features say their
 * level. For the same reason the offline base fills whichever of land and sea is usually the smaller part
 * of the view: the land on world views (the container shows the sea), the sea from province zooms on
 * (the container shows the land: `baseColour`).
 */
export type BaseKind = 'offline' | 'xyz' | 'wmts' | 'style' | 'pmtiles';

export interface BaseConfig {
  kind: BaseKind;
  url: string;
}

const KINDS: readonly BaseKind[] = ['offline', 'xyz', 'wmts', 'style', 'pmtiles'];
export const asBaseKind = (v: unknown): BaseKind =>
  KINDS.includes(v as BaseKind) ? (v as BaseKind) : 'offline';

export const BACKGROUND = '#0b1a2e';
const LAND = '#16314f';
const BORDER = '#3f6d96';
/** From this zoom the offline base fills the sea instead of the land. */
export const SEA_FROM_ZOOM = 5;
const SEA_LAYER = 'tc-base-sea';
export const BASE_FILL_LAYERS = ['tc-base-land', SEA_LAYER] as const;

type ZoomedStyle = Pick<MapLibreMap, 'getLayer' | 'getZoom'>;

/** Which of land and sea the offline base fills now (any other base: the land, if anything). */
export function baseFill(map: ZoomedStyle): 'land' | 'sea' {
  return map.getLayer(SEA_LAYER) && map.getZoom() >= SEA_FROM_ZOOM ? 'sea' : 'land';
}

/** The colour the container shows through the canvas: the land's where the offline base fills the sea. */
export function baseColour(map: ZoomedStyle): string {
  return baseFill(map) === 'sea' ? LAND : BACKGROUND;
}

/**
 * Paints the map's container in the base colour and keeps it so as the zoom or the style changes: our
 * styles draw no background layer, and the canvas is transparent.
 */
export function showBaseColour(map: MapLibreMap, container: HTMLElement): void {
  let shown = '';
  const show = () => {
    const colour = baseColour(map);
    if (colour !== shown) container.style.background = shown = colour;
  };
  show();
  map.on('zoom', show);
  map.on('styledata', show);
}

let countries: FeatureCollection<Geometry, { name: string }> | null = null;
export function countriesCut(): FeatureCollection<Geometry, { name: string }> {
  countries ??= worldGeoJson();
  return countries;
}

const labelsByLang = new Map<'zh' | 'en', Label[]>();
/** Country label points for the offline base in the UI's language (drawn by the host's TextLayer). */
export function countryLabels(lang: 'zh' | 'en'): Label[] {
  let labels = labelsByLang.get(lang);
  if (!labels) {
    labels = labelsOf(countriesCut(), (f) => countryName(f.id, f.properties.name, lang));
    labelsByLang.set(lang, labels);
  }
  return labels;
}

/** The offline base's one GeoJSON source: the countries, then China's provinces and cities. */
const OUTLINES = 'tc-outlines';

const tagged = (fc: FeatureCollection, tcLevel: OutlineLevel) =>
  fc.features.map((f) => ({ ...f, properties: { ...f.properties, tcLevel } }));

let worldOutlines: GeoJSON.Feature[] | null = null;

/** The outline source's data: the sea and the countries, with China's outlines once they are here. */
export function outlineData(china?: ChinaOutlines): GeoJSON.FeatureCollection {
  // Tagged once per page: every map's style and every arrival of China's outlines reuse them.
  worldOutlines ??= [
    ...tagged({ type: 'FeatureCollection', features: [seaFeature()] }, 'sea'),
    ...tagged(countriesCut(), 'country'),
  ];
  return {
    type: 'FeatureCollection',
    features: [
      ...worldOutlines,
      ...(china ? [...tagged(china.provinces, 'province'), ...tagged(china.cities, 'city')] : []),
    ],
  };
}

/** Puts China's outlines into a loaded offline style; false when the style is another base. */
export function fillChinaOutlines(map: MapLibreMap, china: ChinaOutlines): boolean {
  const source = map.getSource<GeoJSONSource>(OUTLINES);
  if (!source) return false;
  // void: without waitForCompletion setData answers the source, not a promise; a failure reaches the map's
  // error event like any source error.
  void source.setData(outlineData(china));
  return true;
}

export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { [OUTLINES]: { type: 'geojson', data: outlineData() } },
    layers: [
      {
        id: 'tc-base-land',
        type: 'fill',
        source: OUTLINES,
        filter: atLevel('country'),
        maxzoom: SEA_FROM_ZOOM,
        paint: { 'fill-color': LAND },
      },
      {
        id: SEA_LAYER,
        type: 'fill',
        source: OUTLINES,
        filter: atLevel('sea'),
        minzoom: SEA_FROM_ZOOM,
        paint: { 'fill-color': BACKGROUND },
      },
      {
        id: 'tc-base-borders',
        type: 'line',
        source: OUTLINES,
        filter: atLevel('country'),
        paint: { 'line-color': BORDER, 'line-width': 0.8 },
      },
      ...chinaLayers(OUTLINES),
    ],
  };
}

function rasterStyle(tiles: string[] | null, url?: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      'tc-base': url
        ? { type: 'raster', url, tileSize: 256 }
        : { type: 'raster', tiles: tiles ?? [], tileSize: 256 },
    },
    layers: [{ id: 'tc-base-raster', type: 'raster', source: 'tc-base' }],
  };
}

/** A neutral style for a vector PMTiles archive: a fill and a line for each of its vector layers. */
export function vectorArchiveStyle(url: string, layerIds: readonly string[]): StyleSpecification {
  return {
    version: 8,
    sources: { 'tc-base': { type: 'vector', url } },
    layers: [
      ...layerIds.flatMap((id): LayerSpecification[] => [
        {
          id: `tc-base-${id}-fill`,
          type: 'fill',
          source: 'tc-base',
          'source-layer': id,
          filter: ['==', ['geometry-type'], 'Polygon'],
          paint: { 'fill-color': LAND, 'fill-opacity': 0.8 },
        },
        {
          id: `tc-base-${id}-line`,
          type: 'line',
          source: 'tc-base',
          'source-layer': id,
          paint: { 'line-color': BORDER, 'line-width': 0.6 },
        },
      ]),
    ],
  };
}

/** The style (or style URL) for a base configuration; an empty URL falls back to the offline base. */
export async function styleFor(base: BaseConfig): Promise<StyleSpecification | string> {
  const url = base.url.trim();
  if (base.kind === 'offline' || !url) return offlineStyle();
  if (base.kind === 'xyz') return rasterStyle([url]);
  if (base.kind === 'wmts')
    return rasterStyle([wmtsTemplate(url, '', 'GoogleMapsCompatible', 'default', 'image/png')]);
  if (base.kind === 'style') return url;
  const archive = pmtilesUrl(url) ?? `pmtiles://${url}`;
  const { archiveInfo } = await import('./pmtiles');
  const info = await archiveInfo(archive);
  return info.vector ? vectorArchiveStyle(archive, info.layers) : rasterStyle(null, archive);
}
