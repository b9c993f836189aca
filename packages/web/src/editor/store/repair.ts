import type { DocNode } from '@twincanvas/model';
import { contextOf, firstPage, listOwner } from '../docModel';
import type { EditorState } from './types';

/**
 * An entered dynamic panel whose edited page went away (undo of a page add, a co-editor's delete): keep
 * editing the panel on its last page rather than leaving it.
 */
function panelFallback(doc: DocNode, state: EditorState): string[] | null {
  for (let end = state.groupPath.length - 1; end >= 1; end--) {
    const at = state.groupPath.slice(0, end);
    const ctx = contextOf(doc, state.pageId, at.slice(0, -1));
    if (ctx && ctx.parentId !== (at.at(-2) ?? ctx.parentId)) continue;
    const pages = ctx?.list.find((c) => c._id === at.at(-1))?.dynamicModel?.pageList ?? [];
    if (pages.length > 0) return [...at, pages.at(-1)!._id];
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
  const kept = state.selectedIds.filter((id) => ids.has(id));
  if (kept.length !== state.selectedIds.length) patch.selectedIds = kept;
  return patch;
}
