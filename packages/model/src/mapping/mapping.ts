import { isChartType } from '../catalogue/catalogue.js';

/**
 * Field mapping (`requestSource.effect`, docs/reference.md#data-binding; the "mapping" data request of docs/reference.md#api):
 * turns what a source answered (rows, an object, a nested API answer) into the shape a component
 * expects. The browser's data runtime and the server's mapping calls both run this one implementation.
 *
 *   effect = { [targetField]: sourceFieldPath }       e.g. { X: 'city', Y: 'sales', Name: 'year' }
 *
 * - chart kinds (sample is a list of chart pages): rows become one page; X/Y/S per row, series by the
 *   `Name` field when mapped (one series otherwise, named after the Y field).
 * - list kinds (sample is a list of objects): every row becomes one object of the target fields.
 * - object kinds (sample is an object): the first row gives the target fields.
 * - `effect.root` (optional) picks the list or object inside the answer first, e.g. 'data.items'.
 * With no field mapped, the data passes through unchanged (an answer already in the component's shape).
 *
 * Input may come from anywhere (an upstream API, a request body): paths only ever READ own properties,
 * so '__proto__' or 'constructor' in a path finds nothing, and nothing is ever assigned by path.
 */
export type Effect = Readonly<Record<string, string>>;

export type TargetMode = 'chart' | 'list' | 'object' | 'none';

export interface TargetShape {
  mode: TargetMode;
  /** Fields a source field can be mapped onto, in display order. */
  fields: readonly string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Chart fields of docs/reference.md#type-codes: category X, value Y, optional size S and series name. */
export const CHART_FIELDS = ['X', 'Y', 'S', 'Name'] as const;

/** Path segments read at most (a longer path finds nothing). */
export const MAX_PATH_SEGMENTS = 32;

function isChartPage(v: unknown): boolean {
  return isRecord(v) && ('Group' in v || 'Dimension' in v);
}

/** What a component expects, read from its definition's sample data. */
export function targetShapeOf(sampleData: unknown): TargetShape {
  if (Array.isArray(sampleData)) {
    const first: unknown = sampleData[0];
    if (isChartPage(first)) return { mode: 'chart', fields: CHART_FIELDS };
    if (isRecord(first)) return { mode: 'list', fields: Object.keys(first) };
    return { mode: 'none', fields: [] };
  }
  if (isRecord(sampleData)) return { mode: 'object', fields: Object.keys(sampleData) };
  return { mode: 'none', fields: [] };
}

/** Reads a dotted path ('a.b.0.c') through own properties only; '' reads the value itself. */
export function getPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  const keys = path.split('.');
  if (keys.length > MAX_PATH_SEGMENTS) return undefined;
  let cur: unknown = value;
  for (const key of keys) {
    if (Array.isArray(cur)) cur = /^\d+$/.test(key) ? cur[Number(key)] : undefined;
    else if (isRecord(cur)) cur = Object.hasOwn(cur, key) ? cur[key] : undefined;
    else return undefined;
  }
  return cur;
}

/**
 * The rows inside an answer: the answer itself when it is a list; else the first list found at the
 * top level or one level down (`{data: [...]}`, `{result: {list: [...]}}`); else the object as one row.
 */
export function rowsOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (!isRecord(raw)) return raw === undefined || raw === null ? [] : [raw];
  for (const v of Object.values(raw)) if (Array.isArray(v)) return v;
  for (const v of Object.values(raw))
    if (isRecord(v)) for (const w of Object.values(v)) if (Array.isArray(w)) return w;
  return [raw];
}

/** Field paths a row offers to the mapping picker: top-level keys and one level of nested keys. */
export function fieldsOf(raw: unknown, limit = 200): string[] {
  const out = new Set<string>();
  for (const row of rowsOf(raw).slice(0, 50)) {
    if (!isRecord(row)) continue;
    for (const [k, v] of Object.entries(row)) {
      if (isRecord(v)) for (const sub of Object.keys(v)) out.add(`${k}.${sub}`);
      else out.add(k);
      if (out.size >= limit) return [...out];
    }
  }
  return [...out];
}

const toNumber = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

const toLabel = (v: unknown): string | number =>
  typeof v === 'number'
    ? v
    : v === null || v === undefined
      ? ''
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

function mapped(effect: Effect | undefined): [string, string][] {
  if (!effect) return [];
  return Object.entries(effect).filter(([k, v]) => k !== 'root' && typeof v === 'string' && v !== '');
}

interface ChartPoint {
  X: string | number;
  Y: number;
  S?: number;
}

function chartPages(rows: readonly unknown[], effect: Effect): unknown[] {
  const x = effect.X ?? '';
  const y = effect.Y ?? '';
  const s = effect.S;
  const name = effect.Name;
  const series = new Map<string, ChartPoint[]>();
  for (const row of rows) {
    const value = toNumber(getPath(row, y));
    if (value === undefined) continue;
    const key = name ? String(toLabel(getPath(row, name))) : y || 'Y';
    const point: ChartPoint = { X: toLabel(getPath(row, x)), Y: value };
    const size = s ? toNumber(getPath(row, s)) : undefined;
    if (size !== undefined) point.S = size;
    const list = series.get(key) ?? [];
    list.push(point);
    series.set(key, list);
  }
  return [
    {
      pageId: 'p1',
      pageName: '',
      Title: '',
      Unit: '',
      Dimension: { Name: x, Unit: '' },
      Group: [...series].map(([Name, Content]) => ({ Name, Content })),
    },
  ];
}

/** Applies the field mapping for a component expecting `target`. */
export function applyEffect(raw: unknown, effect: Effect | undefined, target: TargetShape): unknown {
  const pairs = mapped(effect);
  if (pairs.length === 0 || target.mode === 'none') return raw;
  const root = effect?.root ? getPath(raw, effect.root) : raw;
  const rows = rowsOf(root);
  const pick = (row: unknown) => Object.fromEntries(pairs.map(([to, from]) => [to, getPath(row, from)]));
  switch (target.mode) {
    case 'chart':
      return effect?.Y ? chartPages(rows, effect) : raw;
    case 'list':
      return rows.map(pick);
    case 'object':
      return rows.length === 0 ? {} : pick(rows[0]);
  }
}

/**
 * An effect as stored or sent (`mapingJson` of the mapping call, docs/reference.md#data-binding): an object of path strings, or
 * its JSON text. Anything else, and entries whose value is not a string, read as no mapping.
 */
export function parseEffect(value: unknown): Effect | undefined {
  let v: unknown = value;
  if (typeof v === 'string') {
    if (v.trim() === '') return undefined;
    try {
      v = JSON.parse(v);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(v)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) if (typeof x === 'string') out[k] = x;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** One mapping request of docs/reference.md#api: {requestType 1, data, mapingJson, componentType}. */
export interface MappingRequest {
  data: unknown;
  mapingJson?: unknown;
  componentType?: string | number;
  /** The component's expected shape when the caller knows it (its definition's sample data). */
  target?: TargetShape;
}

/**
 * The target shape of a mapping request: the one given; else a chart for the chart band of type codes;
 * else a list of the mapped fields (every row one object), which every list and text kind reads.
 */
export function targetOfRequest(
  req: Pick<MappingRequest, 'componentType' | 'target'>,
  effect?: Effect,
): TargetShape {
  if (req.target) return req.target;
  if (req.componentType !== undefined && req.componentType !== '' && isChartType(req.componentType))
    return { mode: 'chart', fields: CHART_FIELDS };
  const fields = mapped(effect).map(([k]) => k);
  return fields.length > 0 ? { mode: 'list', fields } : { mode: 'none', fields: [] };
}

/** Runs one mapping request. */
export function mapData(req: MappingRequest): unknown {
  const effect = parseEffect(req.mapingJson);
  return applyEffect(req.data, effect, targetOfRequest(req, effect));
}
