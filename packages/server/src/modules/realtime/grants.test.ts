import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects, trials } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import type { ProjectEvent } from './protocol.js';
import { openSocket, sleep, type TestSocket } from './sockets.testkit.js';

/**
 * Folder/project grants on the live project rooms (real socket.io clients): view to join and follow a
 * project, edit to send edits (saves over HTTP); a project the member may not view answers 404 like
 * another group's; taking the grant away puts an open socket out of the room at once; a project locked
 * by an expired trial cannot be joined.
 */
let t: TestApp;
let url: string;
let owner: Who;
let m: Who;
let x: Who;
const id = { P: '', Q: '', locked: '' };
const open: TestSocket[] = [];
const H = 3_600_000;

const sock = async (who: Who) => {
  const s = await openSocket(url, who);
  open.push(s);
  return s;
};
const grant = (subjectId: string, level: string) => ({ subjectType: 'user', subjectId, level });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await member(t);
  const { projectView, projectEdit, projectCreate, folderView } = PERMISSIONS;
  const codes = [projectView.code, projectEdit.code, projectCreate.code, folderView.code];
  m = await member(t, { groupId: owner.groupId, codes, nickName: 'M' });
  x = await member(t, { groupId: owner.groupId, codes, nickName: 'X' });
  const o = okPoster(t, owner);
  const home = (await o('/userFolder/add', { name: 'home' })).id;
  id.P = (await o('/project/v2/create', { folderId: home, projectName: 'P' })).projectId;
  await o('/permission/update', {
    resourceType: 'project',
    resourceId: id.P,
    grants: [grant(m.userId, 'view')],
  });
  const hidden = (await o('/userFolder/add', { name: 'F' })).id;
  await o('/permission/update', {
    resourceType: 'folder',
    resourceId: hidden,
    grants: [grant(x.userId, 'edit')],
  });
  id.Q = (await o('/project/v2/create', { folderId: hidden, projectName: 'Q' })).projectId;
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

/** A save by the owner (one root property), which every joined socket but the owner's receives. */
async function ownerSave(projectId: string) {
  const o = okPoster(t, owner);
  const doc = await o('/project/detail/v2/query', { projectId });
  const res = await o('/project/detail/v2/save', {
    projectId,
    baseRevision: doc.revision,
    opts: [{ command: 'update', path: `${doc._id}.canvasWidth`, records: { newValue: 1000 + doc.revision } }],
  });
  return res.revision as number;
}

describe('grants on project rooms', () => {
  let s: TestSocket;

  it('a view grant joins and follows the project; edits (saves) need edit', async () => {
    s = await sock(m);
    expect(await s.emit('join_project', { projectId: id.P })).toMatchObject({ ok: true });
    const got = s.next<ProjectEvent>('project_event');
    const rev = await ownerSave(id.P);
    expect(await got).toMatchObject({ projectId: id.P, revision: rev });
    const refused = await poster(t, m)('/project/detail/v2/save', {
      projectId: id.P,
      baseRevision: rev,
      opts: [],
    });
    expect(refused.status).toBe(403);
  });

  it('a project the member may not view cannot be joined: 404 as for another group', async () => {
    const other = await sock(m);
    expect(await other.emit('join_project', { projectId: id.Q })).toMatchObject({ ok: false, code: '404' });
    await ownerSave(id.Q);
    await sleep(150);
    expect(other.received.filter((r) => r.event === 'project_event')).toEqual([]);
  });

  it('taking the grant away puts the open socket out of the room at once', async () => {
    const closed = s.next<{ projectId: string }>('project_closed');
    await okPoster(t, owner)('/permission/update', {
      resourceType: 'project',
      resourceId: id.P,
      grants: [grant(x.userId, 'view')],
    });
    expect(await closed).toEqual({ projectId: id.P });
    const before = s.received.length;
    await ownerSave(id.P);
    await sleep(150);
    expect(s.received.slice(before).filter((r) => r.event === 'project_event')).toEqual([]);
    expect(await s.emit('join_project', { projectId: id.P })).toMatchObject({ ok: false, code: '404' });
  });

  it('a project locked by an expired trial cannot be joined (403), even by its creator', async () => {
    const made = await okPoster(t, m)('/project/v2/create', { projectName: 'trial' });
    await t.database.db
      .update(projects)
      .set({ createdAt: new Date(Date.now() - 2 * H) })
      .where(eq(projects.id, made.projectId));
    await t.database.db.insert(trials).values({
      groupId: m.groupId,
      userId: m.userId,
      kind: 'user',
      status: 'active',
      startsAt: new Date(Date.now() - 72 * H),
      expiresAt: new Date(Date.now() - H),
    });
    const s2 = await sock(m);
    expect(await s2.emit('join_project', { projectId: made.projectId })).toMatchObject({
      ok: false,
      code: '403',
    });
  });
});
