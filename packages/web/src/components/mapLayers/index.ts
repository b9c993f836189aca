import type { MapLayerRuntime } from '../types';
import { MARKER_SPECS } from './markerSpecs';
import { SHAPE_SPECS } from './shapeSpecs';
import { runtimeFrom, type Spec } from './spec';
import { TILE_SPECS } from './tileSpecs';

/**
 * Every map item kind's spec line: the tile layers, vectors, markers and pixels of both map containers,
 * in type code order (the editor's add menus list them so).
 */
export const MAP_LAYER_SPECS: readonly Spec[] = [...TILE_SPECS, ...SHAPE_SPECS, ...MARKER_SPECS].sort(
  (a, b) => a.code - b.code,
);

/** Every map item kind's runtime part. */
export const MAP_LAYER_DEFINITIONS: readonly MapLayerRuntime[] = MAP_LAYER_SPECS.map(runtimeFrom);
