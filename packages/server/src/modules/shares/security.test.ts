import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { PASSWORD_TRIES_PER_ADDRESS } from './service.js';
import {
  addComponents,
  getShared,
  openSession,
  signParts,
  signedHeaders,
  viewShare,
  type ShareSession,
} from './testkit.js';

/** Issue 9 item 5: the security properties of share links, each tested against the real server. */
let t: TestApp;
let owner: Who;
let projectId = '';
let secretShare = '';

const SECRETS = [
  'SECRET-PW-1',
  'secret_table',
  'dbuser-secret',
  'APPSECRET-9',
  'Bearer SECRET-HDR',
  'internal.corp',
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t);
  const o = okPoster(t, owner);
  const folder = (await o('/userFolder/add', { name: 'sec' })).id as string;
  const p = await o('/project/v2/create', { folderId: folder, projectName: 'sec-project' });
  projectId = p.projectId;
  const doc = await o('/project/detail/v2/query', { projectId });
  const pageId = doc.projectScenesList[0].projectPageList[0]._id as string;
  await addComponents(o, projectId, pageId, [
    {
      _id: 'EsecChart1',
      componentType: '13001',
      componentName: 'sales',
      componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 300, componentHeight: 200 },
      requestSource: {
        type: 'api',
        url: 'http://internal.corp/api?key=APPSECRET-9',
        header: { Authorization: 'Bearer SECRET-HDR' },
        password: 'SECRET-PW-1',
        userName: 'dbuser-secret',
        executeSql: 'select * from secret_table',
        appSecret: 'APPSECRET-9',
        sqlOptions: { url: 'mysql://dbuser-secret:SECRET-PW-1@internal.corp/db' },
        enable: true,
        interval: 10,
      },
    },
  ]);
  const res = await t.call({
    method: 'PUT',
    url: '/api/project/share/v2',
    token: owner.token,
    group: owner.groupId,
    payload: { projectId, sharePass: 'right-pass' },
  });
  secretShare = res.body.data.shareId;
});
afterAll(() => t.close());

describe('share security', () => {
  // SECURITY-CASES #24: share tokens
  it('share ids carry at least 128 random bits and never repeat', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/project/share/v2',
        token: owner.token,
        group: owner.groupId,
        payload: { projectId },
      });
      const id = res.body.data.shareId as string;
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(id, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      ids.add(id);
    }
    expect(ids.size).toBe(20);
    // Put the password share back for the tests below.
    const res = await t.call({
      method: 'PUT',
      url: '/api/project/share/v2',
      token: owner.token,
      group: owner.groupId,
      payload: { projectId, sharePass: 'right-pass' },
    });
    secretShare = res.body.data.shareId;
  });

  // SECURITY-CASES #28: literal :token, empty, null
  it('the literal :id, empty, null and malformed share ids are 404', async () => {
    for (const sid of [':id', '%3Aid', 'null', 'undefined', '', ' ', 'x', '../x']) {
      const get = await t.call({ method: 'GET', url: `/api/project/share/v2/${sid}` });
      expect(get.status, `GET ${sid}`).toBe(404);
      const session = await t.call({
        method: 'POST',
        url: `/api/project/share/v2/${sid}/session`,
        payload: {},
      });
      expect(session.status, `session ${sid}`).toBe(404);
    }
  });

  // SECURITY-CASES #24: share passwords
  it('password guessing is rate-limited per share and address', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < PASSWORD_TRIES_PER_ADDRESS; i++) {
      const res = await openSession(t, secretShare, `guess-${i}`, address);
      expect(res.status).toBe(401);
    }
    // Over the limit even the right password is refused from that address…
    expect((await openSession(t, secretShare, 'right-pass', address)).status).toBe(429);
    // …while another address still gets in.
    expect((await openSession(t, secretShare, 'right-pass', '203.0.113.51')).status).toBe(200);
  });

  // SECURITY-CASES #26: public payloads
  it('answers contain no credentials, SQL text or internal ids', async () => {
    const { res } = await viewShare(t, secretShare, 'right-pass');
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    for (const s of SECRETS) expect(text).not.toContain(s);
    expect(text).not.toContain(owner.groupId);
    expect(text).not.toContain(projectId);
    expect(text).not.toMatch(/s512\$|scrypt\$/);
    const chart = res.body.data.document.projectScenesList[0].projectPageList[0].projectTwoComponentList[0];
    expect(chart.requestSource).toEqual({ type: 'api', enable: true, interval: 10 });
    const session = await openSession(t, secretShare, 'right-pass', '198.51.100.9');
    expect(JSON.stringify(session.body)).not.toContain('right-pass');
  });

  // SECURITY-CASES #25: replay and re-timestamp
  it('a replayed request is refused, and so is one with a changed timestamp or path', async () => {
    const { session } = await viewShare(t, secretShare, 'right-pass');
    const path = `/api/project/share/v2/${secretShare}`;
    const parts = signParts(session, 'GET', path);
    expect((await getShared(t, secretShare, session, parts)).status).toBe(200);
    const replay = await getShared(t, secretShare, session, parts);
    expect(replay.status).toBe(401);
    // Same signature with a new timestamp (and a new nonce): the signature no longer matches.
    const fresh = signParts(session, 'GET', path);
    const retimed = { ...fresh, timeStamp: String(Number(fresh.timeStamp) + 1000) };
    expect((await getShared(t, secretShare, session, retimed)).status).toBe(401);
    // A correctly signed request from outside the clock window.
    const old = signParts(session, 'GET', path, '', { timeStamp: String(Date.now() - 10 * 60 * 1000) });
    expect((await getShared(t, secretShare, session, old)).status).toBe(401);
    // Signed for another path.
    const other = signParts(session, 'GET', `/api/project/share/v2/${secretShare}x`);
    expect((await getShared(t, secretShare, session, other)).status).toBe(401);
    // Signed with another key.
    const forged = signParts({ ...session, signKey: Buffer.alloc(32, 7).toString('base64url') }, 'GET', path);
    expect((await getShared(t, secretShare, session, forged)).status).toBe(401);
    // No signature at all.
    expect((await t.call({ method: 'GET', url: path })).status).toBe(401);
    // A forged token.
    const bad: ShareSession = { ...session, shareToken: `${session.shareToken.split('.')[0]}.AAAA` };
    const badRes = await t.call({
      method: 'GET',
      url: path,
      headers: signedHeaders(bad, signParts(bad, 'GET', path)),
    });
    expect(badRes.status).toBe(401);
  });

  // SECURITY-CASES #27: revoke
  it('revocation and expiry take effect immediately, also for open sessions', async () => {
    const { session } = await viewShare(t, secretShare, 'right-pass');
    expect((await getShared(t, secretShare, session)).status).toBe(200);
    await okPoster(t, owner)('/project/share/v2/revoke', { projectId });
    expect((await getShared(t, secretShare, session)).status).toBe(404);
    expect((await openSession(t, secretShare, 'right-pass')).status).toBe(404);
  });
});
