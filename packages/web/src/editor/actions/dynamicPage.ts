import {
  listAddOp,
  listDeleteOp,
  makeDeleteOp,
  updateOp,
  type Component2D,
  type DynamicPage,
  type Operation,
} from '@twincanvas/model';
import { newDynamicPage } from '../../components/dynamicPanel';
import { pagePath, panelOf } from './dynamicPanel';
import { defineEdit, type ActionOutcome, type ActionState, type EditorAction } from './types';

/**
 * Page edits of the entered dynamic panel (docs/reference.md#history: add/del/update/switchDynamicPage), all
 * undoable ops. The page being edited is always the panel's stored current page (dynamicEvent): entering
 * opens it, and switching, adding, deleting and reordering pages keep it so, as one op of the same edit.
 * So preview and reload open the panel on the page the designer left it on, and undo walks back through
 * page switches too.
 */

const pagesField = (panelId: string) => `${panelId}.dynamicModel.pageList`;

/**
 * Switches are recorded as updateDynamicPage, not switchDynamicPage: history does not save the latter (docs/reference.md#history)
 * again on undo/redo (its switch was edit state), but here it changes the stored dynamicEvent, and an
 * undo that is not saved would leave the server, reload and co-editors on another page than the screen.
 */
export const SWITCH_OPERATION = 'updateDynamicPage';

/** The op setting a panel's current page, none when it already is that page. */
export function currentPageOps(panel: Component2D, index: number): Operation[] {
  if ((panel.dynamicEvent ?? 0) === index) return [];
  return [updateOp(panel._id, 'dynamicEvent', panel.dynamicEvent, index)];
}

/** Edit page `index` of the entered panel and make it the panel's current page. */
export function switchToPage(state: ActionState, index: number): ActionOutcome {
  const entered = panelOf(state);
  const target = entered?.panel.dynamicModel?.pageList[index];
  if (!entered || !target || index === entered.index) return {};
  return {
    ops: currentPageOps(entered.panel, index),
    operation: SWITCH_OPERATION,
    groupPath: pagePath(state, target._id),
    select: [],
  };
}

/** Switch to the page `step` away, wrapping like the panel's own '+' / '-' (docs/reference.md#visibility). */
function switchBy(step: 1 | -1): EditorAction['run'] {
  return (state) => {
    const entered = panelOf(state);
    if (!entered) return {};
    const count = entered.panel.dynamicModel!.pageList.length;
    return switchToPage(state, (entered.index + step + count) % count);
  };
}

const manyPages = (state: ActionState) => (panelOf(state)?.panel.dynamicModel?.pageList.length ?? 0) > 1;

export const nextDynamicPageAction: EditorAction = {
  id: 'nextDynamicPage',
  label: 'nextDynamicPage',
  keys: ['PageDown'],
  predicate: manyPages,
  run: switchBy(1),
};

export const prevDynamicPageAction: EditorAction = {
  id: 'prevDynamicPage',
  label: 'prevDynamicPage',
  keys: ['PageUp'],
  predicate: manyPages,
  run: switchBy(-1),
};

/** A page tab clicked: `input.pageIndex` is the page to edit. */
export const switchDynamicPageAction: EditorAction = {
  id: 'switchDynamicPage',
  label: 'switchDynamicPage',
  keys: [],
  predicate: manyPages,
  run: (state, input) => (input?.pageIndex === undefined ? {} : switchToPage(state, input.pageIndex)),
};

/** Add an empty page at the end of the entered panel and edit it. */
export const addDynamicPageAction: EditorAction = {
  id: 'addDynamicPage',
  label: 'addDynamicPage',
  keys: [],
  predicate: (state) => panelOf(state) !== null,
  run(state) {
    const { panel } = panelOf(state)!;
    const pages = panel.dynamicModel!.pageList;
    const page = newDynamicPage(pages.length);
    const ops: Operation[] = [
      listAddOp(pagesField(panel._id), pages.length, page),
      ...currentPageOps(panel, pages.length),
    ];
    return { ops, operation: 'addDynamicPage', groupPath: pagePath(state, page._id), select: [] };
  },
};

/**
 * Delete the edited page (the UI asks first); the last page stays. Editing moves to the neighbouring
 * page, which becomes the panel's current page.
 */
export const deleteDynamicPageAction: EditorAction = {
  id: 'deleteDynamicPage',
  label: 'deleteDynamicPage',
  keys: [],
  predicate: manyPages,
  run(state) {
    const { panel, page, index } = panelOf(state)!;
    const pages = panel.dynamicModel!.pageList;
    const neighbour = pages[index > 0 ? index - 1 : 1]!;
    // The neighbour's index once the page is gone: the one before, or the first.
    const ops: Operation[] = [
      makeDeleteOp(state.doc, page._id),
      ...currentPageOps(panel, Math.max(0, index - 1)),
    ];
    return { ops, operation: 'delDynamicPage', groupPath: pagePath(state, neighbour._id), select: [] };
  },
};

/**
 * Ops moving a page of a panel from one position to another; pageOrder follows the list order, and the
 * panel's current page (dynamicEvent) stays on the same page wherever it moves.
 */
export function movePageOps(panel: Component2D, from: number, to: number): Operation[] {
  const pages: readonly DynamicPage[] = panel.dynamicModel?.pageList ?? [];
  const panelId = panel._id;
  if (from === to || !pages[from] || to < 0 || to >= pages.length) return [];
  const moved = pages[from]!;
  const rest = pages.filter((_, i) => i !== from);
  const after = [...rest.slice(0, to), moved, ...rest.slice(to)];
  const ops: Operation[] = [
    listDeleteOp(pagesField(panelId), from, moved),
    listAddOp(pagesField(panelId), to, { ...moved, pageOrder: to }),
  ];
  after.forEach((p, i) => {
    if (p !== moved && (p.pageOrder ?? i) !== i) ops.push(updateOp(p._id, 'pageOrder', p.pageOrder, i));
  });
  const current = pages[Math.min(Math.max(0, panel.dynamicEvent ?? 0), pages.length - 1)];
  return [
    ...ops,
    ...currentPageOps(
      panel,
      after.findIndex((p) => p === current),
    ),
  ];
}

/** Drags a page tab of the entered panel to another position (one updateDynamicPage step). */
export const moveDynamicPageEdit = defineEdit('moveDynamicPage', (state, from: number, to: number) => {
  const entered = panelOf(state);
  if (!entered) return {};
  return { ops: movePageOps(entered.panel, from, to), operation: 'updateDynamicPage' };
});
