import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocNode } from '@twincanvas/model';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { colourOf, type Peer, type ProjectEvent } from './protocol.js';
import { newClientId, openSocket, sleep, type TestSocket } from './sockets.testkit.js';

/**
 * Live co-editing over real socket.io clients against the listening app: handshake checks, presence,
 * project_event to the other tabs only, and the attacks (stranger, other tenant, no permission).
 */
let t: TestApp;
let url: string;
let a1: Who;
let a2: Who;
let noPerm: Who;
let b: Who;
let projectId: string;
let pageId: string;
let bProjectId: string;
const open: TestSocket[] = [];

const sock = async (...args: Parameters<typeof openSocket>) => {
  const s = await openSocket(...args);
  open.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  a1 = await member(t, { nickName: '甲' });
  a2 = await member(t, { groupId: a1.groupId, nickName: '乙' });
  noPerm = await member(t, { groupId: a1.groupId, codes: [] });
  b = await member(t, { nickName: 'B' });
  const ad = okPoster(t, a1);
  const folder = (await ad('/userFolder/add', { name: '协作' })).id;
  projectId = (await ad('/project/v2/create', { folderId: folder, projectName: '协作项目' })).projectId;
  const doc = (await ad('/project/detail/v2/query', { projectId })) as DocNode;
  pageId = ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id as string;
  const bd = okPoster(t, b);
  const bFolder = (await bd('/userFolder/add', { name: 'B' })).id;
  bProjectId = (await bd('/project/v2/create', { folderId: bFolder, projectName: 'B' })).projectId;
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

let revision = 0;
const addText = async (who: Who, id: string, clientId?: string) => {
  const res = await okPoster(t, who)('/project/detail/v2/save', {
    projectId,
    baseRevision: revision,
    clientId,
    opts: [
      {
        command: 'add',
        path: `${pageId}.projectTwoComponentList`,
        records: { index: 0, value: { _id: id, componentType: '2005', componentName: id } },
      },
    ],
  });
  revision = res.revision as number;
  return revision;
};

describe('handshake', () => {
  // SECURITY-CASES #45: no token, forged token, foreign group
  it('refuses a missing or forged token, a bad client id, and a group the caller is not in', async () => {
    const cases = [
      { group: a1.groupId, clientId: newClientId() },
      { token: 'forged.jwt.value', group: a1.groupId, clientId: newClientId() },
      { token: a1.token, group: a1.groupId, clientId: 'x' },
      { token: b.token, group: a1.groupId, clientId: newClientId() },
      { token: a1.token, clientId: newClientId() },
    ];
    for (const auth of cases) {
      const err = (await openSocket(url, auth).then(
        (s) => {
          s.close();
          return null;
        },
        (e: unknown) => e,
      )) as { data?: { code: string } } | null;
      expect(err, JSON.stringify(auth)).not.toBeNull();
      expect(['400', '401', '403']).toContain(err!.data?.code);
    }
  });
});

describe('project room', () => {
  let s1: TestSocket;
  let s2: TestSocket;
  let c1: string;

  it('joins with presence: the second editor sees the first, the first is told of the second', async () => {
    c1 = newClientId();
    s1 = await sock(url, { token: a1.token, group: a1.groupId, clientId: c1 });
    s2 = await sock(url, a2);
    const first = await s1.emit<{ ok: boolean; peers: Peer[]; revision: number }>('join_project', {
      projectId,
      pageId,
      selection: [],
    });
    expect(first.ok).toBe(true);
    expect(first.peers).toEqual([]);
    const joined = s1.next<Peer>('presence_join');
    const second = await s2.emit<{ ok: boolean; peers: Peer[] }>('join_project', { projectId, pageId });
    expect(second.ok).toBe(true);
    expect(second.peers.map((p) => [p.userId, p.name, p.color, p.clientId])).toEqual([
      [a1.userId, '甲', colourOf(a1.userId), c1],
    ]);
    expect((await joined).userId).toBe(a2.userId);
  });

  it('relays selection and page changes to the others', async () => {
    const update = s2.next<Peer>('presence_update');
    s1.socket.emit('presence', { projectId, selection: ['E1', 'E2'], pageId });
    const p = await update;
    expect(p.selection).toEqual(['E1', 'E2']);
    expect(p.userId).toBe(a1.userId);
  });

  it('sends saved ops to the other editors as project_event, not back to the saving tab', async () => {
    const got = s2.next<ProjectEvent>('project_event');
    const rev = await addText(a1, 'E1', c1);
    const ev = await got;
    expect(ev).toMatchObject({ projectId, revision: rev, by: { userId: a1.userId, name: '甲' }, pageId });
    expect(ev.ops).toHaveLength(1);
    await sleep(150);
    expect(s1.received.filter((r) => r.event === 'project_event')).toEqual([]);
  });

  it('a save without a client id (another area, e.g. canvas size) reaches every tab', async () => {
    const both = Promise.all([
      s1.next<ProjectEvent>('project_event'),
      s2.next<ProjectEvent>('project_event'),
    ]);
    const rev = await addText(a2, 'E2');
    expect((await both).map((e) => e.revision)).toEqual([rev, rev]);
  });

  it('tells the others when someone leaves', async () => {
    const left = s2.next<{ clientId: string }>('presence_leave');
    s1.close();
    expect((await left).clientId).toBe(c1);
  });
});

describe('attacks', () => {
  // SECURITY-CASES #45: another tenant's project
  it('another tenant cannot join the project nor receive its saves; its own project stays its own', async () => {
    const sb = await sock(url, b);
    const tried = await sb.emit<{ ok: boolean; code: string }>('join_project', { projectId });
    expect(tried).toMatchObject({ ok: false, code: '404' });
    // A's member cannot join B's project either.
    const sa = await sock(url, a2);
    expect(await sa.emit('join_project', { projectId: bProjectId })).toMatchObject({
      ok: false,
      code: '404',
    });
    // Rooms cannot be named by the client: presence for a project not joined is dropped.
    sb.socket.emit('presence', { projectId, selection: ['E1'] });
    await addText(a1, 'E3', newClientId());
    await sleep(200);
    expect(sb.received).toEqual([]);
  });

  it('a member without view or edit permission cannot join', async () => {
    const s = await sock(url, noPerm);
    expect(await s.emit('join_project', { projectId })).toMatchObject({ ok: false, code: '403' });
  });

  it('a deleted project cannot be joined', async () => {
    const ad = okPoster(t, a1);
    const folder = (await ad('/userFolder/add', { name: 'gone' })).id;
    const gone = (await ad('/project/v2/create', { folderId: folder, projectName: 'gone' })).projectId;
    await ad('/project/v2/delete', { projectIds: [gone] });
    const s = await sock(url, a1);
    expect(await s.emit('join_project', { projectId: gone })).toMatchObject({ ok: false, code: '404' });
    expect(await s.emit('join_project', { projectId: 'not-a-uuid' })).toMatchObject({ ok: false });
  });

  it('a signed-out user (token version bumped) is refused at the next join', async () => {
    const who = await member(t, { groupId: a1.groupId });
    const s = await sock(url, who);
    expect(await s.emit('join_project', { projectId })).toMatchObject({ ok: true });
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, who.userId));
    expect(await s.emit('join_project', { projectId })).toMatchObject({ ok: false, code: '401' });
  });
});
