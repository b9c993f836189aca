import { describe, expect, it } from 'vitest';
import { applyOps, invertOps, mapItemsOf, type Component2D, type DocNode } from '@twincanvas/model';
import { mapContainerDefinition } from '../../components/mapContainer';
import { mapLayerEditingOf } from '../../components/editingRegistry';
import { combineAction } from '../actions/combine';
import {
  addMapItemEdit,
  removeMapItemsEdit,
  renameMapItemEdit,
  reorderMapItemEdit,
  saveMapViewEdit,
  showMapItemEdit,
} from '../actions/mapItems';
import { copyAction } from '../actions/copy';
import { applyChecked, sampleComponents, sampleDoc, stateOf } from '../actions/fixtures';
import { panelDoc } from '../actions/panelFixture';
import { pasteAction } from '../actions/paste';
import type { ActionState } from '../actions/types';
import {
  copyMapItemsAction,
  deleteMapItemsAction,
  enterMapAction,
  leaveMapAction,
  pasteMapItemsAction,
} from './actions';
import { addItemOps, removeItemOps, renameOps, reorderOps, showOps } from './edits';
import { mapNodeOf } from './state';

/** A WebGL map M… with a GeoJSON layer (z 1), a heat map (z 2) and markers (z 3). */
function mapWithItems(): Component2D {
  const map = mapContainerDefinition.defaults(4501);
  map.componentRect = { componentLeft: 100, componentTop: 100, componentWidth: 800, componentHeight: 500 };
  const model = map.mapModel as Record<string, Component2D[]>;
  [4524, 4543, 4561].forEach((code, i) => {
    const item = mapLayerEditingOf(code)!.defaults();
    item.zIndex = i + 1;
    model[mapLayerEditingOf(code)!.mapClass]!.push(item);
  });
  return map;
}

function mapState(overrides: Partial<ActionState> = {}) {
  const map = mapWithItems();
  const doc = sampleDoc([...sampleComponents(), map]);
  return { map, state: stateOf({ doc, ...overrides }) };
}

const mapIn = (doc: DocNode, id: string) => mapNodeOf(doc, id)!;

describe('map editing context', () => {
  it('a new map container: Beijing, zoom 15 within 3-20, pitch 30, level 10, four empty lists', () => {
    const map = mapContainerDefinition.defaults(4601);
    expect(map._id).toMatch(/^M/);
    expect(map.componentType).toBe('4601');
    expect(map.mapModel).toMatchObject({
      center: [116.397428, 39.90923],
      zoom: 15,
      minZoom: 3,
      maxZoom: 20,
      pitch: 30,
      level: 10,
      layer: [],
      vector: [],
      marker: [],
      pixels: [],
    });
  });

  it('Enter on a selected map opens it; Escape leaves it', () => {
    const { map, state } = mapState({ selectedIds: [] });
    expect(enterMapAction.predicate(state)).toBe(false);
    const selected = { ...state, selectedIds: [map._id] };
    expect(enterMapAction.predicate(selected)).toBe(true);
    expect(enterMapAction.run(selected)).toEqual({ openMap: map._id });
    expect(leaveMapAction.predicate(selected)).toBe(false);
    expect(leaveMapAction.run({ ...selected, mapId: map._id })).toEqual({ openMap: null });
  });

  it('with a map open, combine and 2D copy refuse (the map is still selected)', () => {
    const { map, state } = mapState();
    const open = { ...state, selectedIds: [map._id, 'E1'], mapOpen: true, mapId: map._id };
    expect(combineAction.run(open).refusal?.en).toMatch(/map/i);
    expect(copyAction.run({ ...open, selectedIds: [map._id] }).refusal?.en).toMatch(/map/i);
  });

  it('a copied map is refused inside a dynamic panel page', () => {
    const map = mapWithItems();
    const doc = panelDoc();
    const page = (
      doc as { projectScenesList: { projectPageList: { projectTwoComponentList: Component2D[] }[] }[] }
    ).projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList;
    page.push(map);
    const clipboard = copyAction.run(stateOf({ doc, selectedIds: [map._id] })).clipboard!;
    const out = pasteAction.run(stateOf({ doc, clipboard, groupPath: ['G1', 'Z1'] }));
    expect(out.refusal?.en).toMatch(/map/i);
    expect(out.ops).toBeUndefined();
  });

  it('pasting a map on the canvas gives the map and each of its items new ids', () => {
    const { map, state } = mapState({ selectedIds: [] });
    const clipboard = copyAction.run({ ...state, selectedIds: [map._id] }).clipboard!;
    const s = { ...state, clipboard };
    const out = pasteAction.run(s);
    const after = applyChecked(s, out);
    const copy = mapIn(after, out.select![0]!);
    expect(copy._id).not.toBe(map._id);
    const oldIds = new Set(mapItemsOf(map).map((i) => i._id));
    expect(mapItemsOf(copy)).toHaveLength(3);
    for (const item of mapItemsOf(copy)) expect(oldIds.has(item._id)).toBe(false);
  });

  it('add puts an item on top (zIndex max + 1); remove, reorder, show/hide and rename invert exactly', () => {
    const { map, state } = mapState();
    const item = mapLayerEditingOf(4540)!.defaults();
    const added = applyChecked(state, { ops: addItemOps(map, item) });
    expect(mapIn(added, map._id).mapModel).toMatchObject({
      vector: [expect.anything(), expect.objectContaining({ _id: item._id, zIndex: 4 })],
    });
    const [geojson, heat, markers] = mapItemsOf(map).sort((a, b) => (a.zIndex ?? 0) - (b.zIndex ?? 0));
    const up = applyChecked(state, { ops: reorderOps(map, geojson!._id, 'up') });
    const z = (doc: DocNode, id: string) => mapItemsOf(mapIn(doc, map._id)).find((i) => i._id === id)?.zIndex;
    expect([z(up, geojson!._id), z(up, heat!._id)]).toEqual([2, 1]);
    expect(reorderOps(map, markers!._id, 'up')).toEqual([]);
    const hidden = applyChecked(state, { ops: showOps(heat!, false) });
    expect(mapItemsOf(mapIn(hidden, map._id)).find((i) => i._id === heat!._id)?.show).toBe(false);
    expect(showOps(heat!, true)).toEqual([]);
    const renamed = applyChecked(state, { ops: renameOps(heat!, '  客流热力  ') });
    expect(mapItemsOf(mapIn(renamed, map._id)).find((i) => i._id === heat!._id)?.componentName).toBe(
      '客流热力',
    );
    const removed = applyChecked(state, { ops: removeItemOps(map, new Set([geojson!._id, markers!._id])) });
    expect(mapItemsOf(mapIn(removed, map._id)).map((i) => i._id)).toEqual([heat!._id]);
  });

  it('the map panel edits: each one mapCpt step, the added item selected, the map kept selected on removal', () => {
    const { map, state } = mapState();
    const item = mapLayerEditingOf(4540)!.defaults();
    expect(addMapItemEdit.run(state, map, item)).toEqual({
      ops: addItemOps(map, item),
      operation: 'mapCpt',
      select: [item._id],
    });
    const [geojson, heat] = mapItemsOf(map).sort((a, b) => (a.zIndex ?? 0) - (b.zIndex ?? 0));
    expect(removeMapItemsEdit.run(state, map, [geojson!._id])).toMatchObject({ select: [map._id] });
    expect(reorderMapItemEdit.run(state, map, geojson!._id, 'up').ops).toEqual(
      reorderOps(map, geojson!._id, 'up'),
    );
    expect(showMapItemEdit.run(state, heat!, false).operation).toBe('mapCpt');
    expect(renameMapItemEdit.run(state, heat!, 'x').ops).toEqual(renameOps(heat!, 'x'));
    // Saving the view writes only what changed, rounded.
    const view = {
      center: [116.3974281234, 39.90923] as [number, number],
      zoom: 15,
      pitch: 42.04,
      bearing: 0,
    };
    const saved = saveMapViewEdit.run(state, map, view);
    const after = mapIn(applyChecked(state, saved), map._id).mapModel as Record<string, unknown>;
    expect(after).toMatchObject({ center: [116.397428, 39.90923], pitch: 42 });
    expect(saved.ops?.map((o) => o.path)).toEqual([`${map._id}.mapModel.pitch`]);
  });

  it('copy and paste of map items: new ids and no sqlId, copy suffix, zIndex from max + 1, consecutive', () => {
    const { map, state } = mapState();
    const [geojson, heat] = mapItemsOf(map);
    const open = { ...state, mapOpen: true, mapId: map._id };
    geojson!._sqlId = 7;
    const copied = copyMapItemsAction.run({ ...open, selectedIds: [geojson!._id, heat!._id] });
    expect(copied.clipboard?.items).toEqual([]);
    expect(pasteAction.predicate({ ...state, clipboard: copied.clipboard! })).toBe(false);
    const withClip = { ...open, clipboard: copied.clipboard!, selectedIds: [] };
    expect(pasteMapItemsAction.predicate(withClip)).toBe(true);
    const out = pasteMapItemsAction.run(withClip);
    expect(out.operation).toBe('mapCpt');
    const after = applyChecked(withClip, out);
    const pasted = mapItemsOf(mapIn(after, map._id)).filter((i) => out.select!.includes(i._id));
    // The default names are content in the language the items were added in (components/common/content.ts).
    expect(pasted.map((i) => [i.componentName, i.zIndex, i._sqlId])).toEqual([
      [`${geojson!.componentName}副本`, 4, undefined],
      [`${heat!.componentName}副本`, 5, undefined],
    ]);
    // Undo removes exactly the pasted items.
    expect(applyOps(after, invertOps(out.ops!))).toEqual(withClip.doc);
  });

  it('Delete removes the selected map items (and only while they are selected in an open map)', () => {
    const { map, state } = mapState();
    const [geojson] = mapItemsOf(map);
    expect(deleteMapItemsAction.predicate({ ...state, selectedIds: [geojson!._id] })).toBe(false);
    const open = { ...state, mapOpen: true, mapId: map._id, selectedIds: [geojson!._id] };
    expect(deleteMapItemsAction.predicate(open)).toBe(true);
    const out = deleteMapItemsAction.run(open);
    expect(mapItemsOf(mapIn(applyChecked(open, out), map._id))).toHaveLength(2);
    expect(out.select).toEqual([map._id]);
  });
});
