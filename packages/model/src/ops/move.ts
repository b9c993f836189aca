import type { MoveRecords, Operation } from '../types/operation.js';
import { OpError } from './errors.js';
import { isPlainObject } from './paths.js';

/**
 * The move op (docs/reference.md#operations): many children of one list moved by the same offset. A
 * select-all drag of 2,000 components is one op of their ids and two numbers instead of 2,000 rect updates
 * carrying an old and a new rect each (about 50 KB instead of about 590 KB, and the same again for undo).
 */

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The records of a move op, checked: a non-empty list of distinct string ids and finite offsets. */
export function readMoveRecords(records: unknown): MoveRecords {
  if (!isPlainObject(records)) throw new OpError('move records must be an object');
  const { ids, dx, dy } = records;
  if (!Array.isArray(ids) || ids.length === 0)
    throw new OpError('move records.ids must be a non-empty array of node ids');
  const seen = new Set<string>();
  for (const id of ids) {
    if (typeof id !== 'string' || id === '') throw new OpError('move records.ids must hold node id strings');
    if (seen.has(id)) throw new OpError(`move records.ids names node '${id}' twice`);
    seen.add(id);
  }
  if (!finite(dx) || !finite(dy)) throw new OpError('move records.dx and records.dy must be finite numbers');
  return { ids: ids as string[], dx, dy };
}

/** A copy of `node` whose componentRect is shifted by (dx, dy); throws when it has no position to shift. */
export function movedNode<T extends Record<string, unknown>>(node: T, dx: number, dy: number): T {
  const rect = node.componentRect;
  if (!isPlainObject(rect) || !finite(rect.componentLeft) || !finite(rect.componentTop)) {
    throw new OpError(`node '${String(node._id)}' has no componentRect position to move`);
  }
  return {
    ...node,
    componentRect: { ...rect, componentLeft: rect.componentLeft + dx, componentTop: rect.componentTop + dy },
  };
}

/**
 * A move op for children `ids` of `parentId.listField`. A zero offset moves nothing: callers skip the op
 * then (it is valid, but saving it would be noise in the history and the save).
 */
export function makeMoveOp(
  parentId: string,
  listField: string,
  ids: readonly string[],
  dx: number,
  dy: number,
): Operation {
  return listMoveOp(`${parentId}.${listField}`, ids, dx, dy);
}

/** The same move for a list named by its path ('<parentId>.<listField>'), as an op already carries it. */
export function listMoveOp(listPath: string, ids: readonly string[], dx: number, dy: number): Operation {
  return { command: 'move', path: listPath, records: { ids: [...ids], dx, dy } };
}

/** -0 would survive in memory (not in JSON): undo of a move with dx 0 keeps dx exactly 0. */
const negate = (n: number): number => (n === 0 ? 0 : -n);

/** The inverse of a move: the same children moved back. */
export function invertMove(op: { path: string; records: MoveRecords }): Operation {
  const { ids, dx, dy } = op.records;
  return { command: 'move', path: op.path, records: { ids: [...ids], dx: negate(dx), dy: negate(dy) } };
}

/** The property paths a move changes (for code that reasons about overlapping edits by path). */
export function movePaths(records: MoveRecords): string[] {
  return records.ids.flatMap((id) => [
    `${id}.componentRect.componentLeft`,
    `${id}.componentRect.componentTop`,
  ]);
}
