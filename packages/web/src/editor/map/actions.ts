import type { Component2D } from '@twincanvas/model';
import i18n from '../../app/i18n';
import { selection } from '../actions/context';
import type { ActionState, EditorAction } from '../actions/types';
import { isMap, mapNodeOf } from './state';
import { MAP_OPERATION, pasteItemOps, removeItemOps } from './edits';

/**
 * Keyboard and menu actions of the map editing context (docs/maps.md). They share keys with 2D actions;
 * their predicates hold only while a map is open (or, for entering, on a selected map) and the 2D ones
 * never do then, so the dispatcher runs the one that applies.
 */
const openMap = (state: ActionState): Component2D | null => mapNodeOf(state.doc, state.mapId);

function selectedItems(state: ActionState): Component2D[] {
  const map = openMap(state);
  if (!map) return [];
  const wanted = new Set(state.selectedIds);
  const mapModel = (map.mapModel ?? {}) as Record<string, Component2D[] | undefined>;
  return ['layer', 'vector', 'marker', 'pixels']
    .flatMap((l) => mapModel[l] ?? [])
    .filter((i) => wanted.has(i._id));
}

/** The single selected map container of the 2D list (Enter opens it). */
function selectedMap(state: ActionState): Component2D | null {
  const picked = selection(state);
  const only = picked.length === 1 ? picked[0]! : null;
  return only && isMap(only) ? only : null;
}

export const enterMapAction: EditorAction = {
  id: 'enterMap',
  label: 'enterMap',
  keys: ['Enter'],
  predicate: (state) => state.mapId === null && selectedMap(state) !== null,
  // The store opens the context (executor: outcome.mapId); nothing in the document changes.
  run: (state) => ({ openMap: selectedMap(state)?._id ?? null }),
};

export const leaveMapAction: EditorAction = {
  id: 'leaveMap',
  label: 'leaveMap',
  keys: ['Escape'],
  predicate: (state) => state.mapId !== null,
  run: () => ({ openMap: null }),
};

export const copyMapItemsAction: EditorAction = {
  id: 'copyMapItems',
  label: 'copyMapItems',
  keys: ['Mod+C'],
  predicate: (state) => selectedItems(state).length > 0,
  run: (state) => ({
    clipboard: {
      version: 1,
      projectFlag: state.projectFlag,
      pageId: state.pageId,
      items: [],
      mapItems: selectedItems(state),
    },
  }),
};

export const pasteMapItemsAction: EditorAction = {
  id: 'pasteMapItems',
  label: 'pasteMapItems',
  keys: ['Mod+V'],
  predicate: (state) => openMap(state) !== null && (state.clipboard?.mapItems?.length ?? 0) > 0,
  run(state) {
    const map = openMap(state);
    if (!map) return {};
    const { ops, ids } = pasteItemOps(map, state.clipboard?.mapItems ?? []);
    return { ops, operation: MAP_OPERATION, select: ids, pasted: true };
  },
};

export const deleteMapItemsAction: EditorAction = {
  id: 'deleteMapItems',
  label: 'deleteMapItems',
  keys: ['Delete', 'Backspace'],
  predicate: (state) => selectedItems(state).length > 0,
  run(state) {
    const map = openMap(state);
    if (!map) return {};
    return {
      ops: removeItemOps(map, new Set(state.selectedIds)),
      operation: MAP_OPERATION,
      select: [map._id],
    };
  },
};

/** Listed after the 2D actions in the registry. */
export const MAP_ACTIONS: readonly EditorAction[] = [
  enterMapAction,
  leaveMapAction,
  copyMapItemsAction,
  pasteMapItemsAction,
  deleteMapItemsAction,
];

const labels = {
  'zh-CN': {
    enterMap: '进入地图编辑',
    leaveMap: '退出地图编辑',
    copyMapItems: '复制地图项',
    pasteMapItems: '粘贴地图项',
    deleteMapItems: '删除地图项',
  },
  en: {
    enterMap: 'Edit map',
    leaveMap: 'Leave map',
    copyMapItems: 'Copy map items',
    pasteMapItems: 'Paste map items',
    deleteMapItems: 'Delete map items',
  },
};
for (const [lang, actions] of Object.entries(labels))
  i18n.addResourceBundle(lang, 'translation', { editor: { actions } }, true, true);
