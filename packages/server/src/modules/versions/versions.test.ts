import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { applyOps, type DocNode, type Operation, type VersionDiff } from '@twincanvas/model';
import { projectVersions } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { folderProject, member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import type { ProjectEvent } from '../realtime/protocol.js';
import { listeningApp, openSocket, type TestSocket } from '../realtime/sockets.testkit.js';
import type { VersionListItem } from './service.js';

/**
 * Named and automatic versions through the real routes on a listening app: save, list, diff, restore as
 * a new revision that a co-editor's socket receives, retention of automatic versions, and the refusals
 * (another tenant, a member without edit rights).
 */
let t: TestApp;
let url: string;
let a: Who;
let a2: Who;
let viewer: Who;
let b: Who;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ({ app: t, url } = await listeningApp());
  a = await member(t, { nickName: '甲' });
  a2 = await member(t, { groupId: a.groupId, nickName: '乙' });
  viewer = await member(t, { groupId: a.groupId, codes: [PERMISSIONS.projectView.code] });
  b = await member(t, { nickName: 'B' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const comp = (id: string, left = 0) => ({
  _id: id,
  componentName: id,
  componentType: '2005',
  componentRect: { componentLeft: left, componentTop: 0, componentWidth: 10, componentHeight: 10 },
});

async function project(who: Who, name: string) {
  const o = okPoster(t, who);
  const p = await folderProject(o, name);
  let revision = 0;
  const save = async (ops: Operation[]) => {
    const res = await o('/project/detail/v2/save', { projectId: p.id, baseRevision: revision, opts: ops });
    expect(res.subCode).toBe(0);
    revision = res.revision as number;
    return revision;
  };
  const add = (id: string, left = 0): Operation => ({
    command: 'add',
    path: `${p.pageId}.projectTwoComponentList`,
    records: { index: 0, value: comp(id, left) },
  });
  const query = () => o('/project/detail/v2/query', { projectId: p.id }) as Promise<DocNode>;
  /** The versions people made (automatic ones come and go with the saves; their own test checks them). */
  const made = async (as = o) =>
    ((await as('/project/versions/list', { projectId: p.id })).versions as VersionListItem[]).filter(
      (v) => v.kind !== 'auto',
    );
  return { ...p, o, save, add, query, made };
}

describe('named versions', () => {
  it('saves, lists with author and time, diffs by page, and restores as a new revision co-editors receive', async () => {
    const p = await project(a, '版本项目');
    await p.save([p.add('E1'), p.add('E2')]);
    const before = await p.query();
    const v1 = (await p.o('/project/versions/create', {
      projectId: p.id,
      name: '  发布前 ',
    })) as VersionListItem;
    expect(v1).toMatchObject({
      name: '发布前',
      kind: 'named',
      revision: 1,
      authorId: a.userId,
      authorName: '甲',
    });
    expect(Date.parse(v1.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    await p.save([
      { command: 'update', path: 'E1.componentRect.componentLeft', records: { newValue: 99 } },
      {
        command: 'delete',
        path: `${p.pageId}.projectTwoComponentList`,
        records: { index: 0, value: { _id: 'E2' } },
      },
      p.add('E3'),
    ]);
    const v2 = (await p.o('/project/versions/create', { projectId: p.id, name: '改版' })) as VersionListItem;
    expect((await p.made()).map((v) => v.versionId)).toEqual([v2.versionId, v1.versionId]);
    const listed = await p.o('/project/versions/list', { projectId: p.id });
    expect(listed.settings).toEqual({ autoIntervalMinutes: 30, autoKeep: 20 });

    const diff = (await p.o('/project/versions/diff', {
      projectId: p.id,
      from: v1.versionId,
      to: v2.versionId,
    })) as VersionDiff;
    expect(diff.counts).toEqual({ added: 1, removed: 1, changed: 1 });
    expect(diff.pages).toHaveLength(1);
    expect(diff.pages[0]!.pageId).toBe(p.pageId);
    const changes = Object.fromEntries(diff.pages[0]!.components.map((c) => [c.id, [c.change, c.fields]]));
    expect(changes).toEqual({ E3: ['added', []], E2: ['removed', []], E1: ['changed', ['componentRect']] });
    const vsNow = (await p.o('/project/versions/diff', {
      projectId: p.id,
      from: v2.versionId,
      to: 'current',
    })) as VersionDiff;
    expect(vsNow.pages).toEqual([]);

    // A co-editor in the project room receives the restore as ops that turn its copy into the old state.
    const s = await openSocket(url, a2);
    sockets.push(s);
    const joined = await s.emit<{ ok: boolean; revision: number }>('join_project', { projectId: p.id });
    expect(joined).toMatchObject({ ok: true, revision: 2 });
    const live = s.next<ProjectEvent>('project_event', 10_000);
    const coEditorCopy = await p.query();
    const restored = await p.o('/project/versions/restore', { projectId: p.id, versionId: v1.versionId });
    expect(restored.revision).toBe(3);
    const event = await live;
    expect(event).toMatchObject({ projectId: p.id, revision: 3, by: { userId: a.userId } });
    const after = await p.query();
    const strip = ({ revision: _r, ...rest }: DocNode) => rest;
    expect(strip(after)).toEqual(strip(before));
    expect(strip(applyOps(coEditorCopy, event.ops as Operation[]))).toEqual(strip(after));

    // The state before the restore was kept, so the restore itself can be undone.
    const again = await p.made();
    expect(again[0]).toMatchObject({ kind: 'beforeRestore', name: '发布前', revision: 2 });
    const undo = (await p.o('/project/versions/diff', {
      projectId: p.id,
      from: again[0]!.versionId,
      to: 'current',
    })) as VersionDiff;
    expect(undo.counts).toEqual({ added: 1, removed: 1, changed: 1 });
  });

  it('refuses bad names and unknown versions with a clear error and changes nothing', async () => {
    const p = await project(a, '校验');
    const post = poster(t, a);
    for (const name of ['', '   ', 'x'.repeat(51)]) {
      const res = await post('/project/versions/create', { projectId: p.id, name });
      expect(res.status).toBe(400);
    }
    const missing = await post('/project/versions/restore', {
      projectId: p.id,
      versionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('版本不存在');
    expect((await p.o('/project/versions/list', { projectId: p.id })).versions).toEqual([]);
    expect((await p.query()).revision).toBe(0);
  });
});

describe('access', () => {
  it('another tenant can neither list, diff, restore nor delete the versions, even with its own project', async () => {
    const p = await project(a, '租户A');
    await p.save([p.add('E1')]);
    const v = (await p.o('/project/versions/create', { projectId: p.id, name: 'A版' })) as VersionListItem;
    const mine = await project(b, '租户B');
    const post = poster(t, b);
    for (const projectId of [p.id, mine.id]) {
      const calls: [string, object][] = [
        ['/project/versions/list', { projectId }],
        ['/project/versions/diff', { projectId, from: v.versionId, to: 'current' }],
        ['/project/versions/restore', { projectId, versionId: v.versionId }],
        ['/project/versions/delete', { projectId, versionId: v.versionId }],
      ];
      for (const [url, body] of calls) {
        const res = await post(url, body);
        if (projectId === mine.id && url.endsWith('/list')) {
          expect(res.body.data.versions).toEqual([]);
          continue;
        }
        expect(res.status, `${url} ${projectId === p.id ? 'A' : 'B'}`).toBe(404);
      }
    }
    // B in A's group header is not a member.
    const header = await t.call({
      method: 'POST',
      url: '/api/project/versions/list',
      token: b.token,
      group: a.groupId,
      payload: { projectId: p.id },
    });
    expect(header.status).toBe(403);
    expect(await p.made()).toHaveLength(1);
    expect((await p.query()).revision).toBe(1);
  });

  it('a member who may only view lists and diffs but cannot save, restore, delete or set retention', async () => {
    const p = await project(a, '只读');
    await p.save([p.add('E1')]);
    const v = (await p.o('/project/versions/create', { projectId: p.id, name: '基线' })) as VersionListItem;
    const post = poster(t, viewer);
    expect(await p.made(okPoster(t, viewer))).toHaveLength(1);
    expect(
      (await post('/project/versions/diff', { projectId: p.id, from: v.versionId, to: 'current' })).status,
    ).toBe(200);
    for (const [url, body] of [
      ['/project/versions/create', { projectId: p.id, name: 'x' }],
      ['/project/versions/restore', { projectId: p.id, versionId: v.versionId }],
      ['/project/versions/delete', { projectId: p.id, versionId: v.versionId }],
      ['/project/versions/settings', { projectId: p.id, autoIntervalMinutes: 1, autoKeep: 1 }],
    ] as const) {
      expect((await post(url, body)).status, url).toBe(403);
    }
    expect(await p.made()).toHaveLength(1);
  });
});

describe('automatic versions', () => {
  it('one per interval after a save, pruned to the retention setting; named versions stay', async () => {
    const p = await project(a, '自动');
    const autos = async () =>
      ((await p.o('/project/versions/list', { projectId: p.id })).versions as VersionListItem[]).filter(
        (v) => v.kind === 'auto',
      );
    await p.o('/project/versions/settings', { projectId: p.id, autoIntervalMinutes: 10, autoKeep: 2 });
    await p.save([p.add('E1')]);
    await expect.poll(async () => (await autos()).map((v) => v.revision), { timeout: 20_000 }).toEqual([1]);
    // Within the interval: no new automatic version.
    await p.save([p.add('E2')]);
    await p.o('/project/versions/create', { projectId: p.id, name: '手动' });
    // Time passes: the existing automatic version is made older than the interval.
    const age = async () =>
      t.database.db
        .update(projectVersions)
        .set({ createdAt: sql`${projectVersions.createdAt} - interval '11 minutes'` })
        .where(and(eq(projectVersions.projectId, p.id), eq(projectVersions.kind, 'auto')));
    for (const [i, id] of ['E3', 'E4', 'E5'].entries()) {
      await age();
      const rev = await p.save([p.add(id)]);
      await expect.poll(async () => (await autos())[0]?.revision, { timeout: 20_000 }).toBe(rev);
      expect((await autos()).length).toBe(Math.min(2, i + 2));
    }
    expect((await autos()).map((v) => v.revision)).toEqual([5, 4]);
    const all = (await p.o('/project/versions/list', { projectId: p.id })).versions as VersionListItem[];
    expect(all.filter((v) => v.kind === 'named').map((v) => v.name)).toEqual(['手动']);

    // Interval 0 turns them off.
    await p.o('/project/versions/settings', { projectId: p.id, autoIntervalMinutes: 0, autoKeep: 2 });
    await age();
    await p.save([p.add('E6')]);
    const named = await p.o('/project/versions/create', { projectId: p.id, name: '之后' });
    expect(named.revision).toBe(6);
    expect((await autos()).map((v) => v.revision)).toEqual([5, 4]);
  });
});
