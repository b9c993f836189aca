/** Table scopes of docs/reference.md#conditions: all, odd/even rows or columns, or 'a-b:c-d' (rows a-b, columns c-d). */
export type TableScope = 'all' | 'oddRow' | 'evenRow' | 'oddColumn' | 'evenColumn' | string;

const RANGE_SCOPE = /^\s*(\d+)\s*-\s*(\d+)\s*:\s*(\d+)\s*-\s*(\d+)\s*$/;

/** The named table scopes, in the order the editor offers them; a range 'a-b:c-d' is the other kind. */
export const TABLE_SCOPES = ['all', 'oddRow', 'evenRow', 'oddColumn', 'evenColumn'] as const;

/** Whether a text is a table scope the evaluation understands (a named one or a range). */
export function isTableScope(scope: string): boolean {
  return (TABLE_SCOPES as readonly string[]).includes(scope) || RANGE_SCOPE.test(scope);
}

const clamp = (n: number, low: number, high: number): number => Math.min(Math.max(n, low), high);

/** One-based inclusive range clamped to 1..size, as zero-based [from, to]; order-insensitive. */
function clampedRange(a: number, b: number, size: number): [number, number] {
  const low = clamp(Math.min(a, b), 1, size);
  const high = clamp(Math.max(a, b), 1, size);
  return [low - 1, high - 1];
}

/**
 * The cells of `table` (rows of cells) inside `scope`. Odd and even are one-based: the first row is odd.
 * An unknown scope selects nothing.
 */
export function selectTableCells<T>(
  table: readonly (readonly T[])[],
  scope: TableScope | null | undefined,
): T[] {
  const rows = table.length;
  const columns = Math.max(0, ...table.map((row) => row.length));
  const pick = (rowOk: (r: number) => boolean, colOk: (c: number) => boolean): T[] =>
    table.flatMap((row, r) => (rowOk(r) ? row.filter((_cell, c) => colOk(c)) : []));
  const any = (): boolean => true;
  const isOdd = (i: number): boolean => i % 2 === 0; // zero-based index 0 is row 1, an odd row
  switch (scope) {
    case undefined:
    case null:
    case '':
    case 'all':
      return pick(any, any);
    case 'oddRow':
      return pick(isOdd, any);
    case 'evenRow':
      return pick((r) => !isOdd(r), any);
    case 'oddColumn':
      return pick(any, isOdd);
    case 'evenColumn':
      return pick(any, (c) => !isOdd(c));
    default: {
      const match = RANGE_SCOPE.exec(scope);
      if (!match || rows === 0 || columns === 0) return [];
      const [, a, b, c, d] = match.map(Number) as [number, number, number, number, number];
      const [r0, r1] = clampedRange(a, b, rows);
      const [c0, c1] = clampedRange(c, d, columns);
      return pick(
        (r) => r >= r0 && r <= r1,
        (col) => col >= c0 && col <= c1,
      );
    }
  }
}
