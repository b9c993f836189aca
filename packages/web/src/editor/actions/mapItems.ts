import { updateOp, type Component2D } from '@twincanvas/model';
import { MAP_OPERATION, addItemOps, removeItemOps, renameOps, reorderOps, showOps } from '../map/edits';
import type { MapViewState } from '../../map/host';
import { defineEdit } from './types';

/**
 * The map editing context's item edits (its layers, vectors, markers and pixels) and its saved view:
 * each one mapCpt step (docs/reference.md#history). The op builders are ../map/edits.ts.
 */

/** Adds an item above every other of the map and selects it. */
export const addMapItemEdit = defineEdit('addMapItem', (_state, map: Component2D, item: Component2D) => ({
  ops: addItemOps(map, item),
  operation: MAP_OPERATION,
  select: [item._id],
}));

/** Deletes items of the map; the map itself stays selected. */
export const removeMapItemsEdit = defineEdit(
  'removeMapItems',
  (_state, map: Component2D, ids: readonly string[]) => ({
    ops: removeItemOps(map, new Set(ids)),
    operation: MAP_OPERATION,
    select: [map._id],
  }),
);

export const reorderMapItemEdit = defineEdit(
  'reorderMapItem',
  (_state, map: Component2D, id: string, direction: 'up' | 'down') => ({
    ops: reorderOps(map, id, direction),
    operation: MAP_OPERATION,
  }),
);

export const showMapItemEdit = defineEdit('showMapItem', (_state, item: Component2D, show: boolean) => ({
  ops: showOps(item, show),
  operation: MAP_OPERATION,
}));

export const renameMapItemEdit = defineEdit('renameMapItem', (_state, item: Component2D, name: string) => ({
  ops: renameOps(item, name),
  operation: MAP_OPERATION,
}));

/** Where the camera is: the map host's view without its zoom bounds. */
export type MapView = Pick<MapViewState, 'center' | 'zoom' | 'pitch' | 'bearing'>;

/** The view on screen becomes the map's own (centre, zoom, pitch, bearing; only what changed). */
export const saveMapViewEdit = defineEdit('saveMapView', (_state, map: Component2D, view: MapView) => {
  const m = (map.mapModel ?? {}) as Record<string, unknown>;
  const round = (n: number, d = 6) => Math.round(n * 10 ** d) / 10 ** d;
  const next = {
    center: [round(view.center[0]), round(view.center[1])],
    zoom: round(view.zoom, 2),
    pitch: round(view.pitch, 1),
    bearing: round(view.bearing, 1),
  };
  const ops = Object.entries(next)
    .filter(([k, v]) => JSON.stringify(m[k]) !== JSON.stringify(v))
    .map(([k, v]) => updateOp(map._id, `mapModel.${k}`, m[k], v));
  return { ops, operation: MAP_OPERATION };
});
