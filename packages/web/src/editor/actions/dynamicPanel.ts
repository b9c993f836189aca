import type { Component2D } from '@twincanvas/model';
import { opensOf } from '../../components/editingRegistry';
import { enteredPanel, groupLevel } from '../docModel';
import { selection } from './context';
import type { ActionState, EditorAction } from './types';

/**
 * The dynamic-panel edit area (docs/reference.md#editing dynamicModel, dynamicModelData, dynamicPageOrder): the
 * entered panel is kept in groupPath as the panel id followed by the id of the page being edited, so every
 * list edit (select, move, add, paste, delete, groups) works on that page's componentList by id.
 */

export const isDynamicPanel = (c: Component2D): boolean =>
  opensOf(c) === 'panelPages' && c.dynamicModel !== undefined;

/** The entered panel of an action state, with its page and that page's index. */
export const panelOf = (state: ActionState) => enteredPanel(state.doc, state.pageId, state.groupPath);

/** The groupPath that edits page `pageId` of the entered panel (groups entered inside it are left). */
export function pagePath(state: ActionState, pageId: string): string[] {
  const entered = panelOf(state);
  if (!entered) return [...state.groupPath];
  return [...state.groupPath.slice(0, entered.depth + 1), pageId];
}

/** Enter the selected dynamic panel on its current page (dynamicEvent); panels do not nest. */
export const enterDynamicPanelAction: EditorAction = {
  id: 'enterDynamicPanel',
  label: 'enterDynamicPanel',
  keys: ['Enter'],
  predicate(state) {
    const picked = selection(state);
    return (
      picked.length === 1 &&
      isDynamicPanel(picked[0]!) &&
      (picked[0]!.dynamicModel?.pageList.length ?? 0) > 0 &&
      panelOf(state) === null
    );
  },
  run(state) {
    const panel = selection(state)[0]!;
    const pages = panel.dynamicModel!.pageList;
    const current = pages[Math.min(Math.max(0, panel.dynamicEvent ?? 0), pages.length - 1)]!;
    return { groupPath: [...state.groupPath, panel._id, current._id], select: [] };
  },
};

/** Leave the entered panel (when no group inside it is entered); the panel is selected. */
export const leaveDynamicPanelAction: EditorAction = {
  id: 'leaveDynamicPanel',
  label: 'leaveDynamicPanel',
  keys: ['Escape'],
  predicate: (state) => panelOf(state) !== null && groupLevel(state.doc, state.pageId, state.groupPath) === 0,
  run(state) {
    const entered = panelOf(state)!;
    return { groupPath: state.groupPath.slice(0, entered.depth), select: [entered.panel._id] };
  },
};
