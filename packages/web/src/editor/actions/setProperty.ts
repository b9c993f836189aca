import type { Component2D } from '@twincanvas/model';
import { propertyOp } from '@twincanvas/model';
import { defineEdit } from './types';

/** Any document node a property edit may change: a component, or a scene, page or the project root. */
export type EditedNode = { _id: string } & Partial<Pick<Component2D, 'componentType'>> & { type?: unknown };

/** The history operation of a property edit: update3D for a 3D component (no componentType), else update2D. */
export function updateOperationOf(
  node: Pick<Partial<Component2D>, 'componentType'> & { type?: unknown },
): string {
  return node.componentType === undefined && typeof node.type === 'string' ? 'update3D' : 'update2D';
}

/**
 * A property-panel change: one update op. A `stateUpdate` (a number field, which its arrows step again
 * and again) is a component-state update, throttled at 600 ms (docs/reference.md#saving): steps of the
 * same property inside the window are one undo step and one save. Other changes are one step each.
 * Scenes, pages and the project root are edited the same way, under their own history `operation`
 * (updateScene, updateProject).
 */
export const setPropertyEdit = defineEdit(
  'setProperty',
  (
    _state,
    node: EditedNode,
    path: string,
    value: unknown,
    opts: { stateUpdate?: boolean; operation?: string } = {},
  ) => ({
    ops: [propertyOp(node, path, value)],
    operation: opts.operation ?? updateOperationOf(node),
    ...(opts.stateUpdate ? { stateKey: `${node._id}.${path}` } : {}),
  }),
);
