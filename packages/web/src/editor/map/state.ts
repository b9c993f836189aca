import { findNode, mapItemsOf, type Component2D, type DocNode, type Page } from '@twincanvas/model';
import { opensOf } from '../../components/editingRegistry';
import { contextOf, listOwner } from '../docModel';
import type { EditorState } from '../store/types';

/** tMapData: the open map container, or null (closed, or deleted meanwhile, e.g. by a co-editor). */
export function openMapNode(s: Pick<EditorState, 'doc' | 'tMapId'>): Component2D | null {
  return mapNodeOf(s.doc, s.tMapId);
}

export function mapNodeOf(doc: DocNode | null, id: string | null): Component2D | null {
  if (!doc || !id) return null;
  const found = findNode(doc, id)?.node as Component2D | undefined;
  return found && isMap(found) ? found : null;
}

/** A map container (WebGL or real map): the kind opens the map editing context. */
export const isMap = (c: Component2D): boolean => opensOf(c) === 'mapLayers';

/** The selected map items of the open map, in list order. */
export function selectedMapItems(s: Pick<EditorState, 'doc' | 'tMapId' | 'selectedIds'>): Component2D[] {
  const map = openMapNode(s);
  if (!map) return [];
  const wanted = new Set(s.selectedIds);
  return mapItemsOf(map).filter((i) => wanted.has(i._id));
}

/** The one selected map item (the property and data panels edit it), or null. */
export function selectedMapItem(s: Pick<EditorState, 'doc' | 'tMapId' | 'selectedIds'>): Component2D | null {
  const items = selectedMapItems(s);
  return items.length === 1 && s.selectedIds.length === 1 ? items[0]! : null;
}

/**
 * The one selected component the side panels (data, interactions) edit: a map item while a map is
 * open and one of its items is selected, else the selected component of the edited 2D list.
 */
export function selectedEditable(s: EditorState): Component2D | null {
  if (!s.doc || s.selectedIds.length !== 1) return null;
  const item = selectedMapItem(s);
  if (item) return item;
  // On the scene layer: the selected 3D component (its data binding and interactions are the same panels').
  if (s.mode === '3D') {
    const owner = listOwner(s.doc, s.pageId) as Page | undefined;
    const c = owner?.components3D?.find((x) => x._id === s.selectedIds[0]);
    return c ? (c as unknown as Component2D) : null;
  }
  return contextOf(s.doc, s.pageId, s.groupPath)?.list.find((c) => c._id === s.selectedIds[0]) ?? null;
}
