import { ArcLayer, GeoJsonLayer, PathLayer, PolygonLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { worldGeoJson } from '../../components/charts/geo';
import { countryName } from '../countryNames';
import { cutCollection, splitLine } from '../geo';
import {
  ramp,
  rampLegend,
  swatch,
  toArcs,
  toNumber,
  toPaths,
  toPolygons,
  unit,
  valueDomain,
  type LngLat,
  type PathRecord,
} from '../mapping';
import { proxied } from '../proxy';
import type { MapLayerBuilder } from '../types';
import { faded, memoByRows, reader, titleOf } from './common';

/** Vector layers drawn by deck.gl: GeoJSON, polylines, polygons (flat and extruded), arcs, walls, regions. */

const paths = memoByRows(toPaths);
const polygons = memoByRows(toPolygons);
const arcs = memoByRows(toArcs);

/** Every coordinate of a geometry moved by the base map's coordinate shift. */
function shiftGeometry(g: Geometry, shift: (p: LngLat) => LngLat): Geometry {
  const pt = (p: Position): Position => [...shift([p[0]!, p[1]!]), ...p.slice(2)];
  switch (g.type) {
    case 'Point':
      return { ...g, coordinates: pt(g.coordinates) };
    case 'MultiPoint':
    case 'LineString':
      return { ...g, coordinates: g.coordinates.map(pt) };
    case 'MultiLineString':
    case 'Polygon':
      return { ...g, coordinates: g.coordinates.map((l) => l.map(pt)) };
    case 'MultiPolygon':
      return { ...g, coordinates: g.coordinates.map((p) => p.map((l) => l.map(pt))) };
    case 'GeometryCollection':
      return { ...g, geometries: g.geometries.map((x) => shiftGeometry(x, shift)) };
  }
}

/** A delivered or fetched GeoJSON value as a clean collection: shifted, cut at the antimeridian. */
export function normaliseGeoJson(value: unknown, shift: (p: LngLat) => LngLat): FeatureCollection {
  const v = value as { type?: string; features?: unknown; geometry?: unknown } | null;
  const features: Feature[] =
    v?.type === 'FeatureCollection' && Array.isArray(v.features)
      ? (v.features as Feature[])
      : v?.type === 'Feature'
        ? [v as Feature]
        : v && typeof v.type === 'string'
          ? [{ type: 'Feature', properties: {}, geometry: v as Geometry }]
          : [];
  return cutCollection({
    type: 'FeatureCollection',
    features: features
      .filter((f) => f && typeof f === 'object' && f.geometry)
      .map((f) => ({ ...f, properties: f.properties ?? {}, geometry: shiftGeometry(f.geometry, shift) })),
  });
}

export const geojsonLayer: MapLayerBuilder = ({ item, id, rows, delivered, shift }) => {
  const m = reader(item);
  const opacity = m.num('opacity', 1);
  const url = m.str('url').trim();
  const source = delivered ?? (Array.isArray(rows) && rows.length === 0 ? item.chartModel?.data : rows);
  const fill = m.color('fillColor', [24, 144, 255, 102]);
  const line = m.color('lineColor', [24, 144, 255, 255]);
  const layer = new GeoJsonLayer({
    id,
    data: (url ? proxied(url) : normaliseGeoJson(source, shift)) as FeatureCollection,
    // deck.gl types dataTransform with a free generic; what it returns is the features list.
    dataTransform: (url ? (d: unknown) => normaliseGeoJson(d, shift).features : undefined) as never,
    filled: true,
    stroked: true,
    extruded: m.bool('extruded', false),
    getElevation: (f: Feature) => (toNumber(f.properties?.value) ?? 0) * m.num('elevationScale', 1),
    getFillColor: fill,
    getLineColor: line,
    getLineWidth: m.num('lineWidth', 2),
    lineWidthUnits: 'pixels',
    getPointRadius: m.num('pointRadius', 6),
    pointRadiusUnits: 'pixels',
    opacity,
    pickable: true,
  });
  return { deck: [layer], legend: m.bool('legend', true) ? swatch(titleOf(item), fill) : undefined };
};

/** Lines split where they cross the antimeridian, each part keeping its record. */
function splitPaths(records: readonly PathRecord[]) {
  return records.flatMap((r) => splitLine(r.path).map((path) => ({ ...r, path: path as LngLat[] })));
}

export const polylineLayer: MapLayerBuilder = ({ item, id, rows, shift }) => {
  const m = reader(item);
  const color = m.color('color', [19, 194, 194, 255]);
  const layer = new PathLayer({
    id,
    data: splitPaths(paths(rows, shift)),
    getPath: (d) => d.path,
    getColor: color,
    getWidth: m.num('width', 4),
    widthUnits: 'pixels',
    capRounded: true,
    jointRounded: true,
    opacity: m.num('opacity', 1),
    pickable: true,
  });
  return { deck: [layer], legend: m.bool('legend', true) ? swatch(titleOf(item), color) : undefined };
};

function polygonBuilder(extruded: boolean): MapLayerBuilder {
  return ({ item, id, rows, shift }) => {
    const m = reader(item);
    const data = polygons(rows, shift);
    const domain = valueDomain(data);
    const colors = [m.color('colorFrom', [186, 231, 255, 204]), m.color('colorTo', [0, 80, 179, 204])];
    const layer = new PolygonLayer({
      id,
      data,
      getPolygon: (d) => d.rings,
      getFillColor: (d) => ramp(colors, unit(d.value, domain)),
      getLineColor: m.color('lineColor', [255, 255, 255, 255]),
      getLineWidth: m.num('lineWidth', 1),
      lineWidthUnits: 'pixels',
      extruded,
      getElevation: (d) => d.value * m.num('elevationScale', 2),
      opacity: m.num('opacity', 1),
      pickable: true,
      updateTriggers: { getFillColor: [domain[0], domain[1], ...colors.flat()] },
    });
    return {
      deck: [layer],
      legend: m.bool('legend', true) ? rampLegend(titleOf(item), colors, domain) : undefined,
    };
  };
}

export const polygonLayer = polygonBuilder(false);
export const polygon3dLayer = polygonBuilder(true);

export const arcLayer: MapLayerBuilder = ({ item, id, rows, shift }) => {
  const m = reader(item);
  const from = m.color('sourceColor', [19, 194, 194, 255]);
  const to = m.color('targetColor', [235, 47, 150, 255]);
  const layer = new ArcLayer({
    id,
    data: arcs(rows, shift),
    getSourcePosition: (d) => d.from,
    getTargetPosition: (d) => d.to,
    getSourceColor: from,
    getTargetColor: to,
    getWidth: m.num('width', 3),
    getHeight: m.num('height', 1),
    widthUnits: 'pixels',
    // Great circles take the short way round, never a band across the antimeridian.
    greatCircle: true,
    opacity: m.num('opacity', 1),
    pickable: true,
  });
  return {
    deck: [layer],
    legend: m.bool('legend', true)
      ? { kind: 'ramp', title: titleOf(item), colors: [from, to], min: 0, max: 1 }
      : undefined,
  };
};

const METRES_PER_DEGREE = 111_320;

/**
 * A wall along each line (deck.gl has no wall layer): one thin quad per segment, `thickness` metres wide,
 * extruded to the wall's height. Quads keep their line's record for picking and tooltips.
 */
export function wallQuads<T extends { path: LngLat[] }>(records: readonly T[], thickness: number) {
  const out: { polygon: LngLat[]; record: T }[] = [];
  const half = thickness / 2;
  for (const record of records)
    for (let i = 1; i < record.path.length; i += 1) {
      const [a, b] = [record.path[i - 1]!, record.path[i]!];
      const cos = Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180) || 1e-9;
      const dx = (b[0] - a[0]) * cos;
      const dy = b[1] - a[1];
      const len = Math.hypot(dx, dy);
      if (len === 0) continue;
      // Unit normal in metres, back to degrees of longitude and latitude.
      const nx = ((-dy / len) * half) / METRES_PER_DEGREE / cos;
      const ny = ((dx / len) * half) / METRES_PER_DEGREE;
      out.push({
        polygon: [
          [a[0] + nx, a[1] + ny],
          [b[0] + nx, b[1] + ny],
          [b[0] - nx, b[1] - ny],
          [a[0] - nx, a[1] - ny],
        ],
        record,
      });
    }
  return out;
}

const quads = new WeakMap<object, { thickness: number; value: ReturnType<typeof wallQuads<PathRecord>> }>();

export const wallLayer: MapLayerBuilder = ({ item, id, rows, shift }) => {
  const m = reader(item);
  const records = paths(rows, shift);
  const thickness = m.num('thickness', 20);
  let cached = quads.get(records);
  if (!cached || cached.thickness !== thickness) {
    cached = { thickness, value: wallQuads(splitPaths(records), thickness) };
    quads.set(records, cached);
  }
  const color = m.color('color', [54, 207, 201, 179]);
  const layer = new SolidPolygonLayer({
    id,
    data: cached.value,
    getPolygon: (d) => d.polygon,
    extruded: true,
    getElevation: m.num('height', 200),
    getFillColor: color,
    opacity: m.num('opacity', 1),
    pickable: true,
  });
  return { deck: [layer], legend: m.bool('legend', true) ? swatch(titleOf(item), color) : undefined };
};

/**
 * Region colouring: rows {name, value} joined by name onto boundaries (a URL, or the built-in countries).
 * A built-in country also answers to its Chinese name (`zh`), so rows naming 中国 or 美国 join too; the
 * feature then carries the name the row used.
 */
export function joinRegions(boundaries: FeatureCollection, rows: readonly unknown[]) {
  const values = new Map<string, number>();
  for (const r of rows) {
    if (typeof r !== 'object' || r === null) continue;
    const row = r as Record<string, unknown>;
    const value = toNumber(row.value);
    if (typeof row.name === 'string' && value !== undefined) values.set(row.name, value);
  }
  const features = boundaries.features.map((f) => {
    const own = String(f.properties?.name ?? '');
    const zh: unknown = f.properties?.zh;
    const name = !values.has(own) && typeof zh === 'string' && values.has(zh) ? zh : own;
    return { ...f, properties: { ...f.properties, name, value: values.get(name) ?? null } };
  });
  return { features, values: [...values.values()] };
}

let countries: FeatureCollection | null = null;

function withChineseNames(fc: FeatureCollection): FeatureCollection {
  return {
    ...fc,
    features: fc.features.map((f) => {
      const en = String(f.properties?.name ?? '');
      return { ...f, properties: { ...f.properties, zh: countryName(f.id, en, 'zh') } };
    }),
  };
}

export const regionLayer: MapLayerBuilder = ({ item, id, rows, shift, delivered }) => {
  const m = reader(item);
  const url = m.str('url').trim();
  countries ??= withChineseNames(normaliseGeoJson(worldGeoJson(), (p) => p));
  const list = Array.isArray(delivered) ? delivered : rows;
  const colors = [m.color('colorFrom', [186, 231, 255, 204]), m.color('colorTo', [0, 80, 179, 204])];
  const joined = joinRegions(countries, list);
  const domain = valueDomain(joined.values.map((value) => ({ value })));
  const colourOf = (f: Feature) => {
    const v = toNumber(f.properties?.value);
    return v === undefined ? ([0, 0, 0, 0] as const) : ramp(colors, unit(v, domain));
  };
  const layer = new GeoJsonLayer({
    id,
    data: (url ? proxied(url) : joined.features) as unknown as FeatureCollection,
    dataTransform: (url
      ? (d: unknown) => joinRegions(normaliseGeoJson(d, shift), list).features
      : undefined) as never,
    filled: true,
    stroked: true,
    getFillColor: (f: Feature) => [...colourOf(f)] as [number, number, number, number],
    getLineColor: faded(m.color('lineColor', [255, 255, 255, 255]), 0.6),
    getLineWidth: m.num('lineWidth', 1),
    lineWidthUnits: 'pixels',
    opacity: m.num('opacity', 1),
    pickable: true,
    updateTriggers: { getFillColor: [list, ...colors.flat()] },
  });
  return {
    deck: [layer],
    legend: m.bool('legend', true) ? rampLegend(titleOf(item), colors, domain) : undefined,
  };
};
