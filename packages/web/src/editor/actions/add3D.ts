import { add3DOps, type Component3D } from '@twincanvas/model';
import { editedPage3D } from './edit3D';
import { defineEdit } from './types';

/** Adds a 3D component to the edited page and selects it (add3D): a placed kind, a dropped model. */
export const add3DEdit = defineEdit('add3D', (state, component: Component3D) => {
  const page = editedPage3D(state);
  if (!page) return {};
  return { ops: add3DOps(page, [component]), operation: 'add3D', select: [component._id] };
});
