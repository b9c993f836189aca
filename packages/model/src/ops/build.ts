import type { Operation } from '../types/operation.js';
import { OpError } from './errors.js';
import { getAtPath, isPlainObject, parseOpPath, toSegments } from './paths.js';
import { CHILD_LISTS, findNode, subtreeIds } from './tree.js';
import type { DocNode, NodeKind } from './tree.js';
import { assertUpdatablePath } from './apply.js';

/** An add op inserting `value` at `index` of `parentId.listField`. */
export function makeAddOp(parentId: string, listField: string, index: number, value: DocNode): Operation {
  return { command: 'add', path: `${parentId}.${listField}`, records: { index, value } };
}

/** A delete op for node `id` in `doc`, carrying its true position and subtree so it inverts exactly. */
export function makeDeleteOp(doc: DocNode, id: string): Operation {
  const location = findNode(doc, id);
  if (!location || location.parentId === null || location.listField === null) {
    throw new OpError(`node '${id}' cannot be deleted`);
  }
  return {
    command: 'delete',
    path: `${location.parentId}.${location.listField}`,
    records: { index: location.position, value: location.node },
  };
}

/** An update op for `nodeId.propPath` capturing the current value as oldValue (undefined if absent). */
export function makeUpdateOp(doc: DocNode, nodeId: string, propPath: string, newValue: unknown): Operation {
  const location = findNode(doc, nodeId);
  if (!location) throw new OpError(`node '${nodeId}' does not exist`);
  const segments = toSegments(propPath);
  assertUpdatablePath(location.kind, segments);
  return {
    command: 'update',
    path: `${nodeId}.${propPath}`,
    records: { oldValue: getAtPath(location.node, segments), newValue },
  };
}

/** The kind of child a list field holds, whatever its parent (list field names are unique per child kind). */
export function childKindOfField(listField: string): NodeKind | undefined {
  for (const lists of Object.values(CHILD_LISTS)) {
    const match = lists.find((list) => list.field === listField);
    if (match) return match.kind;
  }
  return undefined;
}

/** The node ids an op sequence touches: updated and moved nodes, list parents and every node of added/deleted subtrees. */
export function opNodeIds(ops: readonly Operation[]): string[] {
  const ids = new Set<string>();
  for (const op of ops) {
    const { nodeId, rest } = parseOpPath(op.path);
    ids.add(nodeId);
    if (op.command === 'move') {
      for (const id of op.records.ids) ids.add(id);
      continue;
    }
    if (op.command === 'update') continue;
    const kind = childKindOfField(rest.join('.'));
    if (kind && isPlainObject(op.records.value)) {
      for (const id of subtreeIds(op.records.value, kind)) ids.add(id);
    }
  }
  return [...ids];
}

/*
 * Builders from values the caller already holds: an editor action knows the node it changes, so it needs
 * no document walk. Outside this package operations are built only through these and the make* builders
 * above, never written out as object literals (an eslint rule refuses them, docs/architecture.md#edits),
 * so the shape of an operation has one home.
 */

/** An update of `nodeId.propPath`; oldValue (even undefined) is what makes it invertible. */
export function updateOp(nodeId: string, propPath: string, oldValue: unknown, newValue: unknown): Operation {
  return { command: 'update', path: `${nodeId}.${propPath}`, records: { oldValue, newValue } };
}

/**
 * An update without oldValue: applied as given but not invertible (invertOps throws NoValueError), for
 * server-side writes that keep no undo history. `newValue` undefined removes the property.
 */
export function setOp(nodeId: string, propPath: string, newValue: unknown): Operation {
  return { command: 'update', path: `${nodeId}.${propPath}`, records: { newValue } };
}

/** An add of the subtree `value` at `index` of the list `listPath` ('<parentId>.<listField>'). */
export function listAddOp(listPath: string, index: number, value: object): Operation {
  // Node types (Component2D, Page…) are interfaces without an index signature; the op carries them as JSON.
  return { command: 'add', path: listPath, records: { index, value: value as DocNode } };
}

/** A delete of the child `value` (its whole current subtree) found at `index` of the list `listPath`. */
export function listDeleteOp(listPath: string, index: number, value: object): Operation {
  return { command: 'delete', path: listPath, records: { index, value: value as DocNode } };
}
