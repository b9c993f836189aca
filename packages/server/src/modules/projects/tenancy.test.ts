import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocNode } from '@twincanvas/model';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { pushMessage } from '../messages/service.js';

/**
 * Tenancy of the workspace: a member of group A can neither reach group B's folders, projects, documents,
 * recycle items, logs or messages by naming B's ids (with Current-Group: A), nor by sending
 * Current-Group: B. Table-driven over every route of the workspace areas (checked against the OpenAPI list).
 */
let t: TestApp;
let a: Who;
let b: Who;
const A = { folder: '', project: '' };
const B = { folder: '', project: '', flag: '', deletedProject: '', deletedFolder: '', msg: '', feedback: '' };
let bDoc: DocNode;

beforeAll(async () => {
  t = await createTestApp();
  a = await member(t);
  b = await member(t);
  const ad = okPoster(t, a);
  const bd = okPoster(t, b);
  A.folder = (await ad('/userFolder/add', { name: 'A夹' })).id;
  A.project = (await ad('/project/v2/create', { folderId: A.folder, projectName: 'A项目' })).projectId;
  B.folder = (await bd('/userFolder/add', { name: 'B-secret-folder' })).id;
  const p = await bd('/project/v2/create', { folderId: B.folder, projectName: 'B-secret-project' });
  B.project = p.projectId;
  B.flag = p.projectFlag;
  B.deletedProject = (
    await bd('/project/v2/create', { folderId: B.folder, projectName: 'B-secret-bin' })
  ).projectId;
  await bd('/project/v2/delete', { projectIds: [B.deletedProject] });
  B.deletedFolder = (await bd('/userFolder/add', { name: 'B-secret-gone' })).id;
  await bd('/userFolder/delete', { id: B.deletedFolder });
  B.msg = await pushMessage(t.database.db, { userId: b.userId, groupId: b.groupId, title: 'B-secret-msg' });
  B.feedback = (await bd('/feedback-msg/add', { content: 'B-secret-feedback' })).id;
  bDoc = await bd('/project/detail/v2/query', { projectId: B.project });
});
afterAll(() => t.close());

type Case = [url: string, body: () => object];

/** Routes that act on an id, called by A with B's ids: each must answer 404 or 403 and change nothing. */
const namingB: Case[] = [
  ['/userFolder/rename', () => ({ id: B.folder, name: 'x' })],
  ['/userFolder/delete', () => ({ id: B.folder })],
  ['/userFolder/members', () => ({ folderId: B.folder })],
  ['/folder-manage/move/folder', () => ({ id: B.folder, index: 0 })],
  ['/folder-manage/move/project', () => ({ projectIds: [B.project], folderId: A.folder })],
  ['/folder-manage/move/project', () => ({ projectIds: [A.project], folderId: B.folder })],
  ['/folder-manage/copy/folder', () => ({ id: B.folder })],
  ['/folder-manage/copy/project', () => ({ projectIds: [B.project], folderId: A.folder })],
  ['/folder-manage/copy/project', () => ({ projectIds: [A.project], folderId: B.folder })],
  ['/project/v2/create', () => ({ folderId: B.folder })],
  ['/project/v2/in/folder/list', () => ({ folderId: B.folder })],
  ['/project/v2/rename', () => ({ projectId: B.project, name: 'x' })],
  ['/project/v2/update', () => ({ projectId: B.project, canvasWidth: 10 })],
  ['/project/v2/move', () => ({ projectIds: [B.project], folderId: A.folder })],
  [
    '/project/v2/scene/thumbnail',
    () => ({
      projectId: B.project,
      sceneId: (bDoc.projectScenesList as { _id: string }[])[0]!._id,
      thumbnailUrl: 'data:image/jpeg;base64,AAAA',
      cover: true,
    }),
  ],
  ['/project/v2/scene/thumbnail/list', () => ({ projectId: B.project })],
  ['/project/v2/move', () => ({ projectIds: [A.project], folderId: B.folder })],
  ['/project/v2/delete', () => ({ projectIds: [B.project] })],
  ['/project/v2/copy', () => ({ projectId: B.project })],
  ['/project/v2/copy', () => ({ projectId: A.project, folderId: B.folder })],
  ['/project/detail/v2/query', () => ({ projectId: B.project })],
  ['/project/detail/v2/query', () => ({ projectFlag: B.flag })],
  ['/project/detail/v2/save', () => ({ projectId: B.project, baseRevision: 0, opts: [] })],
  ['/project/detail/v2/save/v1', () => ({ projectId: B.project, baseRevision: 0, opts: [] })],
  ['/project/detail/v2/export-check', () => ({ projectId: B.project })],
  ['/project/detail/v2/export', () => ({ projectId: B.project })],
  [
    '/project/detail/v2/import',
    () => ({
      folderId: B.folder,
      file: { format: 'twincanvas-project', document: { _id: 'A1', projectScenesList: [] } },
    }),
  ],
  ['/project/id-code/v2/update', () => ({ projectFlag: B.flag, canvasWidth: 10 })],
  ['/project/id-code/v2/save', () => ({ projectFlag: B.flag, baseRevision: 0, opts: [] })],
  [
    '/project/id-code/v2/import',
    () => ({
      projectFlag: B.flag,
      file: { format: 'twincanvas-project', document: { _id: 'A1', projectScenesList: [] } },
    }),
  ],
  ['/recycle-bin/restore', () => ({ ids: [B.deletedProject] })],
  ['/recycle-bin/restore', () => ({ ids: [B.deletedFolder] })],
  ['/recycle-bin/remove', () => ({ ids: [B.deletedProject] })],
  ['/recovery/operaCommand', () => ({ recoveryIds: [B.deletedFolder], action: 'restore' })],
  ['/recovery/operaCommand', () => ({ recoveryIds: [B.deletedProject], action: 'remove' })],
  ['/log-record/addLogRecord', () => ({ type: 'preview', projectId: B.project })],
];

/** Routes that list or act on the caller's own group: with Current-Group A, nothing of B may show or change. */
const scoped: Case[] = [
  ['/userFolder/getUserFolders', () => ({ start: 0, end: 100, groupId: b.groupId })],
  ['/userFolder/count', () => ({})],
  ['/userFolder/add', () => ({ name: 'A的新夹', groupId: b.groupId })],
  ['/project/v2/in/folder/list', () => ({ start: 0, end: 100, keyword: 'B-secret' })],
  ['/recycle-bin/list-by-para', () => ({})],
  ['/recycle-bin/menus', () => ({ keyword: 'B-secret' })],
  ['/recycle-bin/remove/all', () => ({})],
  ['/log-record/list', () => ({ projectName: 'B-secret' })],
  ['/log-record/export', () => ({})],
  ['/log-record/logPageRecord', () => ({ page: '/x' })],
  ['/pro-push-manager/getMsg', () => ({})],
  ['/pro-push-manager/updateUserRead', () => ({ ids: [B.msg] })],
  ['/feedback-msg/list', () => ({})],
  ['/feedback-msg/add', () => ({ content: 'hello' })],
  ['/feedback-msg/updateMsgAlreadyRead', () => ({ ids: [B.feedback] })],
];

const WORKSPACE =
  /^\/api\/(userFolder|folder-manage|project\/(v2|detail|id-code)|recycle-bin|recovery|log-record|pro-push-manager|feedback-msg|systime)\//;

async function bState() {
  const bd = okPoster(t, b);
  return {
    doc: await bd('/project/detail/v2/query', { projectId: B.project }),
    folders: await bd('/userFolder/getUserFolders', { start: 0, end: 100 }),
    bin: await bd('/recycle-bin/list-by-para', {}),
    msgs: await bd('/pro-push-manager/getMsg', {}),
    feedback: await bd('/feedback-msg/list', {}),
  };
}

describe('workspace tenancy', () => {
  it('every workspace route is in the matrix', () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    const routes = Object.keys(spec.paths).filter((p) => WORKSPACE.test(p));
    const covered = new Set([...namingB, ...scoped].map(([url]) => `/api${url}`));
    covered.add('/api/project/id-code/v2/query');
    covered.add('/api/systime/getTime');
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(35);
  });

  // SECURITY-CASES #29, #30: B's ids on every workspace route, moves into B's folders
  it('naming B’s ids from group A answers 404 or 403 and changes nothing', async () => {
    const before = await bState();
    const post = poster(t, a);
    for (const [url, body] of namingB) {
      const res = await post(url, body());
      expect([403, 404], `${url} ${JSON.stringify(body())}`).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('B-secret');
    }
    const alias = await t.call({
      method: 'GET',
      url: `/api/project/id-code/v2/query?projectFlag=${B.flag}`,
      token: a.token,
      group: a.groupId,
    });
    expect(alias.status).toBe(404);
    expect(await bState()).toEqual(before);
    expect(before.doc).toEqual(bDoc);
  });

  it('group-scoped routes from group A show and change nothing of B', async () => {
    const before = await bState();
    const post = poster(t, a);
    for (const [url, body] of scoped) {
      const res = await post(url, body());
      expect(res.status, url).toBe(200);
      expect(JSON.stringify(res.body), url).not.toContain('B-secret');
    }
    expect(await bState()).toEqual(before);
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
    const alias = await t.call({
      method: 'GET',
      url: `/api/project/id-code/v2/query?projectFlag=${B.flag}`,
      token: a.token,
      group: b.groupId,
    });
    expect(alias.status).toBe(403);
  });
});
