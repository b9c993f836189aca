import type { Component2D } from '../types/component2d.js';
import type { Operation } from '../types/operation.js';
import type { ListContext } from './context.js';
import { makeAddOp, updateOp } from '../ops/build.js';
import { makeMoveOp } from '../ops/move.js';
import { getAtPath, isPlainObject } from '../ops/paths.js';
import type { DocNode } from '../ops/tree.js';

/**
 * The editor's op builders for a list of 2D components: add at a point, set a property, a drag or resize
 * result, a move by an offset, a layer-list reorder, a rename, and moving a scene or page in its order.
 * Pure: the same arguments give the same ops, each inverting exactly (../ops/invert.ts).
 */

/** A list in stacking order (`order`, the list position breaking ties); 0 = bottom. */
export function byOrder(list: readonly Component2D[]): Component2D[] {
  return list
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (a.c.order ?? 0) - (b.c.order ?? 0) || a.i - b.i)
    .map(({ c }) => c);
}

/** Highest order in a list, 0 when empty. */
export function maxOrder(list: readonly Component2D[]): number {
  return list.reduce((m, c) => Math.max(m, c.order ?? 0), 0);
}

/** Ops adding a component to the edited list, centred on a point given in the list's coordinates. */
export function addComponentOps(
  ctx: ListContext,
  component: Component2D,
  center: { x: number; y: number },
  parentGroup?: string,
): Operation[] {
  const r = component.componentRect ?? {
    componentLeft: 0,
    componentTop: 0,
    componentWidth: 100,
    componentHeight: 100,
  };
  const placed: Component2D = {
    ...component,
    order: maxOrder(ctx.list) + 1,
    componentRect: {
      ...r,
      componentLeft: Math.round(center.x - r.componentWidth / 2),
      componentTop: Math.round(center.y - r.componentHeight / 2),
    },
  };
  if (parentGroup) placed._pid = parentGroup;
  return [makeAddOp(ctx.parentId, ctx.listField, ctx.list.length, placed as unknown as DocNode)];
}

/**
 * One update op setting `path` of a component. When an intermediate object is missing (say cornerRadius
 * is absent and `cornerRadius.tl` is set), the op sets the deepest existing level to a new object, so
 * the op contract (every step but the last exists) holds and the op still inverts exactly.
 */
export function propertyOp(node: { _id: string }, path: string, value: unknown): Operation {
  const segments = path.split('.');
  for (let depth = 1; depth <= segments.length; depth++) {
    const prefix = segments.slice(0, depth);
    const current = getAtPath(node, prefix.join('.'));
    if (depth === segments.length || !isPlainObject(current)) {
      let newValue: unknown = value;
      for (let i = segments.length - 1; i >= depth; i--) newValue = { [segments[i] as string]: newValue };
      if (depth < segments.length && isPlainObject(current))
        newValue = { ...current, ...(newValue as object) };
      return updateOp(node._id, prefix.join('.'), current, newValue);
    }
  }
  throw new Error('unreachable');
}

export interface RectChange {
  id: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  rotate?: number;
}

/** Ops for a drag, resize or rotate result: one componentRect update per changed component. */
export function rectOps(list: readonly Component2D[], changes: readonly RectChange[]): Operation[] {
  const byId = new Map(list.map((c) => [c._id, c]));
  return changes.flatMap((change) => {
    const node = byId.get(change.id);
    const r = node?.componentRect;
    if (!node || !r) return [];
    const next = {
      ...r,
      componentLeft: Math.round(change.left ?? r.componentLeft),
      componentTop: Math.round(change.top ?? r.componentTop),
      componentWidth: Math.max(1, Math.round(change.width ?? r.componentWidth)),
      componentHeight: Math.max(1, Math.round(change.height ?? r.componentHeight)),
      componentRotate: change.rotate === undefined ? r.componentRotate : Math.round(change.rotate * 10) / 10,
    };
    const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => next[k] === r[k]);
    return same ? [] : [updateOp(node._id, 'componentRect', r, next)];
  });
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Ops for moving components of the edited list by one offset (a drag or a nudge): ONE move op naming them
 * (docs/reference.md#operations) rather than a rect update each, so a select-all drag of 2,000 components
 * saves (and undoes) about 30 KB instead of about 590 KB. The offset is rounded to whole pixels as rectOps
 * rounds positions. A component without a numeric position (a malformed import) cannot be in a move op:
 * it gets a rect update placing it as if the missing position were 0.
 */
export function moveOps(ctx: ListContext, ids: readonly string[], dx: number, dy: number): Operation[] {
  const x = Math.round(dx) || 0;
  const y = Math.round(dy) || 0;
  if (x === 0 && y === 0) return [];
  const wanted = new Set(ids);
  const movable: string[] = [];
  const odd: Component2D[] = [];
  for (const c of ctx.list) {
    if (!wanted.has(c._id) || !c.componentRect) continue;
    if (finite(c.componentRect.componentLeft) && finite(c.componentRect.componentTop)) movable.push(c._id);
    else odd.push(c);
  }
  const ops = movable.length > 0 ? [makeMoveOp(ctx.parentId, ctx.listField, movable, x, y)] : [];
  const at = (n: unknown) => (finite(n) ? n : 0);
  const shifted = odd.map((c) => ({
    id: c._id,
    left: at(c.componentRect?.componentLeft) + x,
    top: at(c.componentRect?.componentTop) + y,
  }));
  return [...ops, ...rectOps(odd, shifted)];
}

/** Layer-list drag: moves one component to a position of the stacking order (0 = bottom); orders 1..n. */
export function reorderOps(list: readonly Component2D[], id: string, toIndex: number): Operation[] {
  const stack = byOrder(list);
  const from = stack.findIndex((c) => c._id === id);
  if (from < 0) return [];
  const [moved] = stack.splice(from, 1);
  stack.splice(Math.max(0, Math.min(toIndex, stack.length)), 0, moved as Component2D);
  return stack.flatMap((c, i) => (c.order === i + 1 ? [] : [updateOp(c._id, 'order', c.order, i + 1)]));
}

export function renameOp(nodeId: string, field: string, oldName: unknown, name: string): Operation {
  return updateOp(nodeId, field, oldName, name);
}

/**
 * Moves a scene or page to position `toIndex` of its list sorted by order; the orders become 1..n and
 * only the ones that change get an op.
 */
export function moveOrderOps(
  sorted: readonly DocNode[],
  field: 'scenesOrder' | 'pageOrder',
  id: string,
  toIndex: number,
): Operation[] {
  const from = sorted.findIndex((x) => x._id === id);
  if (from < 0 || from === toIndex || toIndex < 0 || toIndex >= sorted.length) return [];
  const next = [...sorted];
  const [moved] = next.splice(from, 1);
  next.splice(toIndex, 0, moved as DocNode);
  return next.flatMap((x, i) =>
    x[field] === i + 1 ? [] : [updateOp(String(x._id), field, x[field], i + 1)],
  );
}
