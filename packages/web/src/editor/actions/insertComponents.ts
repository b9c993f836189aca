import type { Component2D } from '@twincanvas/model';
import { contextOf, contextOrigin, parentGroupId } from '../docModel';
import { insertComponentsOps, type DataLinks } from '../panels/library/insert';
import { defineEdit } from './types';

/**
 * Components from the library (a saved chart, a collected selection) inserted with fresh ids at the centre
 * of the visible canvas, in the edited list, pointing at the filters and variables re-created for them
 * (`links`); selected, one add2D step.
 */
export const insertComponentsEdit = defineEdit(
  'insertComponents',
  (state, components: readonly Component2D[], links?: DataLinks) => {
    const ctx = contextOf(state.doc, state.pageId, state.groupPath);
    if (!ctx || components.length === 0) return {};
    const origin = contextOrigin(state.doc, state.pageId, state.groupPath);
    const { view } = state;
    const center = { x: view.left + view.width / 2 - origin.x, y: view.top + view.height / 2 - origin.y };
    const parent = parentGroupId(state.doc, state.pageId, state.groupPath);
    const { ops, ids } = insertComponentsOps(ctx, components, center, links, parent);
    return { ops, operation: 'add2D', select: ids };
  },
);
