import { parseOpPath, type MoveRecords, type Operation } from '@twincanvas/model';

const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * Ops of a run of component-state updates folded together (docs/reference.md#saving, throttled at 600 ms): an
 * update of a path already updated earlier in the run becomes one update from the first old value to
 * the last new value, when nothing in between touches that path (updates of other paths commute with
 * it). A move of the same components of the same list (a held arrow key) becomes one move by the summed
 * offset, when nothing in between but updates of other nodes. Anything else is appended. Applying or
 * inverting the result equals doing so with all the ops.
 */
export function mergeOps(run: readonly Operation[], next: readonly Operation[]): Operation[] {
  const out = [...run];
  for (const op of next) {
    let merged = false;
    if (op.command === 'update') {
      for (let j = out.length - 1; j >= 0; j--) {
        const earlier = out[j]!;
        if (earlier.command === 'update' && earlier.path === op.path) {
          const records = earlier.records as { oldValue?: unknown; newValue: unknown };
          const now = op.records as { newValue: unknown };
          out[j] = { ...earlier, records: { ...records, newValue: now.newValue } };
          merged = true;
          break;
        }
        // Something in between touches this path (or adds/removes nodes): keep the order as it is.
        if (earlier.command !== 'update' || related(earlier.path, op.path)) break;
      }
    }
    if (op.command === 'move') merged = foldMove(out, op.path, op.records);
    if (!merged) out.push(op);
  }
  return out;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Adds a move into an earlier move of the same ids in `out`; false when something in between blocks it. */
function foldMove(out: Operation[], path: string, move: MoveRecords): boolean {
  const moved = new Set(move.ids);
  for (let j = out.length - 1; j >= 0; j--) {
    const earlier = out[j]!;
    if (earlier.command === 'move' && earlier.path === path && sameIds(earlier.records.ids, move.ids)) {
      const { dx, dy } = earlier.records;
      out[j] = { ...earlier, records: { ...earlier.records, dx: dx + move.dx, dy: dy + move.dy } };
      return true;
    }
    // An update of a moved node (it may set the position outright) or any other op keeps the order.
    if (earlier.command !== 'update' || moved.has(parseOpPath(earlier.path).nodeId)) return false;
  }
  return false;
}
