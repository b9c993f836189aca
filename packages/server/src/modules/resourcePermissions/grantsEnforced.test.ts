import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS, type PermissionName } from '../../http/permissionCodes.js';

/**
 * Grants are enforced by every route that reads or changes a folder or project, not only by the document
 * calls. Member M holds every project, folder, recycle and case code, so each refusal below comes from the
 * grants alone: view-only on project P (a project grant), nothing on folder F (granted to X only) or on
 * its project Q. Walks the OpenAPI list: a folder/project route added later without an entry fails.
 */
let t: TestApp;
let owner: Who;
let m: Who;
let x: Who;
const id = {
  open: '', // a folder without grants: M may add to it
  home: '', // P's folder, without grants of its own
  P: '',
  flagP: '',
  mine: '', // M's own project in `open`
  flagMine: '',
  F: '',
  Q: '',
  flagQ: '',
  varP: '',
  routerP: '',
  filterP: '',
  varQ: '',
  routerQ: '',
  filterQ: '',
  binP: '', // a recycled project M may view
  binF: '', // a recycled folder hidden from M
  caseFlag: '',
};
let exportFile: object = {};

const CODES: PermissionName[] = [
  'projectView',
  'projectCreate',
  'projectEdit',
  'projectDelete',
  'projectShare',
  'projectExport',
  'folderView',
  'folderEdit',
  'recycleView',
  'recycleEdit',
  'caseView',
  'caseEdit',
];
const grant = (subjectId: string, level: string) => ({ subjectType: 'user', subjectId, level });

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t);
  const codes = CODES.map((c) => PERMISSIONS[c].code);
  m = await member(t, { groupId: owner.groupId, codes, nickName: 'M' });
  x = await member(t, { groupId: owner.groupId, codes, nickName: 'X' });
  const o = okPoster(t, owner);
  id.open = (await o('/userFolder/add', { name: 'open' })).id;
  id.home = (await o('/userFolder/add', { name: 'home' })).id;
  const p = await o('/project/v2/create', { folderId: id.home, projectName: 'P-visible' });
  [id.P, id.flagP] = [p.projectId, p.projectFlag];
  await o('/permission/update', {
    resourceType: 'project',
    resourceId: id.P,
    grants: [grant(m.userId, 'view')],
  });
  id.F = (await o('/userFolder/add', { name: 'F-hidden' })).id;
  await o('/permission/update', {
    resourceType: 'folder',
    resourceId: id.F,
    grants: [grant(x.userId, 'edit')],
  });
  const q = await o('/project/v2/create', { folderId: id.F, projectName: 'F-hidden-project' });
  [id.Q, id.flagQ] = [q.projectId, q.projectFlag];
  const data = async (flag: string, secret: string) => ({
    variable: (await o('/project/variable/add', { projectFlag: flag, name: `${secret}-var` })).id as string,
    router: (await o('/project/router/add', { projectFlag: flag, name: `${secret}-router` })).id as string,
    filter: (await o('/project/filter/add', { projectFlag: flag, name: `${secret}-filter` })).id as string,
  });
  ({ variable: id.varP, router: id.routerP, filter: id.filterP } = await data(id.flagP, 'P'));
  ({ variable: id.varQ, router: id.routerQ, filter: id.filterQ } = await data(id.flagQ, 'F-hidden'));
  await o('/project/router/relation/add', {
    proProjectComponentList: [{ projectFlag: id.flagP, componentId: 'E-p', routers: [{ id: id.routerP }] }],
  });
  await t.call({
    method: 'PUT',
    url: '/api/project/share/v2',
    token: owner.token,
    group: owner.groupId,
    payload: { projectId: id.P },
  });
  id.binP = (await o('/project/v2/create', { folderId: id.home, projectName: 'P-bin' })).projectId;
  await o('/permission/update', {
    resourceType: 'project',
    resourceId: id.binP,
    grants: [grant(m.userId, 'view')],
  });
  await o('/project/v2/delete', { projectIds: [id.binP] });
  id.binF = (await o('/userFolder/add', { name: 'F-hidden-bin' })).id;
  await o('/permission/update', {
    resourceType: 'folder',
    resourceId: id.binF,
    grants: [grant(x.userId, 'edit')],
  });
  await o('/project/v2/create', { folderId: id.binF, projectName: 'F-hidden-bin-project' });
  await o('/userFolder/delete', { id: id.binF });
  const mine = await okPoster(t, m)('/project/v2/create', { folderId: id.open, projectName: 'mine' });
  [id.mine, id.flagMine] = [mine.projectId, mine.projectFlag];
  id.caseFlag = (await o('/project/case/v2/list', { start: 0, end: 1 })).list[0].caseFlag;
  exportFile = (await poster(t, owner)('/project/detail/v2/export', { projectId: id.P })).body;
});
afterAll(() => t.close());

type Want = 'ok' | 403 | 404;
type Case = [url: string, body: () => object, want: Want, method?: 'PUT'];

const ref = (type: string, resourceId: string) => ({ resourceType: type, resourceId });
/** A well-formed version id of no version: the grant check answers before any version is looked up. */
const NO_VERSION = '5f0c6b1e-8d2a-4c3e-9b7a-1d2e3f4a5b6c';
const save = (k: 'projectId' | 'projectFlag', v: string) => ({ [k]: v, baseRevision: 0, opts: [] });
const relation = (flag: string, router: string) => ({
  proProjectComponentList: [{ projectFlag: flag, componentId: 'E-p', routers: [{ id: router }] }],
});

/** View-only on P: reading P succeeds. */
const reads: Case[] = [
  ['/project/v2/in/folder/list', () => ({ folderId: id.home, start: 0, end: 100 }), 'ok'],
  ['/project/detail/v2/query', () => ({ projectId: id.P }), 'ok'],
  ['/project/detail/v2/export-check', () => ({ projectId: id.P }), 'ok'],
  ['/project/detail/v2/export', () => ({ projectId: id.P }), 'ok'],
  ['/project/v2/copy', () => ({ projectId: id.P, folderId: id.open }), 'ok'],
  ['/folder-manage/copy/project', () => ({ projectIds: [id.P], folderId: id.open }), 'ok'],
  ['/resource/operate/check', () => ref('project', id.P), 'ok'],
  ['/project/variable/list', () => ({ projectFlag: id.flagP }), 'ok'],
  ['/project/router/queryPage/projectInfo', () => ({ projectFlag: id.flagP }), 'ok'],
  ['/project/router/relation/list', () => ({ projectFlag: id.flagP }), 'ok'],
  ['/project/router/used', () => ({ projectFlag: id.flagP, projectRouterIds: [id.routerP] }), 'ok'],
  ['/project/filter/list', () => ({ projectFlag: id.flagP }), 'ok'],
  ['/project/filter/byIds', () => ({ projectFlag: id.flagP, filterIds: [id.filterP] }), 'ok'],
  ['/project/filter/run', () => ({ projectFlag: id.flagP, filterIds: [id.filterP], data: [1] }), 'ok'],
  ['/project/filter/copy', () => ({ projectFlag: id.flagMine, filterIds: [id.filterP] }), 'ok'],
  ['/project/versions/list', () => ({ projectId: id.P }), 'ok'],
  ['/project/v2/scene/thumbnail/list', () => ({ projectId: id.P }), 'ok'],
];

/** Writes on P: refused with 403 (M may view P, so P is not hidden from them). */
const writes: Case[] = [
  ['/project/v2/rename', () => ({ projectId: id.P, name: 'hacked' }), 403],
  ['/project/v2/update', () => ({ projectId: id.P, canvasWidth: 10 }), 403],
  // The grant is checked before the scene is looked up: any scene id meets the same refusal.
  ['/project/v2/scene/thumbnail', () => ({ projectId: id.P, sceneId: 'B1', thumbnailUrl: '/t.png' }), 403],
  ['/project/v2/move', () => ({ projectIds: [id.P], folderId: id.open }), 403],
  ['/folder-manage/move/project', () => ({ projectIds: [id.P], folderId: id.open }), 403],
  ['/project/v2/delete', () => ({ projectIds: [id.P] }), 403],
  ['/project/detail/v2/save', () => save('projectId', id.P), 403],
  ['/project/detail/v2/save/v1', () => save('projectId', id.P), 403],
  ['/project/id-code/v2/save', () => save('projectFlag', id.flagP), 403],
  ['/project/id-code/v2/update', () => ({ projectFlag: id.flagP, canvasWidth: 10 }), 403],
  ['/project/id-code/v2/import', () => ({ projectFlag: id.flagP, file: exportFile }), 403],
  ['/project/share/v2', () => ({ projectId: id.P }), 403, 'PUT'],
  ['/project/share/v2', () => ({ projectId: id.P, shareType: 1 }), 403],
  ['/project/share/v2/revoke', () => ({ projectId: id.P }), 403],
  ['/project/versions/create', () => ({ projectId: id.P, name: 'hacked' }), 403],
  ['/project/versions/restore', () => ({ projectId: id.P, versionId: NO_VERSION }), 403],
  ['/project/versions/delete', () => ({ projectId: id.P, versionId: NO_VERSION }), 403],
  ['/project/versions/settings', () => ({ projectId: id.P, autoIntervalMinutes: 1, autoKeep: 1 }), 403],
  ['/project/share/v2/query', () => ({ projectId: id.P }), 403],
  ['/project/case/v2/publish', () => ({ projectId: id.P }), 403],
  ['/project/case/v2/industry-publish', () => ({ projectId: id.P }), 403],
  ['/project/variable/add', () => ({ projectFlag: id.flagP, name: 'x' }), 403],
  ['/project/variable/addBatch', () => ({ projectFlag: id.flagP, variableList: [{ name: 'y' }] }), 403],
  ['/project/variable/update', () => ({ id: id.varP, defaultValue: 'hacked' }), 403],
  ['/project/variable/delete', () => ({ ids: [id.varP] }), 403],
  ['/project/variable/param', () => ({ projectFlag: id.flagP, variableList: [] }), 403],
  ['/project/router/add', () => ({ projectFlag: id.flagP, name: 'x' }), 403],
  ['/project/router/update', () => ({ id: id.routerP, name: 'hacked' }), 403],
  ['/project/router/delete', () => ({ ids: [id.routerP] }), 403],
  ['/project/router/relation/add', () => relation(id.flagP, id.routerP), 403],
  ['/project/router/relation/delete', () => relation(id.flagP, id.routerP), 403],
  ['/project/filter/add', () => ({ projectFlag: id.flagP }), 403],
  ['/project/filter/update', () => ({ id: id.filterP, code: 'return 1;' }), 403],
  ['/project/filter/delete', () => ({ ids: [id.filterP] }), 403],
  ['/project/filter/copy', () => ({ projectFlag: id.flagP, filterIds: [id.filterP] }), 403],
  ['/permission/list', () => ref('project', id.P), 403],
  ['/permission/insertOrUpdate', () => ({ ...ref('project', id.P), grants: [grant(m.userId, 'edit')] }), 403],
  ['/permission/update', () => ({ ...ref('project', id.P), grants: [] }), 403],
  ['/recycle-bin/restore', () => ({ ids: [id.binP] }), 403],
  ['/recycle-bin/remove', () => ({ ids: [id.binP] }), 403],
  ['/recovery/operaCommand', () => ({ recoveryIds: [id.binP], action: 'remove' }), 403],
];

/** Anything on F or Q: 404, as if they were another group's. */
const hidden: Case[] = [
  ['/userFolder/rename', () => ({ id: id.F, name: 'hacked' }), 404],
  ['/userFolder/delete', () => ({ id: id.F }), 404],
  ['/userFolder/members', () => ({ folderId: id.F }), 404],
  ['/folder-manage/move/folder', () => ({ id: id.F, index: 0 }), 404],
  ['/folder-manage/copy/folder', () => ({ id: id.F }), 404],
  ['/folder-manage/move/project', () => ({ projectIds: [id.mine], folderId: id.F }), 404],
  ['/folder-manage/copy/project', () => ({ projectIds: [id.Q], folderId: id.open }), 404],
  ['/folder-manage/copy/project', () => ({ projectIds: [id.mine], folderId: id.F }), 404],
  ['/project/v2/create', () => ({ folderId: id.F }), 404],
  ['/project/v2/in/folder/list', () => ({ folderId: id.F }), 404],
  ['/project/v2/rename', () => ({ projectId: id.Q, name: 'hacked' }), 404],
  ['/project/v2/move', () => ({ projectIds: [id.mine], folderId: id.F }), 404],
  ['/project/v2/copy', () => ({ projectId: id.Q, folderId: id.open }), 404],
  ['/project/v2/copy', () => ({ projectId: id.mine, folderId: id.F }), 404],
  ['/project/detail/v2/query', () => ({ projectId: id.Q }), 404],
  ['/project/detail/v2/import', () => ({ folderId: id.F, file: exportFile }), 404],
  ['/project/share/v2/query', () => ({ projectId: id.Q }), 404],
  ['/project/versions/list', () => ({ projectId: id.Q }), 404],
  ['/project/versions/diff', () => ({ projectId: id.Q, from: NO_VERSION, to: 'current' }), 404],
  ['/project/case/v2/publish', () => ({ projectId: id.Q }), 404],
  ['/project/case/v2/copy', () => ({ caseFlag: id.caseFlag, folderId: id.F }), 404],
  ['/project/variable/list', () => ({ projectFlag: id.flagQ }), 404],
  ['/project/variable/update', () => ({ id: id.varQ, defaultValue: 'hacked' }), 404],
  ['/project/router/update', () => ({ id: id.routerQ, name: 'hacked' }), 404],
  ['/project/router/used', () => ({ projectFlag: id.flagQ, projectRouterIds: [id.routerQ] }), 404],
  ['/project/filter/byIds', () => ({ projectFlag: id.flagQ, filterIds: [id.filterQ] }), 404],
  ['/project/filter/copy', () => ({ projectFlag: id.flagMine, filterIds: [id.filterQ] }), 404],
  ['/resource/operate/check', () => ref('folder', id.F), 404],
  ['/resource/operate/check', () => ref('project', id.Q), 404],
  ['/permission/list', () => ref('folder', id.F), 404],
  ['/recycle-bin/restore', () => ({ ids: [id.binF] }), 404],
  ['/recycle-bin/remove', () => ({ ids: [id.binF] }), 404],
  ['/recovery/operaCommand', () => ({ recoveryIds: [id.binF], action: 'restore' }), 404],
];

/** Lists and group-wide calls: they answer, without anything of F. */
const lists: Case[] = [
  ['/userFolder/getUserFolders', () => ({ start: 0, end: 100 }), 'ok'],
  ['/user/getFolders', () => ({ start: 0, end: 100 }), 'ok'],
  ['/userFolder/count', () => ({}), 'ok'],
  ['/userFolder/add', () => ({ name: 'M-folder' }), 'ok'],
  ['/project/v2/in/folder/list', () => ({ start: 0, end: 100 }), 'ok'],
  ['/project/v2/rename', () => ({ projectId: id.mine, name: 'mine-renamed' }), 'ok'],
  ['/recycle-bin/list-by-para', () => ({}), 'ok'],
  ['/recycle-bin/menus', () => ({}), 'ok'],
  ['/recycle-bin/remove/all', () => ({}), 'ok'],
];

/** Routes under the walked prefixes that name no folder or project (share pages: shares/*.test.ts). */
const NOT_ABOUT_RESOURCES = [
  /\{sid\}/,
  // Case routes name a case, not a project (map/sign: caseView and the case's own maps, viewerSign.test.ts;
  // twinData: the case's stored twin ids, twin/twinViews.test.ts).
  /^\/api\/project\/case\/v2\/(list|industry-list|delete|industry-del|get|getTwinInfoByCaseFlag|twinData|map\/sign)$/,
];
const WALKED =
  /^\/api\/(project\/|userFolder\/|user\/getFolders|folder-manage\/|recycle-bin\/|recovery\/|resource\/operate\/|permission\/)/;

async function call(who: Who, [url, body, , method]: Case) {
  return t.call({
    method: method ?? 'POST',
    url: `/api${url}`,
    token: who.token,
    group: who.groupId,
    payload: body(),
  });
}

/** What the owner sees of P, F and Q, to prove the refused calls changed nothing. */
async function state() {
  const o = okPoster(t, owner);
  const doc = async (projectId: string) => {
    const d = await o('/project/detail/v2/query', { projectId });
    return { name: d.projectName, folderId: d.folderId, revision: d.revision };
  };
  return {
    P: await doc(id.P),
    Q: await doc(id.Q),
    folders: (await o('/userFolder/getUserFolders', { start: 0, end: 100 })).map(
      (f: { perName: string }) => f.perName,
    ),
    vars: await o('/project/variable/list', { projectFlag: id.flagP, includeGlobal: false }),
    routers: await o('/project/router/queryPage/projectInfo', { projectFlag: id.flagP }),
    filters: await o('/project/filter/list', { projectFlag: id.flagP }),
    relations: await o('/project/router/relation/list', { projectFlag: id.flagP }),
    share: await o('/project/share/v2/query', { projectId: id.P }),
    grants: await o('/permission/list', ref('project', id.P)),
    bin: await o('/recycle-bin/list-by-para', {}),
  };
}

describe('grants on every folder and project route', () => {
  it('every folder/project route is in the matrix (OpenAPI walk)', () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    const routes = Object.keys(spec.paths).filter(
      (p) => WALKED.test(p) && !NOT_ABOUT_RESOURCES.some((r) => r.test(p)),
    );
    const covered = new Set([...reads, ...writes, ...hidden, ...lists].map(([url]) => `/api${url}`));
    covered.add('/api/project/id-code/v2/query');
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(65);
  });

  it('refuses writes on a view-only project and hides a folder without grants, changing nothing', async () => {
    const before = await state();
    for (const c of [...writes, ...hidden]) {
      const res = await call(m, c);
      expect(res.status, `${c[0]} ${JSON.stringify(c[1]())}`).toBe(c[2]);
      if (c[2] === 403) expect(res.body.msg, c[0]).toContain('没有该资源的此项操作权限');
      expect(JSON.stringify(res.body), c[0]).not.toContain('F-hidden');
    }
    expect(await state()).toEqual(before);
    // Refusals are bilingual.
    const en = await t.call({
      method: 'POST',
      url: '/api/project/v2/rename',
      token: m.token,
      group: m.groupId,
      headers: { 'accept-language': 'en' },
      payload: { projectId: id.P, name: 'x' },
    });
    expect(en.body.msg).toBe('You do not have permission for this operation on this resource');
  });

  it('view-only routes on the project succeed', async () => {
    for (const c of reads) {
      const res = await call(m, c);
      expect(res.status, c[0]).toBe(200);
      if (c[0] !== '/project/detail/v2/export') expect(res.body.code, c[0]).toBe('0');
      expect(JSON.stringify(res.body), c[0]).not.toContain('F-hidden');
    }
    const byFlag = await t.call({
      method: 'GET',
      url: `/api/project/id-code/v2/query?projectFlag=${id.flagP}`,
      token: m.token,
      group: m.groupId,
    });
    expect(byFlag.body.code).toBe('0');
    const byFlagQ = await t.call({
      method: 'GET',
      url: `/api/project/id-code/v2/query?projectFlag=${id.flagQ}`,
      token: m.token,
      group: m.groupId,
    });
    expect(byFlagQ.status).toBe(404);
  });

  it('lists show P and the recycled P but nothing of F; emptying the bin takes only what M may edit', async () => {
    for (const c of lists) {
      const res = await call(m, c);
      expect(res.status, c[0]).toBe(200);
      expect(JSON.stringify(res.body), c[0]).not.toContain('F-hidden');
    }
    const mp = okPoster(t, m);
    const folders = (await mp('/userFolder/getUserFolders', { start: 0, end: 100 })) as { id: string }[];
    expect(folders.map((f) => f.id)).toEqual(expect.arrayContaining([id.open, id.home]));
    expect((await mp('/userFolder/count', {})).count).toBe(folders.length);
    const bin = await mp('/recycle-bin/list-by-para', {});
    expect(bin.list.map((i: { id: string }) => i.id)).toEqual([id.binP]);
    const ownerBin = await okPoster(t, owner)('/recycle-bin/list-by-para', {});
    expect(ownerBin.list.map((i: { id: string }) => i.id).sort()).toEqual([id.binP, id.binF].sort());
    // The members panel of a restricted folder lists who reaches it: X and the owner (creator), not M.
    const members = await okPoster(t, owner)('/userFolder/members', { folderId: id.F });
    const who = members.list.map((u: { userId: string }) => u.userId);
    expect(who).toEqual(expect.arrayContaining([x.userId, owner.userId]));
    expect(who).not.toContain(m.userId);
  });

  it('a project grant inside a hidden folder shows that folder with that project only', async () => {
    const o = okPoster(t, owner);
    const r = (await o('/project/v2/create', { folderId: id.F, projectName: 'R-granted' })).projectId;
    await o('/permission/update', {
      resourceType: 'project',
      resourceId: r,
      grants: [grant(m.userId, 'edit')],
    });
    const mp = okPoster(t, m);
    const folders = (await mp('/userFolder/getUserFolders', { start: 0, end: 100 })) as {
      id: string;
      projectCount: number;
    }[];
    expect(folders.find((f) => f.id === id.F)?.projectCount).toBe(1);
    const inF = await mp('/project/v2/in/folder/list', { folderId: id.F, start: 0, end: 100 });
    expect(inF.list.map((p: { id: string }) => p.id)).toEqual([r]);
    expect(await mp('/project/v2/rename', { projectId: r, name: 'R-edited' })).toBeTruthy();
    // The folder itself stays out of reach.
    expect((await poster(t, m)('/userFolder/rename', { id: id.F, name: 'x' })).status).toBe(404);
    expect((await poster(t, m)('/userFolder/delete', { id: id.F })).status).toBe(404);
  });
});
