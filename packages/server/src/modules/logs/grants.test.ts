import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';

/**
 * The operation log under folder and project grants (modules/resourcePermissions): a member holding logView
 * whose grants hide a folder or project does not find records naming it, in the list, a filter or the
 * export, and cannot record one about it; the grantee and super administrators still see them.
 */
let t: TestApp;
let admin: Who;
let insider: Who;
let outsider: Who;
const ids = { secretFolder: '', secret: '', guarded: '', open: '' };
const { projectView, folderView, logView } = PERMISSIONS;
const auditor = [projectView.code, folderView.code, logView.code];

interface Row {
  type: string;
  projectId: string | null;
  projectName: string;
  content: string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  insider = await member(t, { groupId: admin.groupId, codes: auditor, nickName: '知情人' });
  outsider = await member(t, { groupId: admin.groupId, codes: auditor, nickName: '局外人' });
  const a = okPoster(t, admin);
  ids.secretFolder = (await a('/userFolder/add', { name: '机密夹' })).id;
  const openFolder = (await a('/userFolder/add', { name: '公开夹' })).id;
  ids.secret = (
    await a('/project/v2/create', { folderId: ids.secretFolder, projectName: '机密项目' })
  ).projectId;
  ids.guarded = (await a('/project/v2/create', { folderId: openFolder, projectName: '专属项目' })).projectId;
  ids.open = (await a('/project/v2/create', { folderId: openFolder, projectName: '公开项目' })).projectId;
  await a('/project/v2/rename', { projectId: ids.secret, name: '机密项目二' });
  await a('/userFolder/rename', { id: ids.secretFolder, name: '机密夹二' });
  // The folder to the insider only; one project of the open folder to the insider only.
  const only = [{ subjectType: 'user', subjectId: insider.userId, level: 'view' }];
  await a('/permission/insertOrUpdate', {
    resourceType: 'folder',
    resourceId: ids.secretFolder,
    grants: only,
  });
  await a('/permission/insertOrUpdate', { resourceType: 'project', resourceId: ids.guarded, grants: only });
});
afterAll(() => t.close());

/** Every record the caller's log list shows (all pages). */
async function allRows(who: Who, filter: object = {}): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const d = await okPoster(t, who)('/log-record/list', { ...filter, curPage: page });
    rows.push(...(d.list as Row[]));
    total = d.total as number;
    if (page >= (d.totalPage as number)) break;
  }
  return { rows, total };
}

const text = (rows: Row[]) => rows.map((r) => `${r.type} ${r.projectName} ${r.content}`).join('\n');
const hidden = /机密|专属/;

describe('operation log under grants', () => {
  it('leaves out records about folders and projects the caller cannot view, and counts only the rest', async () => {
    const out = await allRows(outsider);
    expect(out.total).toBe(out.rows.length);
    expect(text(out.rows)).not.toMatch(hidden);
    const outIds = out.rows.map((r) => r.projectId);
    expect(outIds).not.toContain(ids.secret);
    expect(outIds).not.toContain(ids.guarded);
    // What the outsider may view is still there: the open project and the open folder.
    expect(text(out.rows)).toMatch(/公开项目/);
    expect(text(out.rows)).toMatch(/folder 公开夹/);

    const ins = await allRows(insider);
    expect(text(ins.rows)).toMatch(/机密项目二/);
    expect(text(ins.rows)).toMatch(/folder 机密夹 → 机密夹二/);
    expect(text(ins.rows)).toMatch(/专属项目/);
    // The grant records themselves: the folder's and the project's.
    expect(ins.rows.filter((r) => r.type === 'permission')).toHaveLength(2);
    expect(out.rows.filter((r) => r.type === 'permission')).toHaveLength(0);

    // The insider is granted everything hidden from the outsider: they see what the administrator sees.
    const all = await allRows(admin);
    expect(all.total).toBe(ins.total);
    expect(all.total).toBeGreaterThan(out.total);
    expect(text(all.rows)).toMatch(/机密项目二/);
  });

  it('a name filter does not reveal hidden records, nor does the export', async () => {
    expect((await allRows(outsider, { projectName: '机密' })).total).toBe(0);
    expect((await allRows(insider, { projectName: '机密' })).total).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log-record/export',
      headers: { authorization: `Bearer ${outsider.token}`, 'current-group': outsider.groupId },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/公开项目/);
    expect(res.body).not.toMatch(hidden);
  });

  it('addLogRecord refuses (404) a project the caller cannot view and records it for the grantee', async () => {
    const refused = await poster(t, outsider)('/log-record/addLogRecord', {
      type: 'preview',
      projectId: ids.secret,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe(
      (
        await poster(t, outsider)('/log-record/addLogRecord', {
          type: 'preview',
          projectId: '00000000-0000-4000-8000-000000000000',
        })
      ).body.msg,
    );
    await okPoster(t, insider)('/log-record/addLogRecord', { type: 'preview', projectId: ids.secret });
    const previews = (await allRows(insider, { type: 'preview' })).rows;
    expect(previews).toEqual([expect.objectContaining({ projectId: ids.secret, projectName: '机密项目二' })]);
    expect((await allRows(outsider, { type: 'preview' })).total).toBe(0);
    await okPoster(t, outsider)('/log-record/addLogRecord', { type: 'preview', projectId: ids.open });
    expect((await allRows(outsider, { type: 'preview' })).rows).toEqual([
      expect.objectContaining({ projectId: ids.open, projectName: '公开项目' }),
    ]);
  });

  it('opening the folder again shows its records to everyone with logView', async () => {
    await okPoster(t, admin)('/permission/update', {
      resourceType: 'folder',
      resourceId: ids.secretFolder,
      grants: [],
    });
    const out = text((await allRows(outsider)).rows);
    expect(out).toMatch(/机密项目二/);
    expect(out).toMatch(/folder 机密夹 → 机密夹二/);
    // The project grant still holds.
    expect(out).not.toMatch(/专属/);
  });
});
