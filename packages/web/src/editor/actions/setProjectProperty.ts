import { propertyOp } from '@twincanvas/model';
import { defineEdit } from './types';

/** A change of the project root itself (its equalizer, …): one update op, one `updateProject` history step. */
export const setProjectPropertyEdit = defineEdit(
  'setProjectProperty',
  (state, path: string, value: unknown) => ({
    ops: [propertyOp({ ...state.doc, _id: String(state.doc._id) }, path, value)],
    operation: 'updateProject',
  }),
);
