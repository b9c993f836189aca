import type { StateCreator } from 'zustand';
import type { EditorState } from '../store/types';

/**
 * The map editing context (docs/reference.md#editing: tMapId / tMapData): the map container whose layers,
 * vectors, markers and pixels are being edited. While it is open the left panel lists its items, the
 * right panel edits the selected item, combine and 2D copy refuse, and the map takes the pointer.
 * The container node itself (tMapData) is read from the document by `openMapNode` (state.ts).
 */
export interface MapSlice {
  tMapId: string | null;
  /** Opens a map (its items start unselected) or closes the context with null; the group context resets. */
  openMap(id: string | null): void;
}

export const mapSlice: StateCreator<EditorState, [], [], MapSlice> = (set, get) => ({
  tMapId: null,
  openMap: (id) => {
    if (get().tMapId === id) return;
    // Entering or leaving a map resets the group context (docs/reference.md#groups) and selects the container,
    // so the 2D actions see it (and refuse where a map context forbids them).
    const previous = get().tMapId;
    set({ tMapId: id, groupPath: [], selectedIds: id ? [id] : previous ? [previous] : [] });
  },
});
