import { makeDeleteOp, type DynamicPage, type Operation } from '@twincanvas/model';
import { newDynamicPage } from '../../components/dynamicPanel';
import { pagePath, panelOf } from './dynamicPanel';
import type { ActionState, EditorAction } from './types';

/** Page edits of the entered dynamic panel (editor spec 4.7: add/del/updateDynamicPage), all undoable ops. */

const pagesField = (panelId: string) => `${panelId}.dynamicModel.pageList`;

/** Switch to the page `step` away, wrapping like the panel's own '+' / '-' (spec 4.3). Edit state only. */
function switchBy(step: 1 | -1): EditorAction['run'] {
  return (state) => {
    const entered = panelOf(state);
    if (!entered) return {};
    const pages = entered.panel.dynamicModel!.pageList;
    const next = pages[(entered.index + step + pages.length) % pages.length]!;
    return { groupPath: pagePath(state, next._id), select: [] };
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
    const op: Operation = {
      command: 'add',
      path: pagesField(panel._id),
      records: { index: pages.length, value: page },
    };
    return { ops: [op], operation: 'addDynamicPage', groupPath: pagePath(state, page._id), select: [] };
  },
};

/**
 * Delete the edited page (the UI asks first); the last page stays. The panel's stored current page is
 * pulled back into range, and editing moves to the neighbouring page.
 */
export const deleteDynamicPageAction: EditorAction = {
  id: 'deleteDynamicPage',
  label: 'deleteDynamicPage',
  keys: [],
  predicate: manyPages,
  run(state) {
    const { panel, page, index } = panelOf(state)!;
    const pages = panel.dynamicModel!.pageList;
    const ops: Operation[] = [makeDeleteOp(state.doc, page._id)];
    const current = panel.dynamicEvent ?? 0;
    if (current >= pages.length - 1)
      ops.push({
        command: 'update',
        path: `${panel._id}.dynamicEvent`,
        records: { oldValue: panel.dynamicEvent, newValue: pages.length - 2 },
      });
    const neighbour = pages[index > 0 ? index - 1 : 1]!;
    return { ops, operation: 'delDynamicPage', groupPath: pagePath(state, neighbour._id), select: [] };
  },
};

/** Ops moving a page of a panel from one position to another; pageOrder follows the list order. */
export function movePageOps(
  panelId: string,
  pages: readonly DynamicPage[],
  from: number,
  to: number,
): Operation[] {
  if (from === to || !pages[from] || to < 0 || to >= pages.length) return [];
  const moved = pages[from]!;
  const rest = pages.filter((_, i) => i !== from);
  const after = [...rest.slice(0, to), moved, ...rest.slice(to)];
  const ops: Operation[] = [
    { command: 'delete', path: pagesField(panelId), records: { index: from, value: moved } },
    {
      command: 'add',
      path: pagesField(panelId),
      records: { index: to, value: { ...moved, pageOrder: to } },
    },
  ];
  after.forEach((p, i) => {
    if (p !== moved && (p.pageOrder ?? i) !== i)
      ops.push({
        command: 'update',
        path: `${p._id}.pageOrder`,
        records: { oldValue: p.pageOrder, newValue: i },
      });
  });
  return ops;
}
