import { type Component3D, rename3DOp, validateName } from '@twincanvas/model';
import { defineEdit } from './types';

/** Renames a 3D component (update3D), unless the name is unchanged or refused by the naming rule. */
export const rename3DEdit = defineEdit('rename3D', (state, c: Component3D, name: string) => {
  if (name === (c.name ?? '')) return {};
  const problem = validateName(name);
  if (problem) return { refusal: problem };
  return { ops: [rename3DOp(state.doc, c, name)], operation: 'update3D' };
});
