import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../connectors/target.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { dataEnv } from './env.js';
import { runSourceRequest } from './run.js';

/**
 * SQL sources under the address policy on every path that reaches a connector: test connection (an
 * unsaved form and a stored source), preview (test with the panel's SQL), component data through the
 * proxy, and runSourceRequest itself (what share pages call). Without DATA_ALLOW_HOSTS each internal
 * address is refused and no socket is opened; with loopback allow-listed, a closed port, a stranger's
 * banner and a silent listener all read the same, so the panel cannot be used as a port scanner.
 */
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

/** Counts connections and, per mode, says nothing or sends a banner. */
function listener(mode: 'count' | 'banner' | 'silent') {
  let n = 0;
  const open = new Set<Socket>();
  const srv: Server = createServer((s) => {
    n++;
    open.add(s);
    s.on('error', () => undefined);
    if (mode === 'banner') s.end('SSH-2.0-OpenSSH_9.6 internal-box\r\n');
    if (mode === 'count') s.destroy();
  });
  return {
    srv,
    count: () => n,
    close: () => {
      for (const s of open) s.destroy();
      srv.close();
    },
    listen: async () => {
      await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
      return (srv.address() as { port: number }).port;
    },
  };
}

describe('without the allow-list', () => {
  let t: TestApp;
  let admin: Who;
  const counter = listener('count');
  let port = 0;
  const ids: Record<string, string> = {};
  const targets = {
    loopback: { type: 'mysql', host: '127.0.0.1' },
    v6loopback: { type: 'postgreSQL', host: '::1' },
    mapped: { type: 'mysql', host: '::ffff:127.0.0.1' },
    decimal: { type: 'postgreSQL', host: '2130706433' },
    private: { type: 'sqlServer', host: '10.0.0.5' },
    metadata: { type: 'oracle', host: '169.254.169.254' },
    localhost: { type: 'mysql', host: 'localhost' },
  } as const;

  beforeAll(async () => {
    port = await counter.listen();
    t = await createTestApp();
    admin = await member(t);
    const call = okPoster(t, admin);
    for (const [name, s] of Object.entries(targets))
      ids[name] = (
        await call('/remote/source/saveOrUpdate', {
          name,
          type: s.type,
          config: { host: s.host, port, database: 'test', user: 'root', sql: 'SELECT 1' },
          secrets: { password: 'pw' },
        })
      ).id;
  });
  afterAll(async () => {
    await t.close();
    counter.srv.close();
  });

  const refusal = /内网、本机或云元数据地址/;

  // SECURITY-CASES #7: the same guard on test connection and preview
  it('test connection refuses (unsaved form, stored source, and preview with SQL)', async () => {
    const call = okPoster(t, admin);
    for (const [name, s] of Object.entries(targets)) {
      const form = await call('/remote/source/testConnection', {
        type: s.type,
        config: { host: s.host, port, database: 'test', user: 'root' },
      });
      expect(form, name).toMatchObject({ success: false, message: expect.stringMatching(refusal) });
      const stored = await call('/remote/source/testConnection', { id: ids[name] });
      expect(stored, name).toMatchObject({ success: false, message: expect.stringMatching(refusal) });
      const preview = await call('/remote/source/testConnection', { id: ids[name], sql: 'SELECT 2' });
      expect(preview, name).toMatchObject({ success: false, message: expect.stringMatching(refusal) });
    }
  });

  // SECURITY-CASES #7: the same guard on component data
  it('component data through the proxy refuses', async () => {
    const post = poster(t, admin);
    for (const [name, s] of Object.entries(targets)) {
      const res = await post('/previewData/getData', {
        data: b64({ type: s.type, param: { sourceId: ids[name], sql: 'SELECT 1' } }),
      });
      expect(res.status, name).toBe(400);
      expect(res.body.msg, name).toMatch(refusal);
      expect(res.body.msg, name).not.toContain('127.0.0.1');
    }
  });

  // SECURITY-CASES #7, #8: every path (shares included) runs through runSourceRequest; internal Redis/PostgreSQL on loopback refused
  it('runSourceRequest refuses, also a name that resolves to loopback', async () => {
    for (const [name, s] of Object.entries(targets))
      await expect(
        runSourceRequest(t.database.db, admin.groupId, { type: s.type, sourceId: ids[name] }),
        name,
      ).rejects.toMatchObject({ status: 400 });
    const evil = await okPoster(t, admin)('/remote/source/saveOrUpdate', {
      name: 'evil',
      type: 'mysql',
      config: { host: 'db.evil.test', port, database: 'test', user: 'root', sql: 'SELECT 1' },
    });
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      runSourceRequest(
        t.database.db,
        admin.groupId,
        { type: 'mysql', sourceId: evil.id },
        {},
        {
          ...dataEnv(),
          resolve,
        },
      ),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('no socket reached the listener on any path', () => {
    expect(counter.count()).toBe(0);
  });
});

describe('with loopback allow-listed, failed connections all read the same', () => {
  let t: TestApp;
  let admin: Who;
  const banner = listener('banner');
  const silent = listener('silent');
  let bannerPort = 0;
  let silentPort = 0;

  beforeAll(async () => {
    bannerPort = await banner.listen();
    silentPort = await silent.listen();
    t = await createTestApp({ dataAllowHosts: ['127.0.0.1'] });
    admin = await member(t);
  });
  afterAll(async () => {
    await t.close();
    banner.srv.close();
    silent.close();
  });

  const test = async (type: string, port: number) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/remote/source/testConnection',
      token: admin.token,
      group: admin.groupId,
      headers: { 'accept-language': 'en' },
      payload: { type, config: { host: '127.0.0.1', port, database: 'test', user: 'root' } },
    });
    return (res.body.data as { success: boolean; message: string }).message;
  };

  it('a closed port and a banner give one message with nothing about either', async () => {
    for (const type of ['mysql', 'postgreSQL']) {
      const closed = await test(type, 1);
      const foreign = await test(type, bannerPort);
      expect(closed, type).toBe('The database could not be reached');
      expect(foreign, type).toBe(closed);
    }
  });

  // SECURITY-CASES #50: a data source that never answers
  it('a silent listener (a timeout) reads the same as a refusal', async () => {
    const stored = await okPoster(t, admin)('/remote/source/saveOrUpdate', {
      name: 'silent',
      type: 'mysql',
      config: { host: '127.0.0.1', port: silentPort, database: 'test', user: 'root', sql: 'SELECT 1' },
    });
    const env = { ...dataEnv(), sqlLimits: { connectTimeoutMs: 500 } };
    const e = await runSourceRequest(
      t.database.db,
      admin.groupId,
      { type: 'mysql', sourceId: stored.id },
      {},
      env,
    ).catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 502, text: { en: 'The database could not be reached' } });
  });
});
