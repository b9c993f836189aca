import type { Component2D } from '../types/component2d.js';
import type { Operation } from '../types/operation.js';

export type StackAction = 'up' | 'down' | 'top' | 'bottom';

/**
 * Moves the selected siblings one level up/down or to the top/bottom of the stacking order (higher
 * `order` draws on top). Returns `order` update ops for the siblings whose level changed; none when the
 * selection already sits at that extreme.
 */
export function stackingOps(
  siblings: readonly Component2D[],
  selectedIds: readonly string[],
  action: StackAction,
): Operation[] {
  const selected = new Set(selectedIds);
  const stack = siblings
    .map((component, index) => ({ component, index }))
    .sort((a, b) => (a.component.order ?? 0) - (b.component.order ?? 0) || a.index - b.index)
    .map(({ component }) => component);
  const moved = reorder(stack, (c) => selected.has(c._id), action);
  if (moved.every((c, i) => c === stack[i])) return [];
  const values = stack.map((c) => c.order ?? 0);
  // Existing level values are reused when distinct, so unrelated siblings keep theirs; ties get 1..n.
  const levels = new Set(values).size === values.length ? values : stack.map((_c, i) => i + 1);
  return moved.flatMap((component, i): Operation[] =>
    component.order === levels[i]
      ? []
      : [
          {
            command: 'update',
            path: `${component._id}.order`,
            records: { oldValue: component.order, newValue: levels[i] },
          },
        ],
  );
}

function reorder<T>(stack: readonly T[], isSelected: (item: T) => boolean, action: StackAction): T[] {
  const chosen = stack.filter(isSelected);
  const others = stack.filter((item) => !isSelected(item));
  if (action === 'top') return [...others, ...chosen];
  if (action === 'bottom') return [...chosen, ...others];
  const result = [...stack];
  // Walk against the direction of travel so neighbouring selected items move as a block.
  const indices = result.map((_item, i) => i);
  const order = action === 'up' ? indices.reverse() : indices;
  const step = action === 'up' ? 1 : -1;
  for (const i of order) {
    const item = result[i] as T;
    const j = i + step;
    const neighbour = result[j];
    if (!isSelected(item) || neighbour === undefined || isSelected(neighbour)) continue;
    result[j] = item;
    result[i] = neighbour;
  }
  return result;
}
