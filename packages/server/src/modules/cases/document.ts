import { isPlainObject } from '@twincanvas/model';

/** A data source config reduced to its sample data: no address, query, credentials or filters. */
export const SAMPLE_SOURCE = { type: 'static', filters: [], filterOn: false } as const;

/**
 * A copy of a document whose every `requestSource` is replaced by the static sample source (the data the
 * component carries, e.g. chartModel.data, is what it then shows), without storage ids. Used when a
 * project is published as a case and when a case is copied: a case never carries a database password,
 * an API token or a query of its publisher.
 */
export function withSampleData<T>(
  value: T,
  /** A request to keep in another form (a published case's twins calls, cases/twins.ts); null: sample. */
  keep: (rs: Record<string, unknown>) => Record<string, unknown> | null = () => null,
): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isPlainObject(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, child] of Object.entries(v)) {
      if (k === '_sqlId') continue;
      out[k] =
        k === 'requestSource' && isPlainObject(child) ? (keep(child) ?? { ...SAMPLE_SOURCE }) : walk(child);
    }
    return out;
  };
  return walk(value) as T;
}

/** Every distinct string of a document that `pick` accepts (asset URLs to copy). */
export function collectStrings(
  value: unknown,
  pick: (s: string) => boolean,
  into = new Set<string>(),
): Set<string> {
  if (typeof value === 'string') {
    if (pick(value)) into.add(value);
  } else if (Array.isArray(value)) for (const v of value) collectStrings(v, pick, into);
  else if (isPlainObject(value)) for (const v of Object.values(value)) collectStrings(v, pick, into);
  return into;
}

/** The document with strings replaced through `map` (asset URLs to their copies). */
export function replaceStrings<T>(value: T, map: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return map.get(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).map(([k, c]) => [k, walk(c)]));
    return v;
  };
  return walk(value) as T;
}
