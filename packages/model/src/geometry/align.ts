import { DISTRIBUTE_MIN_ITEMS } from '../constants.js';
import type { Component2D } from '../types/component2d.js';
import type { Operation } from '../types/operation.js';
import { boxOf, unionBox } from './rect.js';
import type { Box } from './rect.js';

export type Alignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';
export type Distribution = 'horizontal' | 'vertical';

export interface AlignMode {
  /** Alignment of several items only exists in batch mode. */
  batch: boolean;
  /** Alignment is skipped while a twin-map id is set. */
  twinMapId?: string | null;
}

function target(box: Box, frame: Box, how: Alignment): Pick<Box, 'left'> | Pick<Box, 'top'> {
  switch (how) {
    case 'left':
      return { left: frame.left };
    case 'center':
      return { left: frame.left + (frame.width - box.width) / 2 };
    case 'right':
      return { left: frame.left + frame.width - box.width };
    case 'top':
      return { top: frame.top };
    case 'middle':
      return { top: frame.top + (frame.height - box.height) / 2 };
    case 'bottom':
      return { top: frame.top + frame.height - box.height };
  }
}

function moveOps(
  items: readonly Component2D[],
  frameOf: (item: Component2D) => Box,
  how: Alignment,
): Operation[] {
  return items.flatMap((item): Operation[] => {
    const box = boxOf(item);
    const goal = target(box, frameOf(item), how);
    const [key, field] =
      'left' in goal ? (['left', 'componentLeft'] as const) : (['top', 'componentTop'] as const);
    const value = 'left' in goal ? goal.left : goal.top;
    if (box[key] === value) return [];
    return [
      {
        command: 'update',
        path: `${item._id}.componentRect.${field}`,
        records: { oldValue: item.componentRect?.[field], newValue: value },
      },
    ];
  });
}

/** Aligns a batch selection to its union box; no ops outside batch mode or while a twin map is set. */
export function alignOps(items: readonly Component2D[], how: Alignment, mode: AlignMode): Operation[] {
  const frame = unionBox(items.map(boxOf));
  if (!mode.batch || mode.twinMapId || !frame) return [];
  return moveOps(items, () => frame, how);
}

/** Aligns items to an edge or centre line of the canvas; items already aligned produce no op. */
export function alignToCanvasOps(
  items: readonly Component2D[],
  how: Alignment,
  canvas: { width: number; height: number },
): Operation[] {
  const frame: Box = { left: 0, top: 0, width: canvas.width, height: canvas.height };
  return moveOps(items, () => frame, how);
}

/**
 * Spreads at least 3 items so the gaps between neighbours are equal, the outermost two staying put.
 * Nothing happens when the span (outer edge to outer edge) is smaller than the number of items.
 */
export function distributeOps(items: readonly Component2D[], direction: Distribution): Operation[] {
  if (items.length < DISTRIBUTE_MIN_ITEMS) return [];
  const [pos, size, field] =
    direction === 'horizontal'
      ? (['left', 'width', 'componentLeft'] as const)
      : (['top', 'height', 'componentTop'] as const);
  const sorted = [...items].sort((a, b) => boxOf(a)[pos] - boxOf(b)[pos]);
  const boxes = sorted.map(boxOf);
  const start = Math.min(...boxes.map((b) => b[pos]));
  const end = Math.max(...boxes.map((b) => b[pos] + b[size]));
  const span = end - start;
  if (span < items.length) return [];
  const gap = (span - boxes.reduce((sum, b) => sum + b[size], 0)) / (items.length - 1);
  const ops: Operation[] = [];
  let cursor = start;
  sorted.forEach((item, i) => {
    const box = boxes[i] as Box;
    if (box[pos] !== cursor) {
      ops.push({
        command: 'update',
        path: `${item._id}.componentRect.${field}`,
        records: { oldValue: item.componentRect?.[field], newValue: cursor },
      });
    }
    cursor += box[size] + gap;
  });
  return ops;
}
