import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { multipartBody, PNG_1X1 } from '../uploads/fixtures.js';

/**
 * Tenancy of the library: group A can neither reach group B's uploads, resources, resource groups,
 * themes or published cases by naming B's ids, nor by sending Current-Group B. Walks the OpenAPI list
 * of the library prefixes, so a route added later without an entry here fails.
 */
let t: TestApp;
let a: Who;
let b: Who;
let dataDir: string;
const B = {
  file: '',
  image: '',
  chart: '',
  group: '',
  collectGroup: '',
  collected: '',
  theme: '',
  heat: '',
  project: '',
  caseId: '',
  caseFlag: '',
};
const A = { group: '', collectGroup: '', image: '' };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tc-lib-tenancy-'));
  t = await createTestApp({ dataDir });
  a = await member(t);
  b = await member(t);
  const bd = okPoster(t, b);
  const ad = okPoster(t, a);
  const body = multipartBody(
    { id: 'x', type: 'image', target: '1' },
    { name: 'B-secret.png', data: PNG_1X1 },
  );
  B.file = (
    await t.call({ method: 'POST', url: '/api/file/upload', token: b.token, group: b.groupId, ...body })
  ).body.data.fileUrl;
  B.image = (await bd('/resource/source/add', { type: '4', name: 'B-secret-image', fileUrl: B.file })).id;
  B.chart = (await bd('/resource/source/add', { type: '0', name: 'B-secret-chart', body: { s: 1 } })).id;
  B.group = (await bd('/group-management/add/4', { name: 'B-secret-group' })).id;
  B.collectGroup = (await bd('/group-management/add/1', { name: 'B-secret-collect' })).id;
  B.collected = (
    await bd('/resource/collect/add', {
      collectGroupId: [B.collectGroup],
      name: 'B-secret-c',
      components: [{ _id: 'E1' }],
    })
  )[0].id;
  B.theme = (await bd('/theme/add', { name: 'B-secret-theme', body: { colors: ['#000'] } })).id;
  B.heat = (await bd('/heat-theme/add', { name: 'B-secret-heat', body: { colors: ['#000', '#fff'] } })).id;
  B.project = (await bd('/project/v2/create', { projectName: 'B-secret-project' })).projectId;
  const c = await bd('/project/case/v2/publish', { projectId: B.project, caseName: 'B-secret-case' });
  B.caseId = c.caseId;
  B.caseFlag = c.caseFlag;
  await bd('/project/case/v2/industry-publish', {
    projectId: B.project,
    caseName: 'B-secret-industry',
    category: 'B-secret-cat',
  });
  A.group = (await ad('/group-management/add/4', { name: 'A组' })).id;
  A.collectGroup = (await ad('/group-management/add/1', { name: 'A收藏' })).id;
  A.image = (
    await ad('/resource/source/add', { type: '4', name: 'A图', fileUrl: 'https://example.com/a.png' })
  ).id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Case = [url: string, body: () => object];

const namingB: Case[] = [
  ['/resource/source/get', () => ({ id: B.image })],
  ['/resource/source/add', () => ({ type: '4', name: 'x', fileUrl: B.file })],
  ['/resource/source/add', () => ({ type: '4', name: 'x', groupManagementId: B.group })],
  ['/resource/source/update', () => ({ id: B.image, name: 'x' })],
  ['/resource/source/delete', () => ({ ids: [B.image] })],
  ['/resource/source/copy', () => ({ ids: [B.chart] })],
  ['/resource/source/copy', () => ({ ids: [A.image], groupManagementId: B.group })],
  ['/resource/source/move', () => ({ ids: [B.image], groupManagementId: null })],
  ['/resource/source/move', () => ({ ids: [A.image], groupManagementId: B.group })],
  ['/resource/source/list', () => ({ type: '4', groupManagementId: B.group })],
  ['/resource/collect/add', () => ({ collectGroupId: [B.collectGroup], name: 'x', components: [{}] })],
  ['/resource/collect/list', () => ({ collectGroupId: B.collectGroup })],
  ['/resource/collect/edit', () => ({ id: B.collected, name: 'x' })],
  ['/resource/collect/delete', () => ({ ids: [B.collected] })],
  ['/resource/collect/copy', () => ({ ids: [B.collected] })],
  ['/resource/collect/move', () => ({ ids: [B.collected], groupManagementId: A.collectGroup })],
  ['/resource/collect/replace-filters', () => ({ id: B.collected, filters: [] })],
  ['/resource/collect/replace-params', () => ({ id: B.collected, paramVars: [] })],
  ['/group-management/update/4', () => ({ id: B.group, name: 'x' })],
  ['/group-management/delete/4', () => ({ id: B.group })],
  ['/group-management/group/copy/4', () => ({ groupManagementId: B.group })],
  ['/group-management/move/4', () => ({ ids: [B.image], groupManagementId: A.group })],
  ['/group-management/copy/0', () => ({ ids: [B.chart], groupManagementId: null })],
  ['/group-relationship/addResourceShip/4', () => ({ groupManagementId: A.group, resourceIds: [B.image] })],
  ['/group-relationship/addResourceShip/7', () => ({ groupManagementId: B.group, resourceIds: ['x'] })],
  ['/theme/get', () => ({ id: B.theme })],
  ['/theme/update', () => ({ id: B.theme, name: 'x' })],
  ['/theme/delete', () => ({ id: B.theme })],
  ['/heat-theme/get', () => ({ id: B.heat })],
  ['/heat-theme/update', () => ({ id: B.heat, name: 'x' })],
  ['/heat-theme/delete', () => ({ id: B.heat })],
  ['/project/case/v2/get', () => ({ caseId: B.caseId })],
  ['/project/case/v2/copy', () => ({ caseId: B.caseId })],
  ['/project/case/v2/delete', () => ({ caseId: B.caseId })],
  ['/project/case/v2/industry-del', () => ({ caseId: B.caseId })],
  ['/project/case/v2/publish', () => ({ projectId: B.project })],
  ['/project/case/v2/industry-publish', () => ({ projectId: B.project })],
  ['/project/case/v2/twinData', () => ({ caseFlag: B.caseFlag, componentId: 'E1' })],
  ['/file/encrypt', () => ({ fileUrl: B.file })],
];

const scoped: Case[] = [
  ['/resource/source/list', () => ({ type: '4', keyword: 'B-secret' })],
  ['/resource/font/list', () => ({})],
  ['/group-management/queryAll/4', () => ({})],
  ['/group-management/query/1', () => ({})],
  ['/group-management/add/4', () => ({ name: 'A新组' })],
  ['/theme/list', () => ({})],
  ['/theme/add', () => ({ name: 'A主题', body: { colors: ['#111'] } })],
  ['/heat-theme/list', () => ({})],
  ['/heat-theme/add', () => ({ name: 'A热力', body: { colors: ['#111', '#222'] } })],
  ['/project/case/v2/list', () => ({ start: 0, end: 20, keyword: 'B-secret' })],
  ['/project/case/v2/industry-list', () => ({ start: 0, end: 20 })],
  ['/file/preSignatureUrl', () => ({ type: 'image', target: '1', fileName: 'a.png', size: 100 })],
];

const LIBRARY =
  /^\/api\/(file|upload-svg|customUploadZipFile|resource|group-management|group-relationship|theme|heat-theme|project\/case)\b/;
/**
 * Routes covered by their own tests: uploads (uploads.test.ts), the viewer's GET lookup below, and the
 * share pages' token settings (datacalls/share.test.ts: signed, bounded by the shared project).
 */
const ELSEWHERE = [
  '/api/resource/raydb-resource/tokenApiInfoByUid',
  // Resource permissions (modules/resourcePermissions) have their own tenancy test.
  '/api/resource/operate/check',
  '/api/file/upload',
  '/api/upload-svg',
  '/api/customUploadZipFile/upload',
  '/api/file/{*}',
  '/api/file/cos/credential',
  // Another group's direct upload answers 404 (storage/singleUse.test.ts).
  '/api/file/cos/complete',
  '/api/file/signed-put',
  '/api/file/encrypted',
  '/api/project/case/v2/getTwinInfoByCaseFlag',
  // Signs only origins the case's own maps name; caseView and refusals in mapTiles/viewerSign.test.ts.
  '/api/project/case/v2/map/sign',
];

async function bState() {
  const bd = okPoster(t, b);
  return {
    images: await bd('/resource/source/list', { type: '4' }),
    charts: await bd('/resource/source/list', { type: '0' }),
    collected: await bd('/resource/collect/list', {}),
    groups: await bd('/group-management/queryAll/4', {}),
    themes: await bd('/theme/list', {}),
    heat: await bd('/heat-theme/list', {}),
    cases: await bd('/project/case/v2/list', { start: 0, end: 20 }),
    industry: await bd('/project/case/v2/industry-list', { start: 0, end: 20 }),
  };
}

describe('library tenancy', () => {
  it('every library route is in the matrix', () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    const routes = Object.keys(spec.paths)
      .filter((p) => LIBRARY.test(p))
      .map((p) => p.replace(/\{groupType\}/, '4').replace(/\{dataType\}/, '4'));
    const covered = new Set([...namingB, ...scoped].map(([url]) => `/api${url.replace(/\/(\d)$/, '/4')}`));
    for (const r of ELSEWHERE) covered.add(r);
    expect(routes.filter((r) => !covered.has(r.replace(/\/\d$/, '/4')))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  // SECURITY-CASES #29: B's uploads and library entries
  it('naming B’s ids from group A answers 404 or 403 and changes nothing', async () => {
    const before = await bState();
    const post = poster(t, a);
    for (const [url, body] of namingB) {
      const res = await post(url, body());
      expect([403, 404], `${url} ${JSON.stringify(body())}`).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('B-secret');
    }
    const info = await t.call({
      method: 'GET',
      url: `/api/project/case/v2/getTwinInfoByCaseFlag?caseFlag=${B.caseFlag}`,
      token: a.token,
      group: a.groupId,
    });
    expect(info.status).toBe(404);
    expect(await bState()).toEqual(before);
  });

  it('group-scoped routes from group A show nothing of B', async () => {
    const post = poster(t, a);
    for (const [url, body] of scoped) {
      const res = await post(url, body());
      expect(res.status, url).toBe(200);
      expect(JSON.stringify(res.body), url).not.toContain('B-secret');
    }
  });

  it('sending Current-Group B without membership is 403 on every route', async () => {
    for (const [url, body] of [...namingB, ...scoped]) {
      const res = await t.call({
        method: 'POST',
        url: `/api${url}`,
        token: a.token,
        group: b.groupId,
        payload: body(),
      });
      expect(res.status, url).toBe(403);
    }
    const body = multipartBody({ id: 'x', type: 'image', target: '1' }, { name: 'a.png', data: PNG_1X1 });
    const up = await t.call({
      method: 'POST',
      url: '/api/file/upload',
      token: a.token,
      group: b.groupId,
      ...body,
    });
    expect(up.status).toBe(403);
  });
});
