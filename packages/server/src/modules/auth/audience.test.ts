import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, deriveKey } from '../../lib/tokens.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { getShared, openSession, type ShareSession } from '../shares/testkit.js';

/**
 * SECURITY-CASES #42, wrong audience: access, refresh and share tokens are not interchangeable. Each is
 * presented where another kind is expected, and tokens signed with the deployment's real keys (what an
 * attacker who could mint tokens of one kind would have) are refused unless they name the right
 * audience. The controls sign the same way with the right audience and pass, so a refusal here is the
 * audience check and nothing else.
 */
const SECRET = 'test-secret-that-is-long-enough-0123456789';

let t: TestApp;
let owner: Who;
let sid = '';
let session: ShareSession;
let refreshToken = '';

const check = (token?: string) => t.call({ method: 'POST', url: '/api/userPro/tokenCk', token });

function accessJwt(claims: Record<string, unknown>, aud?: string) {
  const jwt = new SignJWT({ tv: 0, typ: 'access', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(owner.userId)
    .setIssuedAt()
    .setExpirationTime('1h');
  if (aud) jwt.setAudience(aud);
  return jwt.sign(deriveKey(SECRET, 'access-token'));
}

/** A share token in the server's own format, MACed with the deployment's share key. */
function shareToken(claims: Record<string, unknown>): ShareSession {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, r: randomBytes(12).toString('base64url') }),
  ).toString('base64url');
  const mac = createHmac('sha256', deriveKey(SECRET, 'share-session-token'))
    .update(payload)
    .digest('base64url');
  return withSignKey(`${payload}.${mac}`);
}

/** The signing key the server derives for a presented share token. */
function withSignKey(token: string): ShareSession {
  const signKey = createHmac('sha256', deriveKey(SECRET, 'share-session-sign-key'))
    .update(token)
    .digest('base64url');
  return { shareToken: token, signKey };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t);
  const o = okPoster(t, owner);
  const folder = (await o('/userFolder/add', { name: 'aud' })).id as string;
  const projectId = (await o('/project/v2/create', { folderId: folder, projectName: 'aud' })).projectId;
  const res = await t.call({
    method: 'PUT',
    url: '/api/project/share/v2',
    token: owner.token,
    group: owner.groupId,
    payload: { projectId },
  });
  sid = res.body.data.shareId;
  const opened = await openSession(t, sid);
  session = opened.body.data as ShareSession;
  refreshToken = (await t.login()).refresh;
});
afterAll(() => t.close());

describe('SECURITY-CASES #42: token audiences', () => {
  it('a refresh token or a share token used as the bearer access token gets 401', async () => {
    expect(refreshToken).not.toBe('');
    for (const token of [refreshToken, session.shareToken]) {
      const res = await check(token);
      expect(res.status).toBe(401);
      expect(res.body.data).toBeNull();
    }
  });

  it('an access token without aud, or with another audience, gets 401; with the access audience it passes', async () => {
    for (const aud of [undefined, AUDIENCE.share, 'twincanvas:refresh', 'someone-else']) {
      const res = await check(await accessJwt({}, aud));
      expect(res.status, String(aud)).toBe(401);
    }
    const good = await check(await accessJwt({}, AUDIENCE.access));
    expect(good.status).toBe(200);
    expect(good.body.data.userId).toBe(owner.userId);
  });

  it('the access token the server signs names the access audience', async () => {
    const [, body] = owner.token.split('.');
    expect(JSON.parse(Buffer.from(body!, 'base64url').toString()).aud).toBe(AUDIENCE.access);
  });

  it('an access token or a share token without the share audience is refused as a share token', async () => {
    // The share and version the server itself put in the session it issued.
    const real = JSON.parse(Buffer.from(session.shareToken.split('.')[0]!, 'base64url').toString());
    expect(real.aud).toBe(AUDIENCE.share);
    const [s, v, e] = [real.s, real.v, real.e];
    expect((await getShared(t, sid, session)).status).toBe(200);
    // The owner's access token in the share-token header, signed with the key the server would derive.
    const asShare = withSignKey(owner.token);
    for (const forged of [asShare, shareToken({ s, v, e }), shareToken({ s, v, e, aud: AUDIENCE.access })]) {
      const res = await getShared(t, sid, forged);
      expect(res.status).toBe(401);
    }
    const control = await getShared(t, sid, shareToken({ s, v, e, aud: AUDIENCE.share }));
    expect(control.status).toBe(200);
  });
});
