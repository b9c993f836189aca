import type { MapLayerDefinition } from '../types';
import { MARKER_SPECS } from './markerSpecs';
import { SHAPE_SPECS } from './shapeSpecs';
import { definitionFrom } from './spec';
import { TILE_SPECS } from './tileSpecs';

/**
 * Every map item kind: the tile layers, vectors, markers and pixels of both map containers, in type
 * code order (the editor's add menus list them so).
 */
export const MAP_LAYER_DEFINITIONS: readonly MapLayerDefinition[] = [
  ...TILE_SPECS,
  ...SHAPE_SPECS,
  ...MARKER_SPECS,
]
  .sort((a, b) => a.code - b.code)
  .map(definitionFrom);
