import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection, Geometry } from 'geojson';
import { worldGeoJson } from '../components/charts/geo';
import { chinaLayers, chinaSources, type Label } from './chinaBase';
import { countryName } from './countryNames';
import { labelsOf } from './geo';
import { wmtsTemplate, pmtilesUrl } from './layers/tiles';

/**
 * The base map under a map's items. The default is built from data the app ships (world-atlas country
 * outlines, already cut at the antimeridian by worldGeoJson; China's province and city outlines from the
 * server, chinaBase.ts): no glyphs, sprites or tiles are requested, so it works with no internet. Labels are drawn by the host with deck.gl's TextLayer from local fonts. Other bases: any
 * XYZ or WMTS raster template, a MapLibre style URL (vector tiles), or a PMTiles archive.
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

const background: LayerSpecification = {
  id: 'tc-base-background',
  type: 'background',
  paint: { 'background-color': BACKGROUND },
};

export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      'tc-countries': { type: 'geojson', data: countriesCut() as GeoJSON.FeatureCollection },
      // Filled by the host once the shipped outlines arrive (chinaBase.ts): the first frame never waits.
      ...chinaSources(),
    },
    layers: [
      background,
      { id: 'tc-base-land', type: 'fill', source: 'tc-countries', paint: { 'fill-color': LAND } },
      {
        id: 'tc-base-borders',
        type: 'line',
        source: 'tc-countries',
        paint: { 'line-color': BORDER, 'line-width': 0.8 },
      },
      ...chinaLayers(),
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
    layers: [background, { id: 'tc-base-raster', type: 'raster', source: 'tc-base' }],
  };
}

/** A neutral style for a vector PMTiles archive: a fill and a line for each of its vector layers. */
export function vectorArchiveStyle(url: string, layerIds: readonly string[]): StyleSpecification {
  return {
    version: 8,
    sources: { 'tc-base': { type: 'vector', url } },
    layers: [
      background,
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
