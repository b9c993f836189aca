import {
  listAddOp,
  listDeleteOp,
  mapItemList,
  mapItemsOf,
  mapListOf,
  nextMapZIndex,
  pasteMapComponents,
  updateOp,
  zIndexOf,
  type Component2D,
  type MapComponent,
  type Operation,
} from '@twincanvas/model';

/**
 * The map editing context's edits as document operations (pure, so each is unit tested and inverts
 * exactly). Every one is recorded under the history name `mapCpt`, saved per node and shared with
 * co-editors like any other edit.
 */
export const MAP_OPERATION = 'mapCpt';

const listPath = (map: Component2D, list: string) => `${map._id}.mapModel.${list}`;

/** Adds an item at the end of its list, above every other item (zIndex max + 1). */
export function addItemOps(map: Component2D, item: Component2D): Operation[] {
  const list = mapListOf(item);
  if (!list) return [];
  const value: Component2D = { ...item, zIndex: nextMapZIndex(map) };
  return [listAddOp(listPath(map, list), mapItemList(map, list).length, value)];
}

/** Deletes items (last position first, so every recorded index stays true). */
export function removeItemOps(map: Component2D, ids: ReadonlySet<string>): Operation[] {
  const ops: Operation[] = [];
  for (const list of ['layer', 'vector', 'marker', 'pixels'] as const) {
    const items = mapItemList(map, list);
    for (let index = items.length - 1; index >= 0; index -= 1) {
      const value = items[index]!;
      if (ids.has(value._id)) ops.push(listDeleteOp(listPath(map, list), index, value));
    }
  }
  return ops;
}

const update = updateOp;

/**
 * Moves an item one step up or down the drawing order: it swaps zIndex with its neighbour in zIndex
 * order (ties are first spread to distinct values, so every step is visible).
 */
export function reorderOps(map: Component2D, id: string, direction: 'up' | 'down'): Operation[] {
  const ordered = mapItemsOf(map)
    .map((item, i) => ({ item, i }))
    .sort((a, b) => zIndexOf(a.item) - zIndexOf(b.item) || a.i - b.i)
    .map(({ item }) => item);
  const at = ordered.findIndex((i) => i._id === id);
  const other = direction === 'up' ? at + 1 : at - 1;
  if (at < 0 || other < 0 || other >= ordered.length) return [];
  const distinct = new Set(ordered.map(zIndexOf)).size === ordered.length;
  const target = ordered.map((item, i) => (distinct ? zIndexOf(item) : i + 1));
  [target[at], target[other]] = [target[other]!, target[at]!];
  return ordered.flatMap((item, i) =>
    zIndexOf(item) === target[i] ? [] : [update(item._id, 'zIndex', item.zIndex, target[i])],
  );
}

export function showOps(item: Component2D, show: boolean): Operation[] {
  return item.show === show || (show && item.show === undefined)
    ? []
    : [update(item._id, 'show', item.show, show)];
}

export function renameOps(item: Component2D, name: string): Operation[] {
  const trimmed = name.trim().slice(0, 100);
  return trimmed === '' || trimmed === item.componentName
    ? []
    : [update(item._id, 'componentName', item.componentName, trimmed)];
}

/**
 * Pastes copied map items into a map: new ids (sqlIds left to the server), the copy suffix, zIndex
 * from the map's maximum + 1 on (consecutive for a group's members). Items of a list the map kind does
 * not have are left out.
 */
export function pasteItemOps(
  map: Component2D,
  items: readonly Component2D[],
): { ops: Operation[]; ids: string[] } {
  const copies = pasteMapComponents(items as readonly MapComponent[], mapItemsOf(map) as MapComponent[]);
  const counts: Record<string, number> = {};
  const ops: Operation[] = [];
  for (const copy of copies as Component2D[]) {
    const list = mapListOf(copy);
    if (!list) continue;
    const index = mapItemList(map, list).length + (counts[list] ?? 0);
    counts[list] = (counts[list] ?? 0) + 1;
    ops.push(listAddOp(listPath(map, list), index, copy));
  }
  return { ops, ids: ops.map((op) => (op.records as unknown as { value: Component2D }).value._id) };
}
