import {
  boxOf,
  cloneWithFreshIds,
  listAddOp,
  pastePosition,
  unionBox,
  type Component2D,
  type Operation,
  maxOrder,
} from '@twincanvas/model';
import { contextOrigin, parentGroupId } from '../docModel';
import { pastePlanSource, withProjectPlanDeep } from '../projectPlan';
import { childRefusal, listContext } from './context';
import type { EditorAction } from './types';

/**
 * Paste (docs/reference.md#copy-paste): fresh ids, the copy suffix on names (not after a cut: that is a move), offset 5 + 5 per earlier paste on this
 * page, centred in the view when the copy would leave it; works across pages, groups and projects
 * because the clipboard holds canvas coordinates.
 */
export const pasteAction: EditorAction = {
  id: 'paste',
  label: 'paste',
  keys: ['Mod+V'],
  predicate: (state) => (state.clipboard?.items.length ?? 0) > 0 && listContext(state) !== null,
  run(state) {
    const ctx = listContext(state);
    const items = state.clipboard?.items ?? [];
    if (!ctx || items.length === 0) return {};
    // docs/reference.md#copy-paste: no dynamic panel, map, or group holding one goes into a dynamic panel page.
    for (const item of items) {
      const refusal = childRefusal(state, item);
      if (refusal) return { refusal };
    }
    // Charts pasted from another project take this project's colour plan.
    const plan = pastePlanSource(state.clipboard, state);
    const copies = items.map((item) =>
      withProjectPlanDeep(
        cloneWithFreshIds(item, { kind: 'component2d', rename: state.clipboard?.cut !== true }),
        plan,
      ),
    );
    const union = unionBox(copies.map(boxOf));
    const target = pastePosition({
      source: union ?? undefined,
      earlierPastes: state.earlierPastes,
      view: state.view,
    });
    const dx = target.left - (union?.left ?? 0);
    const dy = target.top - (union?.top ?? 0);
    const origin = contextOrigin(state.doc, state.pageId, state.groupPath);
    const parentGroup = parentGroupId(state.doc, state.pageId, state.groupPath);
    let order = maxOrder(ctx.list);
    const ops: Operation[] = copies.map((copy, i) => {
      const placed: Component2D = { ...copy, order: ++order };
      if (parentGroup) placed._pid = parentGroup;
      else delete placed._pid;
      if (copy.componentRect)
        placed.componentRect = {
          ...copy.componentRect,
          componentLeft: copy.componentRect.componentLeft + dx - origin.x,
          componentTop: copy.componentRect.componentTop + dy - origin.y,
        };
      return listAddOp(`${ctx.parentId}.${ctx.listField}`, ctx.list.length + i, placed);
    });
    return { ops, operation: 'add2D', select: copies.map((c) => c._id), pasted: true };
  },
};
