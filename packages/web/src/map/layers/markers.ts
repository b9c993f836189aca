import { IconLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import Supercluster from 'supercluster';
import type { Accessor, Layer } from '@deck.gl/core';
import { rampLegend, rampTable, sizeOf, toPoints, unit, valueDomain, type PointRecord } from '../mapping';
import type { MapLayerBuilder } from '../types';
import { LOCAL_FONTS, faded, memoByRows, reader, titleOf } from './common';

/** Markers: icons sized and coloured by value (clustered with supercluster when asked) and CJK text. */

const points = memoByRows(toPoints);

/** Built-in marker shapes, drawn white (deck.gl tints each marker: a mask). */
const SHAPES: Record<string, { path: string; anchorY: number }> = {
  pin: {
    path: 'M32 2C19 2 9 12 9 25c0 17 23 37 23 37s23-20 23-37C55 12 45 2 32 2zm0 32a9 9 0 110-18 9 9 0 010 18z',
    anchorY: 62,
  },
  circle: { path: 'M32 6a26 26 0 1 0 0.01 0z', anchorY: 32 },
  square: { path: 'M8 8h48v48H8z', anchorY: 32 },
  star: {
    path: 'M32 4l8.2 17.6 19.3 2.3-14.2 13.3 3.7 19.1L32 46.9 15 56.3l3.7-19.1L4.5 23.9l19.3-2.3z',
    anchorY: 32,
  },
};
const NAMES = Object.keys(SHAPES);
const SIZE = 64;

/**
 * The icon atlas, drawn once on a canvas from the shapes' paths: nothing is fetched and no image is
 * decoded.
 */
let atlas: {
  canvas: HTMLCanvasElement;
  mapping: Record<
    string,
    { x: number; y: number; width: number; height: number; anchorY: number; mask: boolean }
  >;
} | null = null;
export function iconAtlas() {
  if (atlas) return atlas;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE * NAMES.length;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d');
  NAMES.forEach((name, i) => {
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, i * SIZE, 0);
    ctx.fillStyle = '#fff';
    ctx.fill(new Path2D(SHAPES[name]!.path), 'evenodd');
  });
  const mapping = Object.fromEntries(
    NAMES.map((name, i) => [
      name,
      { x: i * SIZE, y: 0, width: SIZE, height: SIZE, anchorY: SHAPES[name]!.anchorY, mask: true },
    ]),
  );
  atlas = { canvas, mapping };
  return atlas;
}

/** The shape name a marker setting stands for (unknown names are pins). */
export const iconOf = (name: string): string => (SHAPES[name] ? name : 'pin');

interface ClusterProps {
  cluster?: boolean;
  cluster_id?: number;
  point_count?: number;
  index?: number;
}

/** Supercluster indexes per point list and radius (building one for 10,000 points takes a while). */
const indexes = new WeakMap<
  readonly PointRecord[],
  { radius: number; index: Supercluster<ClusterProps, ClusterProps> }
>();

export function clusterIndex(
  data: readonly PointRecord[],
  radius: number,
): Supercluster<ClusterProps, ClusterProps> {
  const hit = indexes.get(data);
  if (hit && hit.radius === radius) return hit.index;
  const index = new Supercluster<ClusterProps, ClusterProps>({ radius, maxZoom: 20 });
  index.load(
    data.map((d, i) => ({
      type: 'Feature',
      properties: { index: i },
      geometry: { type: 'Point', coordinates: d.position },
    })),
  );
  indexes.set(data, { radius, index });
  return index;
}

export interface ClusterDot {
  position: [number, number];
  count: number;
  expansionZoom: number;
  row: { cluster: true; count: number };
}

export const pointMarkerLayer: MapLayerBuilder = ({ item, id, rows, shift, zoom, bounds }) => {
  const m = reader(item);
  const data = points(rows, shift);
  const domain = valueDomain(data);
  const colors = [m.color('colorFrom', [64, 169, 255, 255]), m.color('colorTo', [245, 34, 45, 255])];
  const sizes: [number, number] = [m.num('sizeMin', 24), m.num('sizeMax', 48)];
  const icon = iconOf(m.str('icon', 'pin'));
  const colorAt = rampTable(colors);
  const colorOf = (d: PointRecord) => colorAt(unit(d.value, domain));
  // One size for all: a constant, so deck.gl fills no per-point size buffer.
  const sameSize = sizes[0] === sizes[1];
  const sizeAt: Accessor<PointRecord, number> = sameSize ? sizes[0] : (d) => sizeOf(d.value, domain, sizes);
  const radiusAt: Accessor<PointRecord, number> = sameSize
    ? sizes[0] / 2
    : (d) => sizeOf(d.value, domain, sizes) / 2;
  const opacity = m.num('opacity', 1);
  const legend = m.bool('legend', true) ? rampLegend(titleOf(item), colors, domain) : undefined;
  let shown: readonly PointRecord[] = data;
  const layers: Layer[] = [];
  if (m.bool('cluster', false) && data.length > 0) {
    const index = clusterIndex(data, m.num('clusterRadius', 60));
    const found = index.getClusters(bounds, Math.floor(zoom));
    const dots: ClusterDot[] = [];
    const leaves: PointRecord[] = [];
    for (const f of found) {
      const p = f.properties;
      if (p.cluster && p.cluster_id !== undefined) {
        const count = p.point_count ?? 0;
        dots.push({
          position: f.geometry.coordinates as [number, number],
          count,
          expansionZoom: index.getClusterExpansionZoom(p.cluster_id),
          row: { cluster: true, count },
        });
      } else if (p.index !== undefined) leaves.push(data[p.index]!);
    }
    shown = leaves;
    const maxCount = Math.max(1, ...dots.map((d) => d.count));
    layers.push(
      new ScatterplotLayer({
        id: `${id}::clusters`,
        data: dots,
        getPosition: (d) => d.position,
        getRadius: (d) => 14 + 16 * Math.sqrt(d.count / maxCount),
        radiusUnits: 'pixels',
        getFillColor: faded(colors[1]!, 0.85),
        getLineColor: [255, 255, 255, 220],
        lineWidthMinPixels: 2,
        stroked: true,
        opacity,
        pickable: true,
      }),
      new TextLayer({
        id: `${id}::counts`,
        data: dots,
        getPosition: (d) => d.position,
        getText: (d) => String(d.count),
        getSize: 13,
        getColor: [255, 255, 255, 255],
        fontFamily: LOCAL_FONTS,
        fontWeight: 'bold',
        characterSet: '0123456789',
      }),
    );
  }
  // 'dot': plain discs in one instanced draw, the fast path for hundreds of thousands of points.
  const marks =
    m.str('icon', 'pin') === 'dot'
      ? new ScatterplotLayer({
          id,
          data: shown,
          getPosition: (d) => d.position,
          getRadius: radiusAt,
          radiusUnits: 'pixels',
          getFillColor: colorOf,
          opacity,
          pickable: true,
          updateTriggers: { getRadius: [...domain, ...sizes], getFillColor: [...domain, ...colors.flat()] },
        })
      : null;
  layers.unshift(
    marks ??
      new IconLayer({
        id,
        data: shown,
        // The canvas itself is the texture source: no URL to fetch (the page's CSP refuses data: fetches).
        iconAtlas: iconAtlas().canvas as unknown as string,
        iconMapping: iconAtlas().mapping,
        getPosition: (d) => d.position,
        getIcon: () => icon,
        getSize: sizeAt,
        sizeUnits: 'pixels',
        getColor: colorOf,
        opacity,
        pickable: true,
        updateTriggers: { getSize: [...domain, ...sizes], getColor: [...domain, ...colors.flat()] },
      }),
  );
  return { deck: layers, legend, viewDependent: m.bool('cluster', false) };
};

export const textMarkerLayer: MapLayerBuilder = ({ item, id, rows, shift }) => {
  const m = reader(item);
  const data = points(rows, shift).filter((d) => d.name !== '');
  const layer = new TextLayer({
    id,
    data,
    getPosition: (d) => d.position,
    getText: (d) => d.name,
    getSize: m.num('fontSize', 16),
    getColor: m.color('color', [255, 255, 255, 255]),
    background: true,
    getBackgroundColor: m.color('background', [0, 21, 41, 179]),
    backgroundPadding: [6, 3],
    fontFamily: LOCAL_FONTS,
    // The atlas is drawn from the characters the rows use, in local fonts: Chinese needs no glyph download.
    characterSet: 'auto',
    opacity: m.num('opacity', 1),
    pickable: true,
  });
  return { deck: [layer] };
};
