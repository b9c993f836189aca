import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { logRecords, projects, trials } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { member, okPoster, poster, type Who } from '../test/workspace.js';
import { declaredRoutes } from './access.js';
import { WS_MSG } from './messages.js';
import { PERMISSIONS, type PermissionName } from './permissionCodes.js';
import { RP_MSG } from './resourceAccess.js';

/**
 * The attacks on a resource a route names, sent through routes that declare it (`config.resource`): the
 * one hook answers as the hand-written checks did — another group's project or folder is 404, a grant
 * below the route's level is 403 with the bilingual "no permission on this resource", and a project
 * locked by an expired trial is 403 wherever the project is opened.
 */
let t: TestApp;
let owner: Who;
let m: Who;
let stranger: Who;
const id = { P: '', flagP: '', G: '', T: '', foreign: '', flagForeign: '', foreignFolder: '' };
const H = 3_600_000;

const CODES: PermissionName[] = ['projectView', 'projectEdit', 'projectExport', 'folderView', 'folderEdit'];

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t);
  m = await member(t, { groupId: owner.groupId, codes: CODES.map((c) => PERMISSIONS[c].code) });
  stranger = await member(t);
  const o = okPoster(t, owner);
  const home = (await o('/userFolder/add', { name: 'home' })).id as string;
  const p = await o('/project/v2/create', { folderId: home, projectName: 'P' });
  [id.P, id.flagP] = [p.projectId, p.projectFlag];
  const viewOnly = [{ subjectType: 'user', subjectId: m.userId, level: 'view' }];
  await o('/permission/update', { resourceType: 'project', resourceId: id.P, grants: viewOnly });
  id.G = (await o('/userFolder/add', { name: 'G' })).id;
  await o('/permission/update', { resourceType: 'folder', resourceId: id.G, grants: viewOnly });
  // T: made two hours ago inside its creator's trial, which ended an hour ago.
  id.T = (await o('/project/v2/create', { folderId: home, projectName: 'T' })).projectId;
  await t.database.db
    .update(projects)
    .set({ createdAt: new Date(Date.now() - 2 * H) })
    .where(eq(projects.id, id.T));
  await t.database.db.insert(trials).values({
    groupId: owner.groupId,
    userId: owner.userId,
    kind: 'user',
    status: 'active',
    startsAt: new Date(Date.now() - 72 * H),
    expiresAt: new Date(Date.now() - H),
  });
  const s = okPoster(t, stranger);
  id.foreignFolder = (await s('/userFolder/add', { name: 'elsewhere' })).id;
  const f = await s('/project/v2/create', { folderId: id.foreignFolder, projectName: 'foreign' });
  [id.foreign, id.flagForeign] = [f.projectId, f.projectFlag];
});
afterAll(() => t.close());

/** The route is one that declares its resource: the answer below comes from the one hook. */
function expectDeclared(url: string) {
  const route = declaredRoutes(t.app).find((r) => r.url === `/api${url}`);
  expect(route?.resource, url).toBeDefined();
}

describe('another group’s project or folder is not found', () => {
  it.each([
    ['/project/detail/v2/query', () => ({ projectFlag: id.flagForeign })],
    ['/project/id-code/v2/save', () => ({ projectFlag: id.flagForeign, baseRevision: 0, opts: [] })],
    ['/project/versions/list', () => ({ projectId: id.foreign })],
    ['/project/v2/rename', () => ({ projectId: id.foreign, name: 'mine now' })],
    ['/project/variable/list', () => ({ projectFlag: id.flagForeign })],
    ['/log-record/addLogRecord', () => ({ type: 'preview', projectId: id.foreign })],
  ])('%s', async (url, body) => {
    expectDeclared(url);
    const res = await poster(t, owner)(url, body());
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(WS_MSG.projectNotFound.zh);
  });

  it('by projectFlag in the query string too, in English when asked', async () => {
    expectDeclared('/project/id-code/v2/query');
    const res = await t.call({
      method: 'GET',
      url: `/api/project/id-code/v2/query?projectFlag=${id.flagForeign}`,
      token: owner.token,
      group: owner.groupId,
      headers: { 'accept-language': 'en' },
    });
    expect([res.status, res.body.msg]).toEqual([404, WS_MSG.projectNotFound.en]);
  });

  it('a folder of another group', async () => {
    expectDeclared('/userFolder/rename');
    const res = await poster(t, owner)('/userFolder/rename', { id: id.foreignFolder, name: 'mine now' });
    expect([res.status, res.body.msg]).toEqual([404, WS_MSG.folderNotFound.zh]);
  });
});

describe('grants below the declared level are refused', () => {
  it.each([
    ['/project/detail/v2/save', () => ({ projectId: id.P, baseRevision: 0, opts: [] })],
    ['/project/id-code/v2/save', () => ({ projectFlag: id.flagP, baseRevision: 0, opts: [] })],
    ['/project/v2/rename', () => ({ projectId: id.P, name: 'renamed' })],
    ['/project/versions/create', () => ({ projectId: id.P, name: 'v1' })],
    ['/project/variable/add', () => ({ projectFlag: id.flagP, name: 'v' })],
    ['/userFolder/rename', () => ({ id: id.G, name: 'renamed' })],
    ['/folder-manage/move/folder', () => ({ id: id.G, index: 0 })],
  ])('%s with a view grant is 403', async (url, body) => {
    expectDeclared(url);
    const res = await poster(t, m)(url, body());
    expect([res.status, res.body.msg]).toEqual([403, RP_MSG.denied.zh]);
  });

  it('the view the grant allows succeeds, on the project the request named', async () => {
    const doc = await okPoster(t, m)('/project/detail/v2/query', { projectFlag: id.flagP });
    expect([doc.projectId, doc.projectName]).toEqual([id.P, 'P']);
    const members = await okPoster(t, m)('/userFolder/members', { folderId: id.G, pageNum: 1, pageSize: 10 });
    expect(members.total).toBeGreaterThan(0);
  });

  it('a log record without a project is kept; with a project the caller may view it names it', async () => {
    const post = okPoster(t, m);
    await post('/log-record/addLogRecord', { type: 'preview', content: 'none' });
    await post('/log-record/addLogRecord', { type: 'preview', content: 'named', projectId: id.P });
    const rows = await t.database.db
      .select({ content: logRecords.content, projectId: logRecords.projectId, name: logRecords.projectName })
      .from(logRecords)
      .where(eq(logRecords.operatorId, m.userId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { content: 'none', projectId: null, name: '' },
        { content: 'named', projectId: id.P, name: 'P' },
      ]),
    );
  });
});

describe('the expired-trial lock', () => {
  it.each([
    ['/project/detail/v2/query', () => ({ projectId: id.T })],
    ['/project/versions/list', () => ({ projectId: id.T })],
    ['/project/detail/v2/export', () => ({ projectId: id.T })],
  ])('%s on a locked project is 403 with the reason', async (url, body) => {
    expectDeclared(url);
    const res = await poster(t, owner)(url, body());
    expect(res.status).toBe(403);
    expect(res.body.data.reason).toBe('trialExpired');
  });
});
