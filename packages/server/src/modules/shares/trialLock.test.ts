import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects, trials } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import {
  getShared,
  openSession,
  postShared,
  signParts,
  signedHeaders,
  viewShare,
  type ShareSession,
} from './testkit.js';

/**
 * docs/reference.md#product: a project made during a trial cannot be presented after the trial expired until it is
 * bought. Its share answers exactly like an unreachable share (404) on the session, the document and every
 * signed data route, including the data calls of modules/datacalls, and opens again after the purchase.
 */
let t: TestApp;
let owner: Who;
let sid = '';
let trialId = '';
let session: ShareSession;
const H = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t);
  const o = okPoster(t, owner);
  const folder = (await o('/userFolder/add', { name: '试用' })).id as string;
  const { projectId } = await o('/project/v2/create', { folderId: folder, projectName: '试用大屏' });
  const share = await t.call({
    method: 'PUT',
    url: '/api/project/share/v2',
    token: owner.token,
    group: owner.groupId,
    payload: { projectId },
  });
  sid = share.body.data.shareId;
  // Made two hours ago, inside a trial of its creator that ended an hour ago.
  await t.database.db
    .update(projects)
    .set({ createdAt: new Date(Date.now() - 2 * H) })
    .where(eq(projects.id, projectId));
  const [trial] = await t.database.db
    .insert(trials)
    .values({
      groupId: owner.groupId,
      userId: owner.userId,
      kind: 'user',
      status: 'active',
      startsAt: new Date(Date.now() - 72 * H),
      expiresAt: new Date(Date.now() + H),
    })
    .returning({ id: trials.id });
  trialId = trial!.id;
});
afterAll(() => t.close());

/** Every route a share page calls, signed with the session; answers status and body. */
async function everyShareRoute(s: ShareSession, id: string) {
  const signedPost = async (path: string, body: object) => {
    const text = JSON.stringify(body);
    const parts = signParts(s, 'POST', path, text);
    return t.call({
      method: 'POST',
      url: path,
      payload: text as unknown as object,
      headers: { ...signedHeaders(s, parts), 'content-type': 'application/json' },
    });
  };
  return {
    session: await openSession(t, id),
    document: await getShared(t, id, s),
    data: await postShared(t, id, s, 'data', { componentId: 'E-none' }),
    filters: await postShared(t, id, s, 'filters', { ids: ['x'] }),
    variables: await postShared(t, id, s, 'variables', {}),
    weather: await postShared(t, id, s, 'weather', { cities: ['北京'] }),
    file: await signedPost('/api/open/share/getFileValue', { sid: id, id: randomUUID() }),
    token: await signedPost('/api/resource/raydb-resource/tokenApiInfoByUid', {
      sid: id,
      tokenUid: randomUUID(),
    }),
  };
}

describe('share of a project locked by an expired trial', () => {
  it('is reachable while the trial runs', async () => {
    ({ session } = await viewShare(t, sid));
    const all = await everyShareRoute(session, sid);
    expect(all.session.status).toBe(200);
    expect(all.document.status).toBe(200);
    expect(all.filters.status).toBe(200);
    expect(all.variables.status).toBe(200);
  });

  it('answers like an unreachable share on the session and every data route once it expired', async () => {
    await t.database.db
      .update(trials)
      .set({ expiresAt: new Date(Date.now() - H) })
      .where(eq(trials.id, trialId));
    const unreachable = (await openSession(t, 'A'.repeat(32))).body;
    // Signed requests see the lock within a second (service.ts checkedShare reads it at most that often).
    await expect
      .poll(async () => (await everyShareRoute(session, sid)).document.status, {
        timeout: 10_000,
        message: 'the locked share refused',
      })
      .toBe(404);
    const all = await everyShareRoute(session, sid);
    for (const [route, res] of Object.entries(all)) {
      expect(res.status, route).toBe(404);
      expect(res.body, route).toEqual(unreachable);
    }
  });

  it('opens again once the purchase is recorded', async () => {
    await t.database.db.update(trials).set({ status: 'purchased' }).where(eq(trials.id, trialId));
    const { res } = await viewShare(t, sid);
    expect(res.status).toBe(200);
  });
});
