import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket } from '../realtime/sockets.testkit.js';
import type { TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { startCustomer, startRelay, startVendor, type Relay, type Vendor } from './verifyHost.testkit.js';

/**
 * "Check now" (/verification/recheck): the re-check of the installed keys that otherwise runs 30 s after
 * start and every 6 hours, run at once by a system administrator. The vendor's server listens on loopback
 * as the verify host, reached through a relay the test can cut (the host is then down: the connection is
 * reset), so the customer's server sees the host come and go without being restarted.
 */
let vendor: Vendor;
let customer: TestApp;
let relay: Relay;
let csys: Who;
let cmember: Who;
let install: (customerName: string) => Promise<{ id: string; key: string }>;

beforeAll(async () => {
  vendor = await startVendor();
  relay = await startRelay(vendor.base);
  const c = await startCustomer(vendor, relay.verifyUrl);
  ({ app: customer, sys: csys, install } = c);
  cmember = await member(customer, { groupId: csys.groupId });
  // Listening, for the co-editing socket: joining a project's room is opening it.
  await customer.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await customer.close();
  await vendor.close();
  await relay.close();
});

const checkNow = (who: Who = csys) => poster(customer, who)('/verification/recheck');
const open = () =>
  poster(customer, csys)('/project/detail/v2/query', { projectId: '00000000-0000-4000-8000-000000000000' });

describe('licence "check now"', () => {
  it('is for the system administrator; with no key installed there is nothing to ask', async () => {
    const denied = await checkNow(cmember);
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toContain('只有系统管理员');
    const asked = relay.asked;
    const none = await checkNow();
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ outcome: 'nothing', results: [], info: { state: 'missing' } });
    expect(none.body.msg).toContain('尚未安装许可证');
    expect(relay.asked).toBe(asked);
  });

  it('a key the vendor revoked is reported revoked at once, and projects are blocked', async () => {
    const { id } = await install('华北客户');
    const { projectId } = await okPoster(customer, csys)('/project/v2/create', { projectName: '许可' });
    const url = `http://127.0.0.1:${(customer.app.server.address() as AddressInfo).port}`;
    const join = async () => {
      const s = await openSocket(url, csys);
      try {
        return (await s.socket.timeout(30_000).emitWithAck('join_project', { projectId })) as {
          ok: boolean;
          code?: string;
          msg?: { zh: string; en: string };
        };
      } finally {
        s.close();
      }
    };
    expect((await join()).ok).toBe(true);
    const valid = await checkNow();
    expect(valid.status).toBe(200);
    expect(valid.body.data).toMatchObject({
      outcome: 'valid',
      results: [{ slot: 'private', keyId: id, outcome: 'valid' }],
      info: { state: 'valid' },
    });
    expect((await open()).status).not.toBe(403);

    await vendor.revoke(id);
    const asked = relay.asked;
    const revoked = await checkNow();
    expect(relay.asked).toBe(asked + 1);
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
    // The co-editing room is closed too, with the same reason.
    const refused = await join();
    expect(refused).toMatchObject({ ok: false, code: '403' });
    expect(refused.msg?.zh).toContain('吊销');
  });

  it('with the verify host down nothing changes and the answer names the host', async () => {
    await install('华北客户');
    expect((await checkNow()).body.data.outcome).toBe('valid');
    const before = await okPoster(customer, csys)('/verification/getInfo');
    relay.down = true;
    try {
      const res = await checkNow();
      expect(res.status).toBe(502);
      expect(res.body.msg).toContain(relay.host);
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
      relay.down = false;
    }
    const after = await okPoster(customer, csys)('/verification/getInfo');
    expect(after).toMatchObject({ state: 'valid', statusCheckedAt: before.statusCheckedAt });
    expect((await open()).status).not.toBe(403);
  });
});
