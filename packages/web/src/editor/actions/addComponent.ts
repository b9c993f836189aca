import { addComponentOps, type Component2D } from '@twincanvas/model';
import { createComponent } from '../../components/registry';
import { contextOf, contextOrigin, parentGroupId } from '../docModel';
import { withProjectPlanDeep } from '../projectPlan';
import { childRefusal } from './context';
import { defineEdit } from './types';

/**
 * A new component of a type (or one already made, e.g. an image from the library at its own size) at a
 * canvas point (the centre of the visible canvas by default), in the edited list; selected. A new chart
 * starts from the project's colour plan; a dynamic panel refuses another dynamic panel inside it.
 */
export const addComponentEdit = defineEdit(
  'add2D',
  (state, kind: number | Component2D, at?: { x: number; y: number }) => {
    const created = typeof kind === 'number' ? createComponent(kind) : kind;
    const component = created && withProjectPlanDeep(created, state.doc);
    const ctx = contextOf(state.doc, state.pageId, state.groupPath);
    if (!component || !ctx) return {};
    if (childRefusal(state, component)) return { refusalKey: 'dynamicPanelEdit.noNesting' };
    const { view } = state;
    const point = at ?? { x: view.left + view.width / 2, y: view.top + view.height / 2 };
    const origin = contextOrigin(state.doc, state.pageId, state.groupPath);
    const ops = addComponentOps(
      ctx,
      component,
      { x: point.x - origin.x, y: point.y - origin.y },
      parentGroupId(state.doc, state.pageId, state.groupPath),
    );
    return { ops, operation: 'add2D', select: [component._id] };
  },
);
