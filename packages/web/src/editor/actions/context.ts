import { ID_PREFIXES, listDeleteOp, updateOp } from '@twincanvas/model';
import type { Component2D, ListContext, Message, Operation } from '@twincanvas/model';
import { editingOf } from '../../components/editingRegistry';
import { contextOf, enteredPanel, groupChain } from '../docModel';
import type { ActionState } from './types';

export function listContext(state: ActionState): ListContext | null {
  return contextOf(state.doc, state.pageId, state.groupPath);
}

/**
 * Why the component whose content is the edited list refuses `child` there (its kind's `refusesChild`:
 * a dynamic panel's page takes no panel or map); null where it is taken, and on a page or in a group.
 */
export function childRefusal(state: ActionState, child: Component2D): Message | null {
  if (!listContext(state)?.parentId.startsWith(ID_PREFIXES.dynamicPage)) return null;
  const container = enteredPanel(state.doc, state.pageId, state.groupPath)?.panel;
  return (container && editingOf(container.componentType)?.refusesChild?.(child)) ?? null;
}

/** Selected components of the edited list, in list order. */
export function selection(state: ActionState): Component2D[] {
  const wanted = new Set(state.selectedIds);
  return (listContext(state)?.list ?? []).filter((c) => wanted.has(c._id));
}

export const hasSelection = (state: ActionState): boolean => selection(state).length > 0;

/** Whether an entered group (or dynamic panel) around the edited list is locked: its members are too. */
export const insideLocked = (state: ActionState): boolean =>
  groupChain(state.doc, state.pageId, state.groupPath).some((g) => g.lock === true);

/** Selected components that may move: locked ones, and every member of a locked group, stay put. */
export const movable = (state: ActionState): Component2D[] =>
  insideLocked(state) ? [] : selection(state).filter((c) => c.lock !== true);

/** An update op carrying the old value so it inverts exactly. */
export const update = updateOp;

/** Delete ops for components of the list, last position first so every recorded index stays true. */
export function deleteOps(ctx: ListContext, ids: ReadonlySet<string>): Operation[] {
  return ctx.list
    .map((component, index) => ({ component, index }))
    .filter(({ component }) => ids.has(component._id))
    .reverse()
    .map(({ component, index }) => listDeleteOp(`${ctx.parentId}.${ctx.listField}`, index, component));
}
