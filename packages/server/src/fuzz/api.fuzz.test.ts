import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { declaredRoutes, type DeclaredRoute } from '../http/access.js';
import { PERMISSIONS } from '../http/permissionCodes.js';
import { createTestApp, TEST_DB, type TestApp } from '../test/harness.js';
import { folderProject, member, okPoster, type Who } from '../test/workspace.js';
import { bodyArb, fromSchema, fuzzTimeout, paramArb, type IdPool, type JsonSchema } from './arbitraries.js';
import { TableDigest } from './digest.js';
import { currentMachineCode, vendorSigningKey } from '../modules/licence/service.js';
import { versionJobsSettled } from '../modules/versions/routes.js';

/**
 * Property-based fuzzing of every API route (issue 23 item 3). Routes come from the server's own table
 * (declaredRoutes: every /api route with its declared access) and their body/query schemas from the
 * OpenAPI document the server builds from its zod schemas, so a new route is fuzzed without a line here.
 * Invariants per request: no 5xx, no unhandled rejection, and a refused request leaves every table as it
 * was. FUZZ_RUNS sets the number of cases (10,000 in the bench run: `FUZZ_RUNS=10000 npx vitest run
 * packages/server/src/fuzz`); the default keeps `npm test` short. FUZZ_SEED replays a failing run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (TEST_DB === 'postgres' ? 80 : 200));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * Tables a refused request may write, and why. Anything else changing on a refusal fails the test.
 */
const MAY_CHANGE_ON_REFUSAL = new Map<string, string>([]);

/**
 * 5xx answers that report the state of a service outside the server, whatever the request: the test
 * configuration has no weather provider, so the weather relay says "not configured" (503), as it must in
 * production until one is set; likewise cloud storage. Status and route, exactly; any other 5xx fails.
 */
const UPSTREAM_STATE = new Set<string>([
  '503 /api/weather/query',
  // No digital-twin platform configured (TWIN_GATEWAY_URL): once a random tenant/save has made the group a twin
  // tenant, its token and proxy calls say so (found by a 10,000-case run on PostgreSQL).
  '503 /api/digital-twin/user/application/generateToken',
  '503 /api/digital-twin/proxy',
  // No cloud object storage configured: the client falls back to the ordinary upload (it says so).
  '501 /api/file/cos/credential',
  '501 /api/file/cos/complete',
]);

let t: TestApp;
let digest: TableDigest;
let a: Who;
let viewer: Who;
let b: Who;
let pool: IdPool;
const unhandled: unknown[] = [];
const onUnhandled = (err: unknown) => unhandled.push(err);

interface Target {
  route: DeclaredRoute;
  body?: JsonSchema;
  query?: JsonSchema;
}

function targets(): Target[] {
  const spec = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
        }
      >
    >;
  };
  return declaredRoutes(t.app)
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((route) => {
      const op = spec.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const body = op?.requestBody?.content?.['application/json']?.schema;
      const q = op?.parameters?.filter((p) => p.in === 'query') ?? [];
      const query: JsonSchema | undefined =
        q.length > 0
          ? {
              type: 'object',
              properties: Object.fromEntries(q.map((p) => [p.name, p.schema ?? {}])),
              required: q.filter((p) => p.required).map((p) => p.name),
            }
          : undefined;
      return { route, ...(body ? { body } : {}), ...(query ? { query } : {}) };
    });
}

type Actor = 'admin' | 'viewer' | 'stranger' | 'nobody';
const actorArb = fc.constantFrom<Actor>('admin', 'admin', 'admin', 'admin', 'viewer', 'stranger', 'nobody');

function headers(actor: Actor): Record<string, string> {
  const who = actor === 'admin' ? a : actor === 'viewer' ? viewer : actor === 'stranger' ? b : null;
  if (!who) return {};
  // The stranger names A's group: membership must refuse it.
  return { authorization: `Bearer ${who.token}`, 'current-group': a.groupId };
}

/** After a fuzzed call signed someone out or changed their password, sign a fresh member in. */
async function stillSignedIn(): Promise<void> {
  const probe = (who: Who) =>
    t.call({
      method: 'POST',
      url: '/api/userFolder/list',
      token: who.token,
      group: who.groupId,
      payload: {},
    });
  if ((await probe(a)).status === 401) a = await member(t, { groupId: a.groupId });
  if ((await probe(viewer)).status === 401)
    viewer = await member(t, { groupId: a.groupId, codes: [PERMISSIONS.projectView.code] });
  if ((await probe(b)).status === 401) b = await member(t);
}

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  t = await createTestApp();
  a = await member(t, { nickName: '甲' });
  viewer = await member(t, { groupId: a.groupId, codes: [PERMISSIONS.projectView.code] });
  b = await member(t, { nickName: 'B' });
  const pa = await folderProject(okPoster(t, a), '模糊测试A');
  const pb = await folderProject(okPoster(t, b), '模糊测试B');
  pool = {
    uuids: [a.groupId, a.userId, pa.id, b.groupId, b.userId, pb.id, viewer.userId],
    strings: [pa.flag, pb.flag, pa.pageId, 'ws-user', 'admin@twincanvas'],
  };
  // The installation's identity and signing key are made once, on the first licence call of any kind;
  // made here, so a refused call that writes them later would be a finding.
  await currentMachineCode(t.database.db);
  await vendorSigningKey(t.database.db, t.app.config);
  digest = new TableDigest(t.database, MAY_CHANGE_ON_REFUSAL);
});
afterAll(async () => {
  await t?.close();
  process.off('unhandledRejection', onUnhandled);
});

describe('API fuzzing (every route from the route table)', () => {
  it(
    `${RUNS} random requests: no 5xx, no unhandled rejection, refused requests change nothing`,
    { timeout: fuzzTimeout(RUNS) },
    async () => {
      const all = targets();
      expect(all.length).toBeGreaterThan(250);
      const stats = {
        cases: 0,
        refused: 0,
        accepted: 0,
        upstream: 0,
        byStatus: {} as Record<number, number>,
      };
      const reached = new Set<string>();
      // The full digest is taken only when the cheap transaction-id check says something may have been
      // written; it is kept until an accepted request changes the data.
      let before: Map<string, string> | null = await digest.take();
      const request = fc.nat({ max: all.length - 1 }).chain((i) => {
        const target = all[i]!;
        const params = (target.route.url.match(/:\w+/g) ?? []).map(() => paramArb(pool));
        return fc.record({
          i: fc.constant(i),
          actor: actorArb,
          body: target.route.method === 'GET' ? fc.constant(undefined) : bodyArb(target.body, pool),
          query: target.query ? fromSchema(target.query, pool) : fc.constant(undefined),
          params: fc.tuple(...params),
        });
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ i, actor, body, query, params }) => {
          const { route } = all[i]!;
          let n = 0;
          let url = route.url.replace(/:\w+/g, () => params[n++]!);
          if (query && typeof query === 'object') {
            const qs = new URLSearchParams();
            for (const [k, v] of Object.entries(query))
              qs.set(k, typeof v === 'string' ? v : JSON.stringify(v));
            url += `?${qs.toString()}`;
          }
          before ??= await digest.take();
          const xid = await digest.nextXid();
          const res = await t.app.inject({
            method: route.method as 'GET' | 'POST',
            url,
            headers: {
              ...headers(actor),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          stats.cases++;
          stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
          const what = `${route.method} ${url} as ${actor}: ${JSON.stringify(body)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (!UPSTREAM_STATE.has(`${res.statusCode} ${route.url}`))
            expect(res.statusCode, what).toBeLessThan(500);
          else stats.upstream++;
          let envelope: { code?: unknown; data?: { subCode?: unknown } } = {};
          try {
            envelope = res.json();
          } catch {
            // Files and streams are not envelopes.
          }
          const refused =
            res.statusCode >= 400 ||
            (envelope.code !== undefined && String(envelope.code) !== '0') ||
            (typeof envelope.data?.subCode === 'number' && envelope.data.subCode !== 0);
          // Work a save starts after answering (automatic versions) belongs to that save.
          await versionJobsSettled(t.database.db);
          const wrote = (await digest.nextXid()) !== xid;
          if (refused) {
            stats.refused++;
            if (wrote) {
              const changed = TableDigest.changed(before, await digest.take());
              expect(changed, `refused, yet tables changed: ${what}`).toEqual([]);
            }
          } else {
            stats.accepted++;
            reached.add(`${route.method} ${route.url}`);
            if (wrote) before = null;
          }
          if (res.statusCode === 401 && actor !== 'nobody') {
            // A fuzzed call may have signed the actor out; a fresh sign-in writes rows of its own.
            await stillSignedIn();
            before = null;
          }
        }),
        {
          numRuns: RUNS,
          ...(SEED === undefined ? {} : { seed: SEED }),
          endOnFailure: true,
          includeErrorInReport: true,
        },
      );
      expect(unhandled.map((r) => (r instanceof Error ? (r.stack ?? r.message) : String(r)))).toEqual([]);
      // One JSON line for the bench log: how much of the API the run reached.
      console.log(
        JSON.stringify({
          bench: 'api-fuzz',
          db: TEST_DB,
          routes: all.length,
          ...stats,
          routesAccepting: reached.size,
          fivexx: 0,
          unhandledRejections: unhandled.length,
        }),
      );
    },
  );
});

describe('regressions the fuzzing found', () => {
  it('a NUL character or a lone surrogate anywhere in a request is a clear 400, not a database error (was 500)', async () => {
    // Seed -2138043330: POST /api/userPro/login {"account":"\u0000", ...} answered 500.
    const login = await t.call({
      method: 'POST',
      url: '/api/userPro/login',
      payload: { account: '\u0000', password: 'Adx)FOuV=' },
    });
    expect(login.status).toBe(400);
    expect(login.body.msg).toContain('\\u0000');
    // A member of its own: the fuzzing above may have changed the roles of A's admin.
    const fresh = await member(t);
    const folders = await t.call({
      method: 'POST',
      url: '/api/userFolder/add',
      token: fresh.token,
      group: fresh.groupId,
      headers: { 'accept-language': 'en' },
      payload: { name: 'x\u0000y' },
    });
    expect(folders.status).toBe(400);
    expect(folders.body.msg).toMatch(/NUL/);
    const project = pool.uuids[2]!;
    const before = await digest.take();
    const save = await t.call({
      method: 'POST',
      url: '/api/project/detail/v2/save',
      token: fresh.token,
      group: fresh.groupId,
      payload: {
        projectId: project,
        baseRevision: 0,
        opts: [{ command: 'update', path: 'x.y', records: { newValue: { ['k\u0000']: 1 } } }],
      },
    });
    expect(save.status).toBe(400);
    // save.fuzz.test.ts: a lone surrogate in an op's oldValue reached the op log's jsonb and answered 500.
    const surrogate = await t.call({
      method: 'POST',
      url: '/api/project/detail/v2/save',
      token: fresh.token,
      group: fresh.groupId,
      payload: {
        projectId: project,
        baseRevision: 0,
        opts: [
          { command: 'update', path: 'E2.componentName', records: { oldValue: '\ud800', newValue: '~bg' } },
        ],
      },
    });
    expect(surrogate.status).toBe(400);
    expect(TableDigest.changed(before, await digest.take())).toEqual([]);
  });
});
