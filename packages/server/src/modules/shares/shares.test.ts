import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectShares } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { addComponents, getShared, openSession, viewShare, type ShareSession } from './testkit.js';

/** Publishing, changing, revoking and viewing shares (docs/reference.md#workspace, docs/reference.md#api, project/share/v2). */
let t: TestApp;
let owner: Who;
let projectId = '';
let projectFlag = '';
let pageId = '';

const put = (who: Who, payload: object) =>
  t.call({ method: 'PUT', url: '/api/project/share/v2', token: who.token, group: who.groupId, payload });

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t);
  const o = okPoster(t, owner);
  const folder = (await o('/userFolder/add', { name: '分享夹' })).id as string;
  const p = await o('/project/v2/create', { folderId: folder, projectName: '大屏分享' });
  projectId = p.projectId;
  projectFlag = p.projectFlag;
  const doc = await o('/project/detail/v2/query', { projectId });
  pageId = doc.projectScenesList[0].projectPageList[0]._id;
  await addComponents(o, projectId, pageId, [
    {
      _id: 'EshareText1',
      componentType: '2005',
      componentName: '标题',
      textModel: { text: 'Hello share' },
      componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 200, componentHeight: 40 },
    },
  ]);
});
afterAll(() => t.close());

describe('publish and view', () => {
  it('publishes without a password; the page opens a session and reads the document', async () => {
    const res = await put(owner, { projectId });
    expect(res.body.code).toBe('0');
    const share = res.body.data;
    expect(share).toMatchObject({ projectId, hasPassword: false, expireTime: null, shareType: 10000 });
    expect(JSON.stringify(share)).not.toMatch(/hash|s512/);
    const { res: view } = await viewShare(t, share.shareId);
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body.data.document)).toContain('Hello share');
    expect(view.body.data.document.projectFlag).toBe(projectFlag);
  });

  it('asks for the password, refuses a wrong one and accepts the right one', async () => {
    const { shareId } = (await put(owner, { projectId, sharePass: 'open-sesame' })).body.data;
    const none = await openSession(t, shareId);
    expect(none.status).toBe(401);
    expect(none.body.data).toEqual({ needPassword: true });
    const wrong = await openSession(t, shareId, 'open-sesamE');
    expect(wrong.status).toBe(401);
    expect(wrong.body.data).toEqual({ needPassword: true });
    const { res } = await viewShare(t, shareId, 'open-sesame');
    expect(res.status).toBe(200);
  });

  it('publishing again replaces the link: the old id is gone', async () => {
    const first = (await put(owner, { projectId })).body.data.shareId as string;
    const second = (await put(owner, { projectId })).body.data.shareId as string;
    expect(second).not.toBe(first);
    expect((await openSession(t, first)).status).toBe(404);
    expect((await openSession(t, second)).status).toBe(200);
  });

  it('finding 6 / SECURITY-CASES #24: a share password shorter than 6 characters is refused, in both languages', async () => {
    for (const sharePass of ['1', 'abcde', '密码五个字']) {
      const res = await put(owner, { projectId, sharePass });
      expect(res.status, sharePass).toBe(400);
      expect(res.body.msg).toBe('分享密码至少需要 6 个字符');
    }
    const en = await t.call({
      method: 'POST',
      url: '/api/project/share/v2',
      token: owner.token,
      group: owner.groupId,
      payload: { projectId, sharePass: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.msg).toBe('The share password needs at least 6 characters');
    expect((await put(owner, { projectId, sharePass: 'six-ch' })).body.data.hasPassword).toBe(true);
  });

  it('changing the password keeps the id and ends the open sessions', async () => {
    const { shareId } = (await put(owner, { projectId, sharePass: 'one-pass' })).body.data;
    const { session } = await viewShare(t, shareId, 'one-pass');
    const change = await okPoster(t, owner)('/project/share/v2', { projectId, sharePass: 'two-pass' });
    expect(change).toMatchObject({ shareId, hasPassword: true });
    expect((await getShared(t, shareId, session)).status).toBe(401);
    expect((await openSession(t, shareId, 'one-pass')).status).toBe(401);
    expect((await viewShare(t, shareId, 'two-pass')).res.status).toBe(200);
    // Removing the password: the share opens without one.
    await okPoster(t, owner)('/project/share/v2', { projectId, sharePass: null });
    expect((await viewShare(t, shareId)).res.status).toBe(200);
  });

  it('the dialog query shows the live share, and nothing after a revoke', async () => {
    const o = okPoster(t, owner);
    const { shareId } = (await put(owner, { projectId })).body.data;
    expect(await o('/project/share/v2/query', { projectId })).toMatchObject({ shareId });
    await o('/project/share/v2/revoke', { projectId });
    expect(await o('/project/share/v2/query', { projectId })).toBeNull();
    const again = await poster(t, owner)('/project/share/v2/revoke', { projectId });
    expect(again.status).toBe(404);
  });

  it('refuses an expiry in the past and answers 404 once a share has expired', async () => {
    const past = await put(owner, { projectId, expireTime: Date.now() - 1000 });
    expect(past.status).toBe(400);
    const { shareId, expireTime } = (await put(owner, { projectId, expireTime: Date.now() + 3_600_000 })).body
      .data;
    expect(typeof expireTime).toBe('string');
    const { session, res } = await viewShare(t, shareId);
    expect(res.status).toBe(200);
    // The clock moves on: the stored expiry is now in the past.
    await t.database.db
      .update(projectShares)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(projectShares.id, shareId));
    // Signed requests see a share row read at most a second ago (service.ts checkedShare).
    await expect
      .poll(async () => (await getShared(t, shareId, session)).status, {
        timeout: 10_000,
        message: 'the expired share refused',
      })
      .toBe(404);
    expect((await openSession(t, shareId)).status).toBe(404);
  });

  it('a deleted project’s share answers 404', async () => {
    const o = okPoster(t, owner);
    const folder = (await o('/userFolder/add', { name: 'tmp' })).id as string;
    const p = await o('/project/v2/create', { folderId: folder, projectName: 'gone' });
    const { shareId } = (await put(owner, { projectId: p.projectId })).body.data;
    await o('/project/v2/delete', { projectIds: [p.projectId] });
    expect((await openSession(t, shareId)).status).toBe(404);
  });

  it('publish, change and revoke are written to the operation log', async () => {
    const o = okPoster(t, owner);
    await put(owner, { projectId });
    await o('/project/share/v2', { projectId, sharePass: 'pass-x1' });
    await o('/project/share/v2/revoke', { projectId });
    const logs = await o('/log-record/list', { type: 'share', start: 0, end: 100 });
    const list = (logs.list ?? logs.logList ?? logs.records ?? logs) as { content: string }[];
    const contents = JSON.stringify(list);
    expect(contents).toContain('publish');
    expect(contents).toContain('change');
    expect(contents).toContain('revoke');
  });

  it('needs the projectShare permission', async () => {
    const viewer = await member(t, { groupId: owner.groupId, codes: [PERMISSIONS.projectView.code] });
    expect((await put(viewer, { projectId })).status).toBe(403);
    const post = poster(t, viewer);
    expect((await post('/project/share/v2', { projectId })).status).toBe(403);
    expect((await post('/project/share/v2/revoke', { projectId })).status).toBe(403);
    expect((await post('/project/share/v2/query', { projectId })).status).toBe(403);
    const sharer = await member(t, {
      groupId: owner.groupId,
      codes: [PERMISSIONS.projectShare.code],
    });
    expect((await put(sharer, { projectId })).status).toBe(200);
  });

  it('signed requests work without any bearer token, and a session of one share cannot read another', async () => {
    const o = okPoster(t, owner);
    const folder = (await o('/userFolder/add', { name: 'two' })).id as string;
    const other = await o('/project/v2/create', { folderId: folder, projectName: 'other' });
    const a = (await put(owner, { projectId })).body.data.shareId as string;
    const b = (await put(owner, { projectId: other.projectId })).body.data.shareId as string;
    const { session } = await viewShare(t, a);
    const cross = await getShared(t, b, session as ShareSession);
    expect(cross.status).toBe(401);
    expect(JSON.stringify(cross.body)).not.toContain('other');
  });
});
