import { HeatmapLayer, ScreenGridLayer } from '@deck.gl/aggregation-layers';
import { ramp, rampLegend, toPoints, valueDomain, type Rgba } from '../mapping';
import type { MapLayerBuilder } from '../types';
import { memoByRows, reader, titleOf } from './common';

/** Aggregating layers drawn by deck.gl on the GPU: the heat map and the real map's pixel grid. */

const points = memoByRows(toPoints);

/** Six colours between the two ends, for deck.gl's colorRange. */
export const colorRange = (from: Rgba, to: Rgba): Rgba[] =>
  Array.from({ length: 6 }, (_, i) => ramp([from, to], i / 5));

export const heatLayer: MapLayerBuilder = ({ item, id, rows, shift }) => {
  const m = reader(item);
  const data = points(rows, shift);
  const from = m.color('colorFrom', [0, 80, 179, 0]);
  const to = m.color('colorTo', [245, 34, 45, 255]);
  const layer = new HeatmapLayer({
    id,
    data,
    getPosition: (d) => d.position,
    getWeight: (d) => d.value,
    radiusPixels: m.num('radius', 40),
    intensity: m.num('intensity', 1),
    threshold: m.num('threshold', 0.05),
    colorRange: colorRange(from, to),
    opacity: m.num('opacity', 1),
    // Heat is an aggregate: there is no single row under the pointer to report.
    pickable: false,
  });
  return {
    deck: [layer],
    legend: m.bool('legend', true) ? rampLegend(titleOf(item), [from, to], valueDomain(data)) : undefined,
  };
};

export const pixelLayer: MapLayerBuilder = ({ item, id, rows, shift }) => {
  const m = reader(item);
  const data = points(rows, shift);
  const from = m.color('colorFrom', [255, 241, 184, 204]);
  const to = m.color('colorTo', [245, 34, 45, 204]);
  const layer = new ScreenGridLayer({
    id,
    data,
    getPosition: (d) => d.position,
    getWeight: (d) => d.value,
    cellSizePixels: m.num('cellSize', 20),
    colorRange: colorRange(from, to),
    opacity: m.num('opacity', 1),
    pickable: true,
  });
  return {
    deck: [layer],
    legend: m.bool('legend', true) ? rampLegend(titleOf(item), [from, to], valueDomain(data)) : undefined,
  };
};
