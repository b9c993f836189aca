import type { Component3D } from '@twincanvas/model';

/**
 * The ids a page's 3D component list lost, when losing them is the only change from `before` to `after`
 * (every other component the same object, in the same order): a delete in the editor, an undone add, a
 * co-editor's delete. Then the engine is told to remove those (`remove3DComponent`, which also forgets
 * their runtime show/hide state) instead of being handed the whole list again. Null for any other change.
 */
export function removedOnly(
  before: readonly Component3D[] | undefined,
  after: readonly Component3D[] | undefined,
): string[] | null {
  if (!before || !after || after.length >= before.length) return null;
  const removed: string[] = [];
  let j = 0;
  for (const c of before) {
    if (j < after.length && after[j] === c) j++;
    else removed.push(c._id);
  }
  return j === after.length ? removed : null;
}

/** `list` with each of `changed` in place of the component of its `_id`, or appended when it is new. */
export function mergedById(list: readonly Component3D[], changed: readonly Component3D[]): Component3D[] {
  const merged = [...list];
  for (const c of changed) {
    const i = merged.findIndex((x) => x._id === c._id);
    if (i >= 0) merged[i] = c;
    else merged.push(c);
  }
  return merged;
}
