import { validateName, renameOp } from '@twincanvas/model';
import { defineEdit } from './types';

/** Renames a component, page or scene (`field` names its name property); an unchanged name is no edit. */
export const renameEdit = defineEdit(
  'rename',
  (_state, nodeId: string, field: string, oldName: unknown, name: string, operation: string) => {
    if (name === oldName) return {};
    const problem = validateName(name);
    if (problem) return { refusal: problem };
    return { ops: [renameOp(nodeId, field, oldName, name)], operation };
  },
);
