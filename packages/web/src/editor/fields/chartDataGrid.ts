/**
 * Chart data pages (docs/reference.md#type-codes) as the table editor shows one page: rows are X values, columns are
 * series (Group entries), cells are Y. Lists (boxplot samples, candlestick OHLC) are edited as
 * comma-separated numbers. Pure, so the editor is a thin view and the round trip is tested.
 */

export interface DataGrid {
  xs: string[];
  series: string[];
  /** cells[row][column]: the Y as text ('' = no point). */
  cells: string[][];
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function groupsOf(page: Raw): Raw[] {
  return Array.isArray(page.Group) ? page.Group.filter(isRecord) : [];
}

const yText = (y: unknown): string =>
  Array.isArray(y) ? y.join(', ') : y === undefined || y === null ? '' : String(y);

export function toGrid(page: unknown): DataGrid {
  const p = isRecord(page) ? page : {};
  const groups = groupsOf(p);
  const xs: string[] = [];
  for (const g of groups)
    for (const c of Array.isArray(g.Content) ? g.Content.filter(isRecord) : []) {
      const x = String(c.X ?? '');
      if (!xs.includes(x)) xs.push(x);
    }
  const cells = xs.map((x) =>
    groups.map((g) => {
      const hit = (Array.isArray(g.Content) ? g.Content.filter(isRecord) : []).find(
        (c) => String(c.X ?? '') === x,
      );
      return hit ? yText(hit.Y) : '';
    }),
  );
  return { xs, series: groups.map((g) => String(g.Name ?? '')), cells };
}

/** '12' → 12, '1, 2, 3' → [1, 2, 3], '' → undefined (no point), other text stays text. */
export function parseY(text: string): number | number[] | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (t.includes(',')) {
    const list = t.split(',').map((s) => Number(s.trim()));
    return list.every(Number.isFinite) ? list : t;
  }
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

/** The page with its Group rebuilt from the grid; other page fields (and group fields) are kept. */
export function fromGrid(page: unknown, grid: DataGrid): Raw {
  const p = isRecord(page) ? page : {};
  const old = groupsOf(p);
  const numericX = (x: string) => (x.trim() !== '' && Number.isFinite(Number(x)) ? Number(x) : x);
  return {
    ...p,
    Group: grid.series.map((name, col) => {
      const before = old[col] ?? {};
      const sizes = new Map(
        (Array.isArray(before.Content) ? before.Content.filter(isRecord) : [])
          .filter((c) => c.S !== undefined)
          .map((c) => [String(c.X), c.S]),
      );
      return {
        ...before,
        Name: name,
        Content: grid.xs.flatMap((x, row) => {
          const y = parseY(grid.cells[row]?.[col] ?? '');
          if (y === undefined) return [];
          const s = sizes.get(x);
          return [s === undefined ? { X: numericX(x), Y: y } : { X: numericX(x), Y: y, S: s }];
        }),
      };
    }),
  };
}

/** Null when `v` is a list of data pages, else what is wrong (bilingual). */
export function pagesProblem(v: unknown): string | null {
  if (!Array.isArray(v)) return '数据必须是数据页数组 / The data must be an array of data pages';
  const bad = v.findIndex(
    (p) => !isRecord(p) || (p.Group !== undefined && !Array.isArray(p.Group) && !isRecord(p.Group)),
  );
  return bad < 0 ? null : `第 ${bad + 1} 页格式不对 / Page ${bad + 1} is not a data page`;
}

export function newPage(n: number, like?: unknown): Raw {
  const base = isRecord(like) ? like : {};
  return {
    pageId: `page-${Date.now().toString(36)}-${n}`,
    pageName: `${n + 1}`,
    Title: typeof base.Title === 'string' ? base.Title : '',
    Unit: typeof base.Unit === 'string' ? base.Unit : '',
    Group: groupsOf(base).map((g) => ({ Name: g.Name, Content: [] })),
  };
}
