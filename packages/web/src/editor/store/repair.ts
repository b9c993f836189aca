import type { DocNode } from '@twincanvas/model';
import { contextOf, firstPage, listOwner } from '../docModel';
import type { EditorState } from './types';

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
    return { groupPath: [], selectedIds: [] };
  const ids = new Set((ctx?.list ?? []).map((c) => c._id));
  const kept = state.selectedIds.filter((id) => ids.has(id));
  if (kept.length !== state.selectedIds.length) patch.selectedIds = kept;
  return patch;
}
