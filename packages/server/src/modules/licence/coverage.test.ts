import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes, type DeclaredRoute } from '../../http/access.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { newVendorKeyPair } from './keys.js';

/**
 * The licence guard's coverage, from the registered routes rather than a list kept by hand: every route
 * that names a project, a share or a case (in its path or its fields) either declares what it does with
 * project content (`config.licence`) or is listed below as not serving any. On a private server without
 * a licence every declared opening or making route is then refused with the message opening a project
 * gives (docs/deployment.md#licence-guard).
 */

/** Routes that name a project, share or case but serve no project content, each with the reason. */
const NOT_CONTENT: Record<string, string> = {
  'POST /api/project/v2/in/folder/list': 'the manager lists every project, licensed or not',
  'POST /api/project/v2/rename': 'project name only (manager)',
  'POST /api/project/v2/move': 'folder of a project (manager)',
  'POST /api/project/v2/delete': 'moves projects to the recycle bin (manager)',
  'POST /api/folder-manage/move/project': 'folder of a project (manager)',
  'POST /api/project/versions/list': 'names and times of versions, no content',
  'POST /api/project/versions/delete': 'drops a version, reads no content',
  'POST /api/project/versions/settings': 'automatic version settings',
  'POST /api/permission/insertOrUpdate': 'who may use a project',
  'POST /api/permission/update': 'who may use a project',
  'POST /api/permission/list': 'who may use a project',
  'POST /api/log-record/list': 'operation log',
  'POST /api/log-record/export': 'operation log',
  'POST /api/log-record/addLogRecord': 'operation log',
  'PUT /api/project/share/v2': 'share settings; the shared view itself is guarded',
  'POST /api/project/share/v2': 'share settings; the shared view itself is guarded',
  'POST /api/project/share/v2/revoke': 'share settings',
  'POST /api/project/share/v2/query': 'share settings',
  'POST /api/project/case/v2/list': 'case gallery listing',
  'POST /api/project/case/v2/industry-list': 'case gallery listing',
  'POST /api/project/case/v2/delete': 'removes a case from the gallery',
  'POST /api/project/case/v2/industry-del': 'removes a case from the gallery',
  'GET /api/project/case/v2/getTwinInfoByCaseFlag': 'the case project flag only',
};

const CONTENT_FIELDS = new Set([
  'projectId',
  'projectIds',
  'projectFlag',
  'objectFlg',
  'sid',
  'caseId',
  'caseFlag',
]);
const namesContent = (r: DeclaredRoute) =>
  /^\/api\/(project|previewData)\//.test(r.url) ||
  /\/share\//.test(r.url) ||
  r.fields.some((f) => CONTENT_FIELDS.has(f));
const key = (r: DeclaredRoute) => `${r.method} ${r.url}`;

let t: TestApp;
let routes: readonly DeclaredRoute[];

beforeAll(async () => {
  t = await createTestApp({ edition: 'private', licencePublicKey: newVendorKeyPair().publicPem });
  routes = declaredRoutes(t.app).filter((r) => r.method !== 'HEAD');
});
afterAll(() => t.close());

describe('licence guard coverage (every registered route)', () => {
  it('every route naming a project, share or case declares its licence use or is listed as not content', () => {
    const unclassified = routes.filter((r) => namesContent(r) && !r.licence && !(key(r) in NOT_CONTENT));
    expect(unclassified.map(key)).toEqual([]);
    // The list names real routes that declare nothing (a route that gained a declaration leaves it).
    const byKey = new Map(routes.map((r) => [key(r), r]));
    for (const k of Object.keys(NOT_CONTENT)) {
      expect(byKey.has(k), k).toBe(true);
      expect(byKey.get(k)?.licence, k).toBeUndefined();
    }
  });

  it('the calls named in the deployment issue are declared as opening project content', () => {
    const opening = new Set(routes.filter((r) => r.licence === 'opening').map(key));
    for (const k of [
      'POST /api/project/versions/diff',
      'POST /api/project/versions/restore',
      'POST /api/project/case/v2/twinData',
      'POST /api/project/share/v2/:sid/filters',
      'POST /api/project/share/v2/:sid/variables',
      'POST /api/project/share/v2/:sid/model/theme',
      'POST /api/project/share/v2/:sid/weather',
    ])
      expect(opening.has(k), k).toBe(true);
  });

  it('without a licence every opening and making route is refused with the message opening a project gives', async () => {
    const s = await t.login();
    const open = await t.call({
      method: 'POST',
      url: '/api/project/detail/v2/query',
      token: s.token,
      group: s.groupId,
      payload: { projectId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(open.status).toBe(403);
    expect(open.body.data.reason).toBe('licenceMissing');
    const guarded = routes.filter((r) => r.licence === 'opening' || r.licence === 'making');
    expect(guarded.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const r of guarded) {
      const res = await t.call({
        method: r.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: r.url.replace(/:(\w+)/g, 'aaaaaaaaaaaaaaaaaaaa'),
        token: s.token,
        group: s.groupId,
        ...(r.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.status !== 403 || res.body.data?.reason !== 'licenceMissing' || res.body.msg !== open.body.msg)
        wrong.push(`${key(r)} → ${res.status} ${res.body.msg}`);
    }
    expect(wrong).toEqual([]);
  });
});
