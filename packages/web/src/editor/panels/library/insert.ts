import {
  cloneWithFreshIds,
  isPlainObject,
  listAddOp,
  updateOp,
  type Component2D,
  type DocNode,
  type ListContext,
  type Operation,
  maxOrder,
} from '@twincanvas/model';

/**
 * Pure op builders of the resource library: inserting an image, a collected set of components (fresh
 * ids, data references re-linked), a project font. Every change goes through ops, so each is one undo.
 */

type Rect = { componentLeft: number; componentTop: number; componentWidth: number; componentHeight: number };

/** Old → new ids of the filters and parameter variables re-created in the target project. */
export interface DataLinks {
  filters: ReadonlyMap<string, string>;
  vars: ReadonlyMap<string, string>;
}

const mapVarId = (id: string, vars: ReadonlyMap<string, string>): string => {
  if (vars.has(id)) return vars.get(id)!;
  // Parameter variable ids read `{userId}_{varId}` (docs/reference.md#data-binding): map the variable part.
  const cut = id.lastIndexOf('_');
  if (cut > 0 && vars.has(id.slice(cut + 1))) return `${id.slice(0, cut + 1)}${vars.get(id.slice(cut + 1))}`;
  return id;
};

function relinkSource(source: Record<string, unknown>, links: DataLinks): Record<string, unknown> {
  const out = { ...source };
  if (Array.isArray(source.filters))
    out.filters = source.filters.map((f: unknown) =>
      typeof f === 'string'
        ? (links.filters.get(f) ?? f)
        : isPlainObject(f) && typeof f.id === 'string'
          ? { ...f, id: links.filters.get(f.id) ?? f.id }
          : f,
    );
  const relinkVars = (list: unknown) =>
    Array.isArray(list)
      ? list.map((v: unknown) =>
          isPlainObject(v) && typeof v.id === 'string' ? { ...v, id: mapVarId(v.id, links.vars) } : v,
        )
      : list;
  if (source.paramVars) out.paramVars = relinkVars(source.paramVars);
  if (isPlainObject(source.sqlOptions) && source.sqlOptions.paramVars)
    out.sqlOptions = { ...source.sqlOptions, paramVars: relinkVars(source.sqlOptions.paramVars) };
  return out;
}

/** Rewrites every requestSource of a component tree to the re-created filter and variable ids. */
export function relinkData<T>(value: T, links: DataLinks): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isPlainObject(v)) return v;
    return Object.fromEntries(
      Object.entries(v).map(([k, c]) => [
        k,
        k === 'requestSource' && isPlainObject(c) ? relinkSource(c, links) : walk(c),
      ]),
    );
  };
  return walk(value) as T;
}

/** Filter ids and parameter variables used anywhere in components (what travels with a collection). */
export function dataRefs(components: readonly Component2D[]): {
  filterIds: string[];
  paramVars: Record<string, unknown>[];
} {
  const filterIds = new Set<string>();
  const vars = new Map<string, Record<string, unknown>>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!isPlainObject(v)) return;
    for (const [k, c] of Object.entries(v)) {
      if (k === 'requestSource' && isPlainObject(c)) {
        for (const f of Array.isArray(c.filters) ? c.filters : [])
          if (typeof f === 'string') filterIds.add(f);
          else if (isPlainObject(f) && typeof f.id === 'string') filterIds.add(f.id);
        const pv = [
          ...(Array.isArray(c.paramVars) ? c.paramVars : []),
          ...(isPlainObject(c.sqlOptions) && Array.isArray(c.sqlOptions.paramVars)
            ? c.sqlOptions.paramVars
            : []),
        ];
        for (const p of pv) if (isPlainObject(p) && typeof p.id === 'string') vars.set(p.id, p);
      }
      walk(c);
    }
  };
  walk(components);
  return { filterIds: [...filterIds], paramVars: [...vars.values()] };
}

const rectOf = (c: Component2D): Rect =>
  (c.componentRect as Rect | undefined) ?? {
    componentLeft: 0,
    componentTop: 0,
    componentWidth: 100,
    componentHeight: 100,
  };

/**
 * Ops adding copies of components (fresh ids for every node, `_pid` remapped) to the edited list, their
 * union centred on `center` (list coordinates), stacked above what is there. Answers the new ids too.
 */
export function insertComponentsOps(
  ctx: ListContext,
  components: readonly Component2D[],
  center: { x: number; y: number },
  links: DataLinks = { filters: new Map(), vars: new Map() },
  parentGroup?: string,
): { ops: Operation[]; ids: string[] } {
  const copies = components.map((c) =>
    cloneWithFreshIds(relinkData(c, links), { kind: 'component2d', rename: false }),
  );
  if (copies.length === 0) return { ops: [], ids: [] };
  const rects = copies.map(rectOf);
  const left = Math.min(...rects.map((r) => r.componentLeft));
  const top = Math.min(...rects.map((r) => r.componentTop));
  const right = Math.max(...rects.map((r) => r.componentLeft + r.componentWidth));
  const bottom = Math.max(...rects.map((r) => r.componentTop + r.componentHeight));
  const dx = Math.round(center.x - (left + right) / 2);
  const dy = Math.round(center.y - (top + bottom) / 2);
  let order = maxOrder(ctx.list);
  const ops: Operation[] = copies.map((copy, i) => {
    const r = rects[i]!;
    const placed: Component2D = {
      ...copy,
      order: ++order,
      componentRect: { ...r, componentLeft: r.componentLeft + dx, componentTop: r.componentTop + dy },
    };
    if (parentGroup) placed._pid = parentGroup;
    else delete placed._pid;
    return listAddOp(`${ctx.parentId}.${ctx.listField}`, ctx.list.length + i, placed);
  });
  return { ops, ids: copies.map((c) => c._id) };
}

/** The project's font list with one more entry (update op on the root `fonts`), or no op if present. */
export function addProjectFontOp(doc: DocNode, font: { fontRealName: string; fontUrl: string }): Operation[] {
  const fonts = Array.isArray(doc.fonts) ? (doc.fonts as { fontRealName: string; fontUrl: string }[]) : [];
  if (fonts.some((f) => f.fontRealName === font.fontRealName && f.fontUrl === font.fontUrl)) return [];
  return [updateOp(String(doc._id), 'fonts', doc.fonts, [...fonts, font])];
}
