import type { Component2D } from '@twincanvas/model';
import { propertyOp } from '@twincanvas/model';
import { defineEdit } from './types';

/** The layer list's eye and padlock: one component's `show` or `lock` flips (the selection's are lock/toggleShow). */
export const toggleFlagEdit = defineEdit(
  'toggleFlag',
  (_state, node: Component2D, field: 'lock' | 'show') => {
    const current = field === 'show' ? node.show !== false : node.lock === true;
    return { ops: [propertyOp(node, field, !current)], operation: 'update2D' };
  },
);
