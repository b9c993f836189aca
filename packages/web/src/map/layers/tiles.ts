import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import type { MapLayerBuilder, MapLayerOutput } from '../types';
import { reader } from './common';

/**
 * Tile layers drawn by MapLibre itself (WMS, WMTS, MVT, custom raster, real-map imagery): each item
 * becomes one MapLibre source and style layer. `pmtiles://` addresses (or a URL ending in .pmtiles) are
 * read from a PMTiles archive by range requests (map/pmtiles.ts registers the protocol).
 */
export function pmtilesUrl(url: string): string | null {
  if (url.startsWith('pmtiles://')) return url;
  return /\.pmtiles(\?|$)/i.test(url) ? `pmtiles://${url}` : null;
}

function rasterOutput(id: string, url: string, tileSize: number, opacity: number): MapLayerOutput {
  const archive = pmtilesUrl(url);
  const source: SourceSpecification = archive
    ? { type: 'raster', url: archive, tileSize }
    : { type: 'raster', tiles: [url], tileSize };
  const layer: LayerSpecification = {
    id,
    type: 'raster',
    source: id,
    paint: { 'raster-opacity': opacity },
  };
  return { sources: { [id]: source }, styleLayers: [layer] };
}

/** A WMS GetMap template for MapLibre's {bbox-epsg-3857} tiles. */
export function wmsTemplate(url: string, layers: string, format: string): string {
  const sep = url.includes('?') ? '&' : '?';
  const q = [
    'SERVICE=WMS',
    'VERSION=1.1.1',
    'REQUEST=GetMap',
    `LAYERS=${encodeURIComponent(layers)}`,
    'STYLES=',
    `FORMAT=${encodeURIComponent(format)}`,
    'TRANSPARENT=true',
    'SRS=EPSG:3857',
    'WIDTH=256',
    'HEIGHT=256',
    'BBOX={bbox-epsg-3857}',
  ];
  return `${url}${sep}${q.join('&')}`;
}

/** A WMTS address as an XYZ template: RESTful templates are rewritten, service URLs get KVP GetTile. */
export function wmtsTemplate(
  url: string,
  layer: string,
  matrixSet: string,
  style: string,
  format: string,
): string {
  if (/\{(TileMatrix|z)\}/i.test(url))
    return url
      .replace(/\{TileMatrix\}/gi, '{z}')
      .replace(/\{TileRow\}/gi, '{y}')
      .replace(/\{TileCol\}/gi, '{x}')
      .replace(/\{Style\}/gi, encodeURIComponent(style))
      .replace(/\{TileMatrixSet\}/gi, encodeURIComponent(matrixSet));
  const sep = url.includes('?') ? '&' : '?';
  const q = [
    'SERVICE=WMTS',
    'REQUEST=GetTile',
    'VERSION=1.0.0',
    `LAYER=${encodeURIComponent(layer)}`,
    `STYLE=${encodeURIComponent(style)}`,
    `TILEMATRIXSET=${encodeURIComponent(matrixSet)}`,
    `FORMAT=${encodeURIComponent(format)}`,
    'TILEMATRIX={z}',
    'TILEROW={y}',
    'TILECOL={x}',
  ];
  return `${url}${sep}${q.join('&')}`;
}

export const wmsLayer: MapLayerBuilder = ({ item, id }) => {
  const m = reader(item);
  const url = m.str('url').trim();
  if (!url) return {};
  return rasterOutput(
    id,
    wmsTemplate(url, m.str('layers'), m.str('format', 'image/png')),
    256,
    m.num('opacity', 1),
  );
};

export const wmtsLayer: MapLayerBuilder = ({ item, id }) => {
  const m = reader(item);
  const url = m.str('url').trim();
  if (!url) return {};
  const template = wmtsTemplate(
    url,
    m.str('layer'),
    m.str('tileMatrixSet', 'GoogleMapsCompatible'),
    m.str('style', 'default'),
    m.str('format', 'image/png'),
  );
  return rasterOutput(id, template, 256, m.num('opacity', 1));
};

export const rasterLayer: MapLayerBuilder = ({ item, id }) => {
  const m = reader(item);
  const url = m.str('url').trim();
  if (!url) return {};
  return rasterOutput(id, url, m.num('tileSize', 256), m.num('opacity', 1));
};

const hex = (c: [number, number, number, number]) =>
  `rgba(${c[0]}, ${c[1]}, ${c[2]}, ${(c[3] / 255).toFixed(3)})`;

export const mvtLayer: MapLayerBuilder = ({ item, id }) => {
  const m = reader(item);
  const url = m.str('url').trim();
  if (!url) return {};
  const archive = pmtilesUrl(url);
  const source: SourceSpecification = archive
    ? { type: 'vector', url: archive }
    : { type: 'vector', tiles: [url] };
  const colour = hex(m.color('color', [24, 144, 255, 255]));
  const opacity = m.num('opacity', 0.8);
  const base = { id, source: id, 'source-layer': m.str('sourceLayer') };
  const geometry = m.str('geometry', 'fill');
  const layer: LayerSpecification =
    geometry === 'line'
      ? { ...base, type: 'line', paint: { 'line-color': colour, 'line-opacity': opacity, 'line-width': 1.5 } }
      : geometry === 'circle'
        ? {
            ...base,
            type: 'circle',
            paint: { 'circle-color': colour, 'circle-opacity': opacity, 'circle-radius': 4 },
          }
        : { ...base, type: 'fill', paint: { 'fill-color': colour, 'fill-opacity': opacity } };
  return { sources: { [id]: source }, styleLayers: [layer] };
};
