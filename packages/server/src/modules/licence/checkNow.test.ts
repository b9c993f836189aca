import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

/**
 * "Check now" (/verification/recheck): the re-check of the installed keys that otherwise runs 30 s after
 * start and every 6 hours, run at once by a system administrator. The vendor's server listens on loopback
 * as the verify host, reached through a relay the test can cut (the host is then down: the connection is
 * reset), so the customer's server sees the host come and go without being restarted.
 */
let vendor: TestApp;
let customer: TestApp;
let relay: Server;
let relayHost = '';
let vsys: Who;
let csys: Who;
let cmember: Who;
const link = { down: false, asked: 0 };

async function issue(machineCode: string, customerName: string) {
  const v = okPoster(vendor, vsys);
  const version = await v('/privatization-version-manage/add', {
    name: `private ${customerName}`,
    version: 'v3.3.0',
    activationTotal: 2,
    projectTotal: 10,
  });
  const rec = await v('/privatization-activation-record/add', {
    versionId: version.id,
    customer: customerName,
    seats: 10,
    projects: 5,
    days: 365,
  });
  await v('/privatization-activation-record/activation', { id: rec.id, machineCode });
  const key = await vendor.app.inject({
    method: 'POST',
    url: '/api/privatization-activation-record/downloadKey',
    headers: { authorization: `Bearer ${vsys.token}`, 'current-group': vsys.groupId },
    payload: { id: rec.id },
  });
  return { id: rec.id as string, key: key.body.trim() };
}

beforeAll(async () => {
  vendor = await createTestApp();
  await vendor.app.listen({ host: '127.0.0.1', port: 0 });
  const vendorBase = `http://127.0.0.1:${(vendor.app.server.address() as AddressInfo).port}`;
  relay = createServer((req, res) => {
    void (async () => {
      link.asked++;
      if (link.down) return req.socket.destroy();
      let text = '';
      for await (const c of req) text += String(c);
      const answer = await fetch(`${vendorBase}${req.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    })();
  });
  await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
  relayHost = `127.0.0.1:${(relay.address() as AddressInfo).port}`;
  const s = await vendor.login();
  vsys = { token: s.token, groupId: s.groupId, userId: s.userId };
  const publicKey = (await okPoster(vendor, vsys)('/privatization-version-manage/publicKey')).publicKey;
  customer = await createTestApp({
    edition: 'private',
    licencePublicKey: publicKey,
    verifyUrl: `http://${relayHost}/api/`,
  });
  const c = await customer.login();
  csys = { token: c.token, groupId: c.groupId, userId: c.userId };
  cmember = await member(customer, { groupId: csys.groupId });
});
afterAll(async () => {
  await customer.close();
  await vendor.close();
  relay.closeAllConnections();
  await new Promise<void>((r) => relay.close(() => r()));
});

const checkNow = (who: Who = csys) => poster(customer, who)('/verification/recheck');
const open = () =>
  poster(customer, csys)('/project/detail/v2/query', { projectId: '00000000-0000-4000-8000-000000000000' });

describe('licence "check now"', () => {
  it('is for the system administrator; with no key installed there is nothing to ask', async () => {
    const denied = await checkNow(cmember);
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toContain('只有系统管理员');
    const asked = link.asked;
    const none = await checkNow();
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ outcome: 'nothing', results: [], info: { state: 'missing' } });
    expect(none.body.msg).toContain('尚未安装许可证');
    expect(link.asked).toBe(asked);
  });

  it('a key the vendor revoked is reported revoked at once, and projects are blocked', async () => {
    const machineCode = (await okPoster(customer, csys)('/verification/generateMachineCode')).machineCode;
    const { id, key } = await issue(machineCode, '华北客户');
    await okPoster(customer, csys)('/verification/verify', { key });
    const valid = await checkNow();
    expect(valid.status).toBe(200);
    expect(valid.body.data).toMatchObject({
      outcome: 'valid',
      results: [{ slot: 'private', keyId: id, outcome: 'valid' }],
      info: { state: 'valid' },
    });
    expect((await open()).status).not.toBe(403);

    await okPoster(vendor, vsys)('/privatization-activation-record/revoke', { id });
    const asked = link.asked;
    const revoked = await checkNow();
    expect(link.asked).toBe(asked + 1);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({
      outcome: 'revoked',
      results: [{ keyId: id, outcome: 'revoked' }],
      info: { state: 'revoked', customer: '华北客户' },
    });
    expect(revoked.body.msg).toContain('已被供应商吊销');
    expect((await okPoster(customer, csys)('/verification/getInfo')).state).toBe('revoked');
    const blocked = await open();
    expect(blocked.status).toBe(403);
    expect(blocked.body.data.reason).toBe('licenceRevoked');
  });

  it('with the verify host down nothing changes and the answer names the host', async () => {
    const machineCode = (await okPoster(customer, csys)('/verification/generateMachineCode')).machineCode;
    const { key } = await issue(machineCode, '华北客户');
    await okPoster(customer, csys)('/verification/verify', { key });
    expect((await checkNow()).body.data.outcome).toBe('valid');
    const before = await okPoster(customer, csys)('/verification/getInfo');
    link.down = true;
    try {
      const res = await checkNow();
      expect(res.status).toBe(502);
      expect(res.body.msg).toContain(relayHost);
      expect(res.body.msg).toContain('许可证状态保持不变');
      expect(res.body.data).toMatchObject({ reason: 'unreachable', info: { state: 'valid' } });
      const en = await customer.call({
        method: 'POST',
        url: '/api/verification/recheck',
        token: csys.token,
        group: csys.groupId,
        payload: {},
        headers: { 'accept-language': 'en' },
      });
      expect(en.body.msg).toContain('could not be reached, so nothing was checked');
    } finally {
      link.down = false;
    }
    const after = await okPoster(customer, csys)('/verification/getInfo');
    expect(after).toMatchObject({ state: 'valid', statusCheckedAt: before.statusCheckedAt });
    expect((await open()).status).not.toBe(403);
  });
});
