import type { Component2D } from '@twincanvas/model';
import { propertyOp } from '@twincanvas/model';
import { defineEdit } from './types';

/** The history operation of a property edit: update3D for a 3D component (no componentType), else update2D. */
export function updateOperationOf(node: Pick<Component2D, 'componentType'> & { type?: unknown }): string {
  return node.componentType === undefined && typeof node.type === 'string' ? 'update3D' : 'update2D';
}

/**
 * A property-panel change: one update op. A `stateUpdate` (a number field, which its arrows step again
 * and again) is a component-state update, throttled at 600 ms (docs/reference.md#saving): steps of the
 * same property inside the window are one undo step and one save. Other changes are one step each.
 */
export const setPropertyEdit = defineEdit(
  'setProperty',
  (
    _state,
    node: Component2D,
    path: string,
    value: unknown,
    opts: { stateUpdate?: boolean; operation?: string } = {},
  ) => ({
    ops: [propertyOp(node, path, value)],
    operation: opts.operation ?? updateOperationOf(node),
    ...(opts.stateUpdate ? { stateKey: `${node._id}.${path}` } : {}),
  }),
);
