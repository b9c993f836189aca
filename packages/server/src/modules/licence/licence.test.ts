import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceInstalled } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { folderProject, member, okPoster, poster, type Who } from '../../test/workspace.js';
import { newVendorKeyPair, privateKeyOf, signLicence, type LicenceClaims } from './keys.js';
import { currentMachineCode, usage } from './service.js';

/**
 * The customer side on a private-edition server: machine code, checking and installing keys, the
 * blocked state (missing or expired licence) and the key's limits. Keys are signed here with a test
 * vendor key whose public half the server is configured with, as a private build is.
 */
const vendor = newVendorKeyPair();
const priv = privateKeyOf(vendor.privatePem);
let t: TestApp;
let sys: Who;
let plain: Who;
let machineCode = '';

const claims = (over: Partial<LicenceClaims> = {}): LicenceClaims => ({
  keyId: 'rec-1',
  edition: 'private',
  version: 'v3.3.0',
  customer: '某某集团',
  machineCode,
  issuedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
  seats: 100,
  projects: 1,
  ...over,
});
const key = (over: Partial<LicenceClaims> = {}) => signLicence(claims(over), priv);

beforeAll(async () => {
  t = await createTestApp({ edition: 'private', licencePublicKey: vendor.publicPem });
  const s = await t.login();
  sys = { token: s.token, groupId: s.groupId, userId: s.userId };
  plain = await member(t, { groupId: sys.groupId, codes: ['1010105'] });
});
afterAll(() => t.close());

describe('licence on a private server (/verification/*)', () => {
  it('the machine code is one line and the same on every call (it is derived from stored state only)', async () => {
    const a = await okPoster(t, sys)('/verification/generateMachineCode');
    const b = await okPoster(t, plain)('/verification/generateMachineCode');
    machineCode = a.machineCode as string;
    expect(machineCode).toMatch(/^TCMC1;[0-9A-F-]{36};[0-9A-F]{16}$/);
    expect(b.machineCode).toBe(machineCode);
    expect(await currentMachineCode(t.database.db)).toBe(machineCode);
  });

  it('without a licence: the info says missing, opening and making projects are refused saying why', async () => {
    const info = await okPoster(t, sys)('/verification/getInfo');
    expect(info).toMatchObject({ mode: 'private', state: 'missing', machineCode, expiresAt: null });
    const made = await poster(t, sys)('/project/v2/create', { projectName: 'x' });
    expect(made.status).toBe(403);
    expect(made.body.data.reason).toBe('licenceMissing');
    expect(made.body.msg).toContain('尚未安装许可证');
    expect(made.body.msg).toContain('未删除');
  });

  it('keys that are not right are refused with a message naming the cause', async () => {
    const post = poster(t, sys);
    const good = key();
    const [p, , sig] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims(), projects: 999 })).toString('base64url');
    const cases: [string, string, string][] = [
      ['hello', 'malformed', '不是有效的许可证密钥'],
      [`${p}.${forged}.${sig}`, 'tampered', '已被修改或不是由供应商签发'],
      [signLicence(claims(), privateKeyOf(newVendorKeyPair().privatePem)), 'tampered', '已被修改'],
      [key({ machineCode: 'TCMC1;OTHER;0000' }), 'otherMachine', 'TCMC1;OTHER;0000'],
      [key({ expiresAt: '2020-01-01T00:00:00Z' }), 'expired', '2020-01-01'],
    ];
    for (const [k, reason, words] of cases) {
      for (const url of ['/verification/verifyKey', '/verification/verify']) {
        const r = await post(url, { key: k });
        expect(r.status, `${reason} ${url}`).toBe(400);
        expect(r.body.data.reason).toBe(reason);
        expect(r.body.msg).toContain(words);
      }
    }
    // The other-machine refusal names this machine's code too, and says so in English when asked.
    const en = await t.call({
      method: 'POST',
      url: '/api/verification/verifyKey',
      token: sys.token,
      headers: { 'accept-language': 'en' },
      payload: { key: key({ machineCode: 'TCMC1;OTHER;0000' }) },
    });
    expect(en.body.msg).toContain('issued for another machine');
    expect(en.body.msg).toContain(machineCode);
    expect(await t.database.db.select().from(licenceInstalled)).toHaveLength(0);
  });

  it('only a system administrator installs a key; a good key lifts the block', async () => {
    const k = key();
    const check = await okPoster(t, plain)('/verification/verifyKey', { key: k });
    expect(check.claims).toMatchObject({ customer: '某某集团', projects: 1, seats: 100 });
    const denied = await poster(t, plain)('/verification/verify', { key: k });
    expect(denied.status).toBe(403);
    // Pasted with line breaks inside, as a key copied from a narrow window arrives.
    const info = await okPoster(t, sys)('/verification/verify', { key: k.replace(/(.{60})/g, '$1\n') });
    expect(info).toMatchObject({
      state: 'valid',
      customer: '某某集团',
      version: 'v3.3.0',
      projects: { total: 1 },
    });
    expect(info.daysLeft).toBeGreaterThanOrEqual(364);
  });

  it('the project limit: one project fits, the second is refused; the first still opens', async () => {
    const o = okPoster(t, sys);
    const first = await folderProject(o, 'first');
    const second = await poster(t, sys)('/project/v2/create', { projectName: 'second' });
    expect(second.status).toBe(403);
    expect(second.body.data).toMatchObject({ reason: 'projectLimit', limit: 1, used: 1 });
    expect(second.body.msg).toContain('项目数上限（1 个）');
    const doc = await o('/project/detail/v2/query', { projectId: first.id });
    expect(doc.projectScenesList).toBeDefined();
  });

  it('the seat limit: adding a user at the limit is refused, nobody is removed', async () => {
    const used = (await usage(t.database.db)).seats;
    await okPoster(t, sys)('/verification/verify', { key: key({ seats: used, projects: 5 }) });
    const r = await poster(t, sys)('/permission-manage/user-manage/invite-user', {
      account: 'newuser01',
      nickName: '新用户',
      password: 'abc12345',
    });
    expect(r.status).toBe(403);
    expect(r.body.data).toMatchObject({ reason: 'seatLimit', limit: used });
    expect((await usage(t.database.db)).seats).toBe(used);
  });

  it('an installed key that expires blocks opening from that moment; projects are still listed', async () => {
    const o = okPoster(t, sys);
    await o('/verification/verify', { key: key({ projects: 5 }) });
    const p = await folderProject(o, 'soon');
    await o('/verification/verify', {
      key: key({ projects: 5, expiresAt: new Date(Date.now() + 1500).toISOString() }),
    });
    await expect
      .poll(
        async () => (await poster(t, sys)('/project/detail/v2/query', { projectId: p.id })).body.data?.reason,
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe('licenceExpired');
    const r = await poster(t, sys)('/project/detail/v2/query', { projectId: p.id });
    expect(r.status).toBe(403);
    expect(r.body.msg).toContain('已于');
    expect(r.body.msg).toContain('到期');
    expect((await okPoster(t, sys)('/verification/getInfo')).state).toBe('expired');
    // Nothing deleted: the project is in the list.
    const list = await o('/project/v2/in/folder/list', { start: 0, end: 30 });
    expect(JSON.stringify(list)).toContain(p.id);
  });

  it('an environment key goes in its own slot (getInfoEnvironment)', async () => {
    const before = await okPoster(t, sys)('/verification/getInfoEnvironment');
    expect(before.state).toBe('missing');
    await okPoster(t, sys)('/verification/verify', {
      key: key({ edition: 'environment', customer: '测试环境' }),
    });
    const after = await okPoster(t, sys)('/verification/getInfoEnvironment');
    expect(after).toMatchObject({ edition: 'environment', state: 'valid', customer: '测试环境' });
  });

  it('a private server without LICENCE_SIGNING_KEY issues no keys of its own', async () => {
    const r = await poster(t, sys)('/privatization-version-manage/publicKey');
    expect(r.status).toBe(403);
  });
});
