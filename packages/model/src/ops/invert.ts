import type { Operation } from '../types/operation.js';
import { NoValueError, wrongCommand } from './errors.js';
import { invertMove } from './move.js';

function invertOne(op: Operation): Operation {
  switch (op.command) {
    case 'add':
    case 'restore':
      return {
        command: 'delete',
        path: op.path,
        records: { index: op.records.index, value: op.records.value },
      };
    case 'delete':
      return {
        command: 'restore',
        path: op.path,
        records: { index: op.records.index, value: op.records.value },
      };
    case 'update':
      if (!Object.hasOwn(op.records, 'oldValue')) throw new NoValueError(op.path);
      return {
        command: 'update',
        path: op.path,
        records: { oldValue: op.records.newValue, newValue: op.records.oldValue },
      };
    case 'move':
      return invertMove(op);
    default:
      throw wrongCommand();
  }
}

/** The operations that undo `ops`: each one inverted, in reverse order. */
export function invertOps(ops: readonly Operation[]): Operation[] {
  return ops.map(invertOne).reverse();
}
