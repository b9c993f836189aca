import { evaluateOperator, type TableScope } from '@twincanvas/model';
import type { ContentDictionary } from '../common/content';

/**
 * The table data model of docs/reference.md#type-codes (the sample tables): a page named Table whose Dimension is
 * the list of rows, each row holding its cells with text. Rows may also arrive as plain arrays and cells
 * as plain values (a data source's rows after field mapping); both read the same.
 */
export interface TableCell {
  text: string | number;
}
export interface TableRow {
  cells: TableCell[];
}
export interface TablePage {
  pageId: string;
  pageName: string;
  Dimension: TableRow[];
}

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'object') return String(cell);
  const rec = cell as Record<string, unknown>;
  const v = rec.text ?? rec.Name ?? rec.value ?? rec.Y ?? '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/** The rows of a table page as text, or [] when the page holds no rows. */
export function tableRows(page: unknown): string[][] {
  if (!page || typeof page !== 'object') return [];
  const rows = Array.isArray(page) ? page : (page as { Dimension?: unknown }).Dimension;
  if (!Array.isArray(rows)) return [];
  return rows.map((row) => {
    if (Array.isArray(row)) return row.map(cellText);
    if (row && typeof row === 'object') {
      const rec = row as Record<string, unknown>;
      const cells = rec.cells ?? rec.Group ?? rec.Content;
      if (Array.isArray(cells)) return cells.map(cellText);
      return Object.values(rec).map(cellText);
    }
    return [cellText(row)];
  });
}

const page = (pageId: string, rows: (string | number)[][]): TablePage => ({
  pageId,
  pageName: 'Table',
  Dimension: rows.map((cells) => ({ cells: cells.map((text) => ({ text })) })),
});

const FRUITS: [string, string, number, number][] = [
  ['苹果', '红富士', 1200, 6.5],
  ['香蕉', '海南香蕉', 860, 4.2],
  ['橙子', '赣南脐橙', 640, 5.8],
  ['葡萄', '巨峰葡萄', 320, 12],
  ['西瓜', '麒麟瓜', 150, 2.5],
  ['梨', '砀山酥梨', 540, 3.9],
  ['桃子', '水蜜桃', 410, 8.8],
  ['草莓', '丹东草莓', 95, 25],
  ['芒果', '台农芒果', 280, 9.6],
  ['樱桃', '大连樱桃', 60, 45],
];

/** Spec sample 1: a header row (serial number, kind, content, stock, price) and ten fruit rows. */
export const SAMPLE_TABLE: TablePage = page('table-sample-fruit', [
  ['序号', '种类', '内容', '库存', '价格(元)'],
  ...FRUITS.map(([kind, content, stock, price], i) => [i + 1, kind, content, stock, price]),
]);

/** Spec sample 2: three rows of two cells, a text and 1000 (the simple table). */
export const SAMPLE_SIMPLE_TABLE: TablePage = page('table-sample-simple', [
  ['文本', 1000],
  ['文本', 1000],
  ['文本', 1000],
]);

/** The sample tables' words in English (common/content.ts): a table added in the English product reads them. */
export const TABLE_SAMPLE_EN: ContentDictionary = {
  序号: 'No.',
  种类: 'Kind',
  内容: 'Variety',
  库存: 'Stock',
  '价格(元)': 'Price (CNY)',
  苹果: 'Apple',
  红富士: 'Red Fuji',
  香蕉: 'Banana',
  海南香蕉: 'Hainan banana',
  橙子: 'Orange',
  赣南脐橙: 'Gannan navel orange',
  葡萄: 'Grape',
  巨峰葡萄: 'Kyoho grape',
  西瓜: 'Watermelon',
  麒麟瓜: 'Qilin melon',
  梨: 'Pear',
  砀山酥梨: 'Dangshan pear',
  桃子: 'Peach',
  水蜜桃: 'Honey peach',
  草莓: 'Strawberry',
  丹东草莓: 'Dandong strawberry',
  芒果: 'Mango',
  台农芒果: 'Tainong mango',
  樱桃: 'Cherry',
  大连樱桃: 'Dalian cherry',
  文本: 'Text',
};

const RANGE_SCOPE = /^\s*(\d+)\s*-\s*(\d+)\s*:\s*(\d+)\s*-\s*(\d+)\s*$/;

/**
 * Whether body cell (row r, column c; zero-based) is inside a table scope of docs/reference.md#conditions over a table
 * of `rows` × `columns` — the predicate form of the model's selectTableCells (tested to agree), so a
 * 100,000-row table never builds a list of its cells.
 */
export function scopeContains(
  scope: TableScope | null | undefined,
  r: number,
  c: number,
  rows: number,
  columns: number,
): boolean {
  switch (scope) {
    case undefined:
    case null:
    case '':
    case 'all':
      return true;
    case 'oddRow':
      return r % 2 === 0;
    case 'evenRow':
      return r % 2 === 1;
    case 'oddColumn':
      return c % 2 === 0;
    case 'evenColumn':
      return c % 2 === 1;
    default: {
      const m = RANGE_SCOPE.exec(scope);
      if (!m || rows === 0 || columns === 0) return false;
      const [a, b, x, y] = m.slice(1).map(Number) as [number, number, number, number];
      const clampTo = (n: number, size: number) => Math.min(Math.max(n, 1), size) - 1;
      const r0 = clampTo(Math.min(a, b), rows);
      const r1 = clampTo(Math.max(a, b), rows);
      const c0 = clampTo(Math.min(x, y), columns);
      const c1 = clampTo(Math.max(x, y), columns);
      return r >= r0 && r <= r1 && c >= c0 && c <= c1;
    }
  }
}

/** A conditional cell style: cells in `scope` whose text satisfies `key val` get the colours. */
export interface CellCondition {
  scope?: TableScope;
  /** Operator of docs/reference.md#conditions (greater, less, equal, between, contains…). */
  key?: string;
  val?: unknown;
  color?: string;
  background?: string;
  bold?: boolean;
}

export interface CellStyle {
  color?: string;
  background?: string;
  fontWeight?: number;
}

/** The style conditional formatting gives a body cell; later conditions win over earlier ones. */
export function conditionalCellStyle(
  conditions: readonly CellCondition[] | undefined,
  text: string,
  r: number,
  c: number,
  rows: number,
  columns: number,
): CellStyle | null {
  if (!conditions || conditions.length === 0) return null;
  let style: CellStyle | null = null;
  for (const cond of conditions) {
    if (!scopeContains(cond.scope, r, c, rows, columns)) continue;
    if (!evaluateOperator(cond.key ?? null, text, cond.val)) continue;
    const next: CellStyle = style ?? {};
    if (cond.color) next.color = cond.color;
    if (cond.background) next.background = cond.background;
    if (cond.bold) next.fontWeight = 700;
    style = next;
  }
  return style;
}
