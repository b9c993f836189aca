/**
 * The chart data model of docs/reference.md#type-codes, as stored in `chartModel.data` and delivered by sources:
 *
 *   [{ pageId, pageName, Title, Unit, Max,
 *      Dimension: { Name, Unit, Max },
 *      Group: [{ Name, Unit?, Content: [{ X, Y, S? }] }] }]
 *
 * One page is one data set; a Group entry is one series; Content holds its points (X category or value,
 * Y value; S an optional size, chartData "S"). Stored documents leave open whether Group sits
 * beside Dimension or inside it, and real feeds send both; `readPage` accepts either (and a Dimension
 * list), so every kind reads one normalised shape.
 */

export interface ChartContent {
  X: string | number;
  /** A number for most kinds; a list for boxplot samples and candlestick [open, close, low, high]. */
  Y: number | readonly number[];
  S?: number;
}

export interface ChartGroup {
  Name: string;
  Unit?: string;
  Content: ChartContent[];
}

export interface ChartPage {
  pageId: string;
  pageName: string;
  Title?: string;
  Unit?: string;
  Max?: number;
  Dimension?: { Name?: string; Unit?: string; Max?: number };
  Group: ChartGroup[];
}

export interface Point {
  x: string | number;
  y: number | readonly number[];
  s?: number;
}

export interface Series {
  /** Series id: its index in the page (the event's `sid`). */
  sid: number;
  name: string;
  unit: string;
  points: Point[];
}

/** A page read into one shape every kind maps from. */
export interface NormalPage {
  title: string;
  unit: string;
  max?: number;
  dimension: { name: string; unit: string; max?: number };
  series: Series[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const finite = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

function readY(v: unknown): number | readonly number[] | undefined {
  if (Array.isArray(v)) {
    const list = v.map(finite).filter((n): n is number => n !== undefined);
    return list.length > 0 ? list : undefined;
  }
  return finite(v);
}

function readGroups(raw: unknown): unknown[] {
  return Array.isArray(raw) ? raw : isRecord(raw) ? [raw] : [];
}

/** Reads one data page tolerantly; `undefined` when it is not a page at all. */
export function readPage(raw: unknown): NormalPage | undefined {
  if (!isRecord(raw)) return undefined;
  const dimensions = readGroups(raw.Dimension).filter(isRecord);
  const dim = dimensions[0] ?? {};
  const groups = [...readGroups(raw.Group), ...dimensions.flatMap((d) => readGroups(d.Group))].filter(
    isRecord,
  );
  const unit = str(raw.Unit);
  const series: Series[] = groups.map((g, sid) => ({
    sid,
    name: str(g.Name) || `S${sid + 1}`,
    unit: str(g.Unit) || unit,
    points: (Array.isArray(g.Content) ? g.Content : []).filter(isRecord).flatMap((c) => {
      const y = readY(c.Y);
      if (y === undefined) return [];
      const x = typeof c.X === 'number' ? c.X : str(c.X);
      const s = finite(c.S);
      return [s === undefined ? { x, y } : { x, y, s }];
    }),
  }));
  return {
    title: str(raw.Title),
    unit,
    max: finite(raw.Max),
    dimension: { name: str(dim.Name), unit: str(dim.Unit), max: finite(dim.Max) },
    series,
  };
}

/** True when a page has no point to draw: the renderer shows its empty state instead of a chart. */
export function isEmptyPage(page: NormalPage | undefined): boolean {
  return !page || page.series.every((s) => s.points.length === 0);
}

/** The category axis: every X in first-seen order across series. */
export function categories(page: NormalPage): string[] {
  const seen = new Set<string>();
  for (const s of page.series) for (const p of s.points) seen.add(String(p.x));
  return [...seen];
}

/** A series' scalar value at each category (null where it has none), for category-axis charts. */
export function valuesByCategory(series: Series, cats: readonly string[]): (number | null)[] {
  const byX = new Map<string, number>();
  for (const p of series.points) byX.set(String(p.x), scalar(p.y));
  return cats.map((c) => byX.get(c) ?? null);
}

/** The first number of a Y (lists are summed for kinds that need one value). */
export function scalar(y: number | readonly number[]): number {
  return typeof y === 'number' ? y : y.reduce((a, b) => a + b, 0);
}

/** Builds a page from plain rows: a compact way to write sample data. */
export function makePage(
  pageName: string,
  title: string,
  unit: string,
  groups: Record<string, [string | number, number | number[], number?][]>,
  extra: Partial<Pick<ChartPage, 'Max' | 'Dimension'>> = {},
): ChartPage {
  return {
    pageId: `page-${pageName}`,
    pageName,
    Title: title,
    Unit: unit,
    ...extra,
    Group: Object.entries(groups).map(([Name, rows]) => ({
      Name,
      Content: rows.map(([X, Y, S]) => (S === undefined ? { X, Y } : { X, Y, S })),
    })),
  };
}

/**
 * A page of bound data in the component's own words: the title of its own (static) page when the data
 * brings none, and series renamed by `names` ("amount: 销售额" lines), so binding a source never loses the
 * title nor shows raw column names in the legend.
 */
export function withOwnNames(page: NormalPage, own: unknown, names: unknown): NormalPage {
  const fallback = readPage(own)?.title ?? '';
  const renames = parseSeriesNames(names);
  if ((page.title || !fallback) && renames.size === 0) return page;
  return {
    ...page,
    title: page.title || fallback,
    series: page.series.map((s) => ({ ...s, name: renames.get(s.name) ?? s.name })),
  };
}

/** "raw: shown" lines (also "raw=shown") into a map. */
export function parseSeriesNames(text: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof text !== 'string') return out;
  for (const line of text.split('\n')) {
    const m = /^\s*([^:=]+?)\s*[:=]\s*(.+?)\s*$/.exec(line);
    if (m) out.set(m[1]!, m[2]!);
  }
  return out;
}
