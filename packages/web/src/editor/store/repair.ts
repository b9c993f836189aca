import { mapItemsOf, type DocNode, type Page } from '@twincanvas/model';
import { contextOf, enteredPanel, firstPage, listOwner } from '../docModel';
import type { EditorState } from './types';

/** The page a panel shows: its stored current page (dynamicEvent), kept in range. */
function currentPageIndex(panel: { dynamicEvent?: number }, count: number): number {
  return Math.min(Math.max(0, panel.dynamicEvent ?? 0), count - 1);
}

/**
 * An entered dynamic panel whose edited page went away (undo of a page add, a co-editor's delete): keep
 * editing the panel, on its current page, rather than leaving it.
 */
function panelFallback(doc: DocNode, state: EditorState): string[] | null {
  for (let end = state.groupPath.length - 1; end >= 1; end--) {
    const at = state.groupPath.slice(0, end);
    const ctx = contextOf(doc, state.pageId, at.slice(0, -1));
    if (ctx && ctx.parentId !== (at.at(-2) ?? ctx.parentId)) continue;
    const panel = ctx?.list.find((c) => c._id === at.at(-1));
    const pages = panel?.dynamicModel?.pageList ?? [];
    if (panel && pages.length > 0) return [...at, pages[currentPageIndex(panel, pages.length)]!._id];
  }
  return null;
}

/** Keeps the selection and the page pointing at nodes that still exist after ops were applied. */
export function repair(state: EditorState, doc: DocNode): Partial<EditorState> {
  const patch: Partial<EditorState> = {};
  if (!listOwner(doc, state.pageId)) {
    const first = firstPage(doc);
    patch.sceneId = first?.sceneId ?? '';
    patch.pageId = first?.pageId ?? '';
    patch.groupPath = [];
    patch.selectedIds = [];
    return patch;
  }
  const ctx = contextOf(doc, state.pageId, state.groupPath);
  if (ctx && ctx.parentId !== (state.groupPath.at(-1) ?? ctx.parentId))
    return { groupPath: panelFallback(doc, state) ?? [], selectedIds: [] };
  const ids = new Set((ctx?.list ?? []).map((c) => c._id));
  // An open map's items are selectable too (its container is in the list, or the map context closes).
  const map = state.tMapId ? ctx?.list.find((c) => c._id === state.tMapId) : undefined;
  if (map) for (const item of mapItemsOf(map)) ids.add(item._id);
  // On the scene layer the page's 3D components are what is selected.
  if (state.mode === '3D')
    for (const c of (listOwner(doc, state.pageId) as Page | undefined)?.components3D ?? []) ids.add(c._id);
  const kept = state.selectedIds.filter((id) => ids.has(id));
  if (kept.length !== state.selectedIds.length) patch.selectedIds = kept;
  return patch;
}

/**
 * After undo/redo: an entered dynamic panel is edited on its current page (the step may have switched
 * it), so the edit area and the stored dynamicEvent never disagree. Null when nothing is to change.
 */
export function followPanelPage(state: EditorState, doc: DocNode): Partial<EditorState> | null {
  const entered = enteredPanel(doc, state.pageId, state.groupPath);
  if (!entered) return null;
  const pages = entered.panel.dynamicModel?.pageList ?? [];
  const current = pages[currentPageIndex(entered.panel, pages.length)];
  if (!current || current._id === entered.page._id) return null;
  return { groupPath: [...state.groupPath.slice(0, entered.depth + 1), current._id], selectedIds: [] };
}
