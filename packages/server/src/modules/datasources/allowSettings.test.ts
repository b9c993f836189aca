import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';

/**
 * The data-source allow-list of the system settings (sysBaseConfig `dataSourceAllowHosts`) is what the
 * SSRF guard reads, together with DATA_ALLOW_HOSTS: a loopback upstream is refused until the system
 * administrator lists it, reached while listed, and refused again once it is taken off the list.
 */
let t: TestApp;
let sys: Who;
let user: Who;
let server: Server;
let base = '';
let hits = 0;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ rows: [{ a: 1 }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // No DATA_ALLOW_HOSTS except an unrelated range: only the settings can open loopback here.
  t = await createTestApp({ dataAllowHosts: ['10.9.0.0/16'] });
  const s = await t.login();
  sys = { token: s.token, groupId: s.groupId, userId: s.userId };
  // A member who may manage data sources (dataEdit) but is no system administrator.
  user = await member(t, { codes: [PERMISSIONS.dataView.code, PERMISSIONS.dataEdit.code] });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('data-source allow-list in the system settings', () => {
  it('refuses a loopback host outside the list, allows it once listed, refuses it again once removed', async () => {
    const call = poster(t, user);
    const source = await okPoster(t, user)('/remote/source/saveOrUpdate', {
      name: 'Loopback API',
      type: 'api',
      config: { url: `${base}/rows` },
    });
    const run = () =>
      call('/previewData/getData', { data: b64({ type: 'api', param: { sourceId: source.id } }) });
    const settings = (list: string[]) =>
      poster(t, sys)('/sysBaseConfig/addOrUpdateConfig', { dataSourceAllowHosts: list });

    const before = await run();
    expect(before.status).toBe(400);
    expect(before.body.msg).toContain('不允许访问内网');
    expect(before.body.msg).toContain('系统设置的数据源白名单');
    expect(hits).toBe(0);

    // Only the system administrator may change the list.
    const notAdmin = await call('/sysBaseConfig/addOrUpdateConfig', { dataSourceAllowHosts: ['127.0.0.1'] });
    expect(notAdmin.status).toBe(403);
    expect((await run()).status).toBe(400);

    expect((await settings(['127.0.0.1/32'])).body.code).toBe('0');
    const allowed = await run();
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.data.rows).toEqual([{ a: 1 }]);
    expect(hits).toBe(1);
    // The connection test (the data panel's button) reads the same list.
    const tested = await okPoster(t, user)('/remote/source/testConnection', { id: source.id });
    expect(tested.success).toBe(true);
    expect(hits).toBe(2);

    expect((await settings([])).body.code).toBe('0');
    const after = await run();
    expect(after.status).toBe(400);
    expect(after.body.msg).toContain('不允许访问内网');
    expect(hits).toBe(2);
  });

  it('refuses an entry the guard could not read, naming it, and keeps the stored list', async () => {
    await okPoster(t, sys)('/sysBaseConfig/addOrUpdateConfig', { dataSourceAllowHosts: ['api.corp'] });
    const bad = await poster(t, sys)('/sysBaseConfig/addOrUpdateConfig', {
      dataSourceAllowHosts: ['10.0.0.0/40'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('「10.0.0.0/40」');
    const stored = await okPoster(t, sys)('/sysBaseConfig');
    expect(stored.dataSourceAllowHosts).toEqual(['api.corp']);
  });
});
