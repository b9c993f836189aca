import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DocNode } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { dataVariables, projects } from '../../db/schema/index.js';
import type { DocumentService } from '../documents/index.js';
import { parseParamVarId } from '../variables/index.js';

/**
 * The variable definitions a share page needs to run like the preview (docs/reference.md#data-binding): conditions on
 * a variable's value, link templates `${name}` and the values the page sends for data-source parameters
 * all start from the default values.
 *
 * What a share may read: the variables of the shared project, and the group's global variables only
 * when the shared document names them (a condition on a variable, a parameter variable of a request, a
 * `${name}` template) — never the group's other globals, never another project's variables. Only what
 * the runtime reads is answered: no description, creator, group or status.
 */
export interface SharedVariable {
  id: string;
  name: string;
  defaultValue: string;
  /** The shared project's flag; null for a global variable. */
  projectFlag: string | null;
  routerId: string | null;
  routerField: string;
  routerType: number;
}

const TEMPLATE = /\$\{([^{}]*)\}/g;
/** Bounds of the walk over a stored document (it is ours, but a deep one must not stall the request). */
const MAX_DEPTH = 64;

/** Names and ids of variables the document refers to (conditions, parameter variables, templates). */
export function variableReferences(doc: DocNode): Set<string> {
  const out = new Set<string>();
  const seen = new Set<object>();
  const walk = (v: unknown, depth: number) => {
    if (typeof v === 'string') {
      for (const m of v.matchAll(TEMPLATE)) if (m[1]?.trim()) out.add(m[1].trim());
      return;
    }
    if (!v || typeof v !== 'object' || depth > MAX_DEPTH || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    const o = v as Record<string, unknown>;
    // A condition test on a variable: { type: 'variables', target: name or id }.
    if (o.type === 'variables' && typeof o.target === 'string') out.add(o.target);
    // Parameter variables of a request: { id: '{userId}_{varId}', name }.
    if (Array.isArray(o.paramVars))
      for (const p of o.paramVars as { id?: unknown; name?: unknown }[]) {
        if (typeof p?.name === 'string') out.add(p.name);
        const varId = typeof p?.id === 'string' ? parseParamVarId(p.id)?.varId : undefined;
        if (varId) out.add(varId);
      }
    for (const x of Object.values(o)) walk(x, depth + 1);
  };
  walk(doc, 0);
  return out;
}

export async function sharedVariables(
  db: Db,
  documents: DocumentService,
  share: { groupId: string; projectId: string },
): Promise<SharedVariable[]> {
  const rows = await db
    .select({
      id: dataVariables.id,
      name: dataVariables.name,
      defaultValue: dataVariables.defaultValue,
      projectFlag: projects.projectFlag,
      routerId: dataVariables.routerId,
      routerField: dataVariables.routerField,
      routerType: dataVariables.routerType,
    })
    .from(dataVariables)
    .leftJoin(projects, eq(projects.id, dataVariables.projectId))
    .where(
      and(
        eq(dataVariables.groupId, share.groupId),
        or(eq(dataVariables.projectId, share.projectId), isNull(dataVariables.projectId)),
      ),
    )
    .orderBy(asc(dataVariables.createdAt), asc(dataVariables.name));
  const globals = rows.filter((r) => r.projectFlag === null);
  if (globals.length === 0) return rows;
  const named = variableReferences(await documents.query(share.groupId, { projectId: share.projectId }));
  return rows.filter((r) => r.projectFlag !== null || named.has(r.id) || named.has(r.name));
}
