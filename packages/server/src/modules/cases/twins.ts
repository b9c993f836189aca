import { and, eq, inArray } from 'drizzle-orm';
import { isPlainObject } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { cases, dataSources } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { twinTenantOf, runTwinsView } from '../twin/index.js';

/**
 * Twins data in published cases (docs/deployment.md#digital-twin-platform-mode: case views use their own stored tenant and space ids).
 * A case is a frozen copy with sample data, except that a request on one of the publishing group's
 * `twins` sources is kept as its twin call (a path and a JSON body: no address, password or token of the
 * publisher), when the group is a twin tenant. The case stores that tenant and space; its viewers get the
 * data through the server with a type-1 token for them (modules/twin). Copies of a case get sample data.
 */

type Rec = Record<string, unknown>;
const UUID = /^[0-9a-f-]{36}$/i;

/** The `type` a kept twins request has in a case document. */
export const CASE_TWINS_TYPE = 'twins';

/** Every sourceId the document's requests name. */
function sourceIdsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) sourceIdsOf(v, into);
  else if (isPlainObject(value))
    for (const [k, v] of Object.entries(value)) {
      if (
        k === 'requestSource' &&
        isPlainObject(v) &&
        typeof v.sourceId === 'string' &&
        UUID.test(v.sourceId)
      )
        into.add(v.sourceId);
      else sourceIdsOf(v, into);
    }
  return into;
}

/**
 * What publishing keeps of the document's twins requests: the group's twin ids (null when it is no twin
 * tenant; then every request becomes sample data) and, per request, its kept form or null.
 */
export async function twinsOfPublished(
  db: Db,
  groupId: string,
  doc: unknown,
): Promise<{
  ids: { twinTenantId: string | null; twinSpaceId: string | null };
  keep: (rs: Rec) => Rec | null;
}> {
  const tenant = await twinTenantOf(db, groupId);
  const ids = [...sourceIdsOf(doc)];
  if (!tenant || ids.length === 0)
    return {
      ids: { twinTenantId: tenant?.tenantId ?? null, twinSpaceId: tenant?.spaceId ?? null },
      keep: () => null,
    };
  const rows = await db
    .select({ id: dataSources.id, config: dataSources.config })
    .from(dataSources)
    .where(
      and(eq(dataSources.groupId, groupId), eq(dataSources.kind, 'twins'), inArray(dataSources.id, ids)),
    );
  const calls = new Map(rows.map((r) => [r.id, { path: r.config.path, body: r.config.body ?? {} }]));
  return {
    ids: { twinTenantId: tenant.tenantId, twinSpaceId: tenant.spaceId },
    keep: (rs) => {
      const call = typeof rs.sourceId === 'string' ? calls.get(rs.sourceId) : undefined;
      if (!call) return null;
      // The refresh settings and field mapping stay; filters (the group's code) do not travel with a case.
      return {
        type: CASE_TWINS_TYPE,
        sourceType: CASE_TWINS_TYPE,
        twinCall: call,
        enable: rs.enable ?? true,
        interval: rs.interval ?? 10,
        ...(rs.effect === undefined ? {} : { effect: rs.effect }),
        filters: [],
        filterOn: false,
      };
    },
  };
}

/** The kept twins request of the component `componentId` of a case document, or null. */
function twinRequestOf(value: unknown, componentId: string): Rec | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = twinRequestOf(v, componentId);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  const rs = value.requestSource;
  if (value._id === componentId && isPlainObject(rs) && rs.type === CASE_TWINS_TYPE) return rs;
  for (const v of Object.values(value)) {
    const found = twinRequestOf(v, componentId);
    if (found) return found;
  }
  return null;
}

const NO_TWIN_DATA = {
  zh: '该案例中没有此组件的孪生数据',
  en: 'The case has no twins data for this component',
};

/**
 * The data of one component's twins request in a case the caller's group may view: with a type-1 token
 * for the tenant and space the case stored (runTwinsView), whoever views it.
 */
export async function caseTwinData(
  db: Db,
  gatewayUrl: string | undefined,
  groupId: string,
  v: { caseFlag: string; componentId: string },
) {
  const [row] = await db
    .select({
      body: cases.body,
      twinTenantId: cases.twinTenantId,
      twinSpaceId: cases.twinSpaceId,
      groupId: cases.groupId,
    })
    .from(cases)
    .where(eq(cases.caseFlag, v.caseFlag));
  // Visible as everywhere else: shipped cases to all, published ones to their group only.
  if (!row || (row.groupId !== null && row.groupId !== groupId))
    throw notFound({ zh: '案例不存在', en: 'The case does not exist' });
  const rs = twinRequestOf(row.body, v.componentId);
  if (!rs) throw notFound(NO_TWIN_DATA);
  return runTwinsView(gatewayUrl, { tenantId: row.twinTenantId, spaceId: row.twinSpaceId }, rs.twinCall);
}
