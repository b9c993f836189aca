import { mapComponentClass } from '../catalogue/catalogue.js';
import type { MapComponentClass } from '../catalogue/codes.js';
import type { Component2D } from '../types/component2d.js';

/** The lists of a map container's mapModel, in drawing-class order (docs/maps.md). */
export const MAP_ITEM_LISTS: readonly MapComponentClass[] = ['layer', 'vector', 'marker', 'pixels'];

type MapLists = Partial<Record<MapComponentClass, Component2D[]>>;

const listsOf = (map: Pick<Component2D, 'mapModel'>): MapLists =>
  (typeof map.mapModel === 'object' && map.mapModel !== null ? map.mapModel : {}) as MapLists;

/** One list of a map container (empty when absent). */
export function mapItemList(map: Pick<Component2D, 'mapModel'>, list: MapComponentClass): Component2D[] {
  const items = listsOf(map)[list];
  return Array.isArray(items) ? items : [];
}

/** Every item of a map container (layers, vectors, markers, pixels); none for other components. */
export function mapItemsOf(component: Pick<Component2D, 'mapModel'>): Component2D[] {
  return MAP_ITEM_LISTS.flatMap((list) => mapItemList(component, list));
}

export const zIndexOf = (item: Pick<Component2D, 'zIndex' | 'zindex'>): number =>
  item.zIndex ?? item.zindex ?? 0;

/** Items in drawing order: by zIndex, then by list order (stable). */
export function mapItemsByZ(component: Pick<Component2D, 'mapModel'>): Component2D[] {
  return mapItemsOf(component)
    .map((item, i) => ({ item, i }))
    .sort((a, b) => zIndexOf(a.item) - zIndexOf(b.item) || a.i - b.i)
    .map(({ item }) => item);
}

/** The zIndex a new item of the map gets: the current maximum + 1 (group members included). */
export function nextMapZIndex(component: Pick<Component2D, 'mapModel'>): number {
  const all = mapItemsOf(component).flatMap((c) => [c, ...(c.groupModel?.groupList ?? [])]);
  return Math.max(0, ...all.map(zIndexOf)) + 1;
}

/** The list a map item belongs to, from its type code (null: not a map item). */
export const mapListOf = (item: Pick<Component2D, 'componentType'>): MapComponentClass | null =>
  item.componentType === undefined ? null : mapComponentClass(item.componentType);
