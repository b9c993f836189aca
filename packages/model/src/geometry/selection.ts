import { BATCH_ID } from '../constants.js';
import type { BatchSelection, Component2D } from '../types/component2d.js';
import { boxOf, unionBox } from './rect.js';

/**
 * Select all in the current context: the unlocked items. One item is selected as itself; several become
 * the batch pseudo-component (_id -2) whose rect is their union box. Nothing unlocked → null.
 */
export function selectAll(items: readonly Component2D[]): Component2D | BatchSelection | null {
  const unlocked = items.filter((item) => item.lock !== true);
  if (unlocked.length === 0) return null;
  if (unlocked.length === 1) return unlocked[0] as Component2D;
  return makeBatch(unlocked);
}

export function makeBatch(items: readonly Component2D[]): BatchSelection {
  const box = unionBox(items.map(boxOf)) ?? { left: 0, top: 0, width: 0, height: 0 };
  return {
    _id: BATCH_ID,
    batchState: true,
    groupList: [...items],
    componentRect: {
      componentLeft: box.left,
      componentTop: box.top,
      componentWidth: box.width,
      componentHeight: box.height,
    },
  };
}
