import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { recheckInstalledKeys } from './recheck.js';
import { startCustomer, startVendor, type Vendor } from './verifyHost.testkit.js';

/**
 * Key revocation and VERIFY_URL: the vendor's server listens on loopback as the verify host of a
 * private customer server (its own database). The customer can only learn that a key was revoked by
 * asking that host, so a refusal after the vendor revokes shows the call went there.
 */
let v: Vendor;
let vendor: TestApp;
let customer: TestApp;
let vsys: Who;
let vviewer: Who;
let csys: Who;
let publicKey = '';

const issue = (machineCode: string, customerName: string) => v.issue(machineCode, customerName);

beforeAll(async () => {
  v = await startVendor();
  ({ app: vendor, sys: vsys, publicKey } = v);
  vviewer = await member(vendor, { groupId: vsys.groupId, codes: [PERMISSIONS.deployView.code] });
  ({ app: customer, sys: csys } = await startCustomer(v, `${v.base}/api/`));
});
afterAll(async () => {
  await customer.close();
  await vendor.close();
});

describe('key revocation, checked on the verify host (VERIFY_URL)', () => {
  it('a revoked key is refused at verifyKey and verify on the customer server, saying so', async () => {
    const machineCode = (await okPoster(customer, csys)('/verification/generateMachineCode')).machineCode;
    const { id, key } = await issue(machineCode, '华东客户');
    const check = await okPoster(customer, csys)('/verification/verifyKey', { key });
    expect(check).toMatchObject({ valid: true, claims: { keyId: id } });

    // Revoking needs deployEdit: a deployView holder is refused and nothing changes.
    const denied = await poster(vendor, vviewer)('/privatization-activation-record/revoke', { id });
    expect(denied.status).toBe(403);
    expect((await poster(customer, csys)('/verification/verifyKey', { key })).status).toBe(200);

    const revoked = await okPoster(vendor, vsys)('/privatization-activation-record/revoke', { id });
    expect(revoked).toEqual({ id, status: 'revoked' });
    for (const url of ['/verification/verifyKey', '/verification/verify']) {
      const r = await poster(customer, csys)(url, { key });
      expect(r.status, url).toBe(400);
      expect(r.body.data).toEqual({ reason: 'revoked', keyId: id });
      expect(r.body.msg).toContain('已被供应商吊销');
      expect(r.body.msg).toContain(id);
    }
    const info = await okPoster(customer, csys)('/verification/getInfo');
    expect(info.state).toBe('missing');

    // The revoked record cannot hand out a working key again.
    for (const url of ['activation', 'downloadKey', 'updateProlongation']) {
      const r = await poster(vendor, vsys)(`/privatization-activation-record/${url}`, {
        id,
        machineCode,
        days: 5,
      });
      expect(r.status, url).toBe(400);
      expect(r.body.msg).toContain('已吊销');
    }
  });

  it('an installed key the vendor revokes later stops opening projects at the next re-check', async () => {
    const machineCode = (await okPoster(customer, csys)('/verification/generateMachineCode')).machineCode;
    const { id, key } = await issue(machineCode, '华南客户');
    await okPoster(customer, csys)('/verification/verify', { key });
    // A project id that does not exist: past the licence guard it is a 404, blocked it is a 403.
    const open = () =>
      poster(customer, csys)('/project/detail/v2/query', {
        projectId: '00000000-0000-4000-8000-000000000000',
      });
    expect((await open()).status).not.toBe(403);
    const recheck = () => recheckInstalledKeys(customer.database.db, customer.app.config);
    expect(await recheck()).toEqual([{ slot: 'private', keyId: id, outcome: 'valid' }]);

    await okPoster(vendor, vsys)('/privatization-activation-record/revoke', { id });
    // Until the re-check asks the verify host, the server cannot know.
    expect((await open()).status).not.toBe(403);
    expect(await recheck()).toEqual([{ slot: 'private', keyId: id, outcome: 'revoked' }]);
    const blocked = await open();
    expect(blocked.status).toBe(403);
    expect(blocked.body.data.reason).toBe('licenceRevoked');
    expect(blocked.body.msg).toContain('供应商已吊销本服务器安装的许可证');
    expect(blocked.body.msg).toContain(id);
    const info = await okPoster(customer, csys)('/verification/getInfo');
    expect(info).toMatchObject({ state: 'revoked', customer: '华南客户' });
    expect(info.revokedAt).toEqual(expect.any(String));

    // A new key lifts the block at once.
    const next = await issue(machineCode, '华南客户');
    await okPoster(customer, csys)('/verification/verify', { key: next.key });
    expect((await open()).status).not.toBe(403);
    expect((await okPoster(customer, csys)('/verification/getInfo')).state).toBe('valid');
  });

  it('a re-check that cannot reach the verify host changes nothing', async () => {
    const gone = createServer();
    await new Promise<void>((r) => gone.listen(0, '127.0.0.1', r));
    const port = (gone.address() as AddressInfo).port;
    await new Promise<void>((r) => gone.close(() => r()));
    const before = await okPoster(customer, csys)('/verification/getInfo');
    const offline = { ...customer.app.config, verifyUrl: `http://127.0.0.1:${port}/api/` };
    const results = await recheckInstalledKeys(customer.database.db, offline);
    expect(results.map((r) => r.outcome)).toEqual(['unreachable']);
    const after = await okPoster(customer, csys)('/verification/getInfo');
    expect(after).toMatchObject({ state: before.state, statusCheckedAt: before.statusCheckedAt });
  });

  it('without VERIFY_URL the server itself is the verify host (its own activation records)', async () => {
    const own = (await okPoster(vendor, vsys)('/verification/generateMachineCode')).machineCode;
    const { id, key } = await issue(own, '演示');
    expect((await okPoster(vendor, vsys)('/verification/verifyKey', { key })).valid).toBe(true);
    await okPoster(vendor, vsys)('/privatization-activation-record/revoke', { id });
    const r = await poster(vendor, vsys)('/verification/verifyKey', { key });
    expect(r.status).toBe(400);
    expect(r.body.data.reason).toBe('revoked');
  });

  it('a verify host that cannot be reached refuses the key with a 502 naming the host', async () => {
    const gone = createServer();
    await new Promise<void>((r) => gone.listen(0, '127.0.0.1', r));
    const port = (gone.address() as AddressInfo).port;
    await new Promise<void>((r) => gone.close(() => r()));
    const offline = await createTestApp({
      edition: 'private',
      licencePublicKey: publicKey,
      verifyUrl: `http://127.0.0.1:${port}/api/`,
    });
    try {
      const s = await offline.login();
      const who = { token: s.token, groupId: s.groupId, userId: s.userId };
      const machineCode = (await okPoster(offline, who)('/verification/generateMachineCode')).machineCode;
      const { key } = await issue(machineCode, '离线客户');
      const r = await poster(offline, who)('/verification/verifyKey', { key });
      expect(r.status).toBe(502);
      expect(r.body.msg).toContain(`127.0.0.1:${port}`);
      expect(r.body.msg).toContain('无法连接许可证校验服务器');
    } finally {
      await offline.close();
    }
  });
});
