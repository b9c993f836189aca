import { Tile3DLayer, TripsLayer } from '@deck.gl/geo-layers';
import { ScenegraphLayer } from '@deck.gl/mesh-layers';
import { swatch, toPaths, toPoints, type PathRecord } from '../mapping';
import { proxied } from '../proxy';
import type { MapLayerBuilder } from '../types';
import { memoByRows, reader, titleOf } from './common';

/** Layers that move or carry 3D content: trajectories (time-scrubbed), glTF models, 3D Tiles. */

const points = memoByRows(toPoints);

/** Trajectories with times: their own, else 10 s per point. */
export function withTimes(records: readonly PathRecord[]): (PathRecord & { timestamps: number[] })[] {
  return records.map((r) => ({ ...r, timestamps: r.timestamps ?? r.path.map((_, i) => i * 10) }));
}

export function timeSpan(records: readonly { timestamps: number[] }[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const r of records)
    for (const t of r.timestamps) {
      if (t < min) min = t;
      if (t > max) max = t;
    }
  return Number.isFinite(min) ? [min, max] : [0, 0];
}

const trips = memoByRows((rows, shift) => {
  const data = withTimes(toPaths(rows, shift));
  return { data, span: timeSpan(data) };
});

export const tripsLayer: MapLayerBuilder = ({ item, id, rows, shift, time }) => {
  const m = reader(item);
  const { data, span } = trips(rows, shift);
  const color = m.color('color', [250, 219, 20, 255]);
  const trail = m.num('trailLength', 20);
  const layer = new TripsLayer({
    id,
    data,
    getPath: (d) => d.path,
    getTimestamps: (d) => d.timestamps,
    getColor: color,
    getWidth: m.num('width', 5),
    widthUnits: 'pixels',
    capRounded: true,
    jointRounded: true,
    trailLength: trail,
    fadeTrail: true,
    currentTime: time,
    opacity: m.num('opacity', 1),
    pickable: true,
  });
  return {
    deck: [layer],
    timeRange: [span[0], span[1] + trail],
    legend: m.bool('legend', true) ? swatch(titleOf(item), color) : undefined,
  };
};

export const gltfLayer: MapLayerBuilder = ({ item, id, rows, shift }) => {
  const m = reader(item);
  const url = m.str('modelUrl').trim();
  if (!url) return {};
  const heading = m.num('heading', 0);
  const layer = new ScenegraphLayer({
    id,
    data: points(rows, shift),
    scenegraph: proxied(url),
    getPosition: (d) => d.position,
    getOrientation: [0, heading, 90],
    sizeScale: m.num('scale', 10),
    _lighting: 'pbr',
    opacity: m.num('opacity', 1),
    pickable: true,
  });
  return { deck: [layer] };
};

export const tiles3dLayer: MapLayerBuilder = ({ item, id }) => {
  const m = reader(item);
  const url = m.str('url').trim();
  if (!url) return {};
  return {
    deck: [new Tile3DLayer({ id, data: proxied(url), opacity: m.num('opacity', 1), pickable: true })],
  };
};
