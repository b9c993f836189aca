import { createServer, Socket, type Server } from 'node:net';
import { reachable } from './liveTestkit.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError } from './errors.js';
import { parseAllowList } from './ip.js';
import { runMysql } from './mysql.js';
import { runOracle } from './oracle.js';
import { judgeRedirect, openOracleRelay } from './oracleRelay.js';
import { runPostgres } from './postgres.js';
import { DEFAULT_SQL_LIMITS, pinTarget, type SqlLimits } from './sql.js';
import { mssqlConnector, runSqlServer } from './sqlserver.js';
import type { Resolver } from './target.js';

/**
 * The address policy for SQL sources (ARCHITECTURE section 5, as for HTTP): internal addresses in every
 * spelling are refused before any socket opens unless DATA_ALLOW_HOSTS permits them, drivers connect to
 * the checked address only (a name that resolves elsewhere later cannot move them), and a second hop the
 * server asks for (SQL Server routing, Oracle listener redirect) is judged again.
 */
const none = { allow: parseAllowList([]) };
const cfg = (host: string, port = 3306) => ({ host, port, database: 'test', user: 'root' });
const limits: SqlLimits = { ...DEFAULT_SQL_LIMITS, timeoutMs: 5000, connectTimeoutMs: 2000 };

const [mysqlUp, pgUp] = await Promise.all([reachable(3306), reachable(5432)]);

/** A TCP listener that counts connections: proof that a refusal came before any socket. */
let counter: Server;
let counterPort = 0;
let connections = 0;
beforeAll(async () => {
  counter = createServer((s) => {
    connections++;
    s.destroy();
  });
  await new Promise<void>((r) => counter.listen(0, '127.0.0.1', r));
  counterPort = (counter.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((r) => counter.close(() => r())));

describe('pinTarget refuses internal addresses without the allow-list', () => {
  const literal = [
    '127.0.0.1',
    '127.0.0.2',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    'fd00:ec2::254',
    'fe80::1',
    '64:ff9b::a9fe:a9fe',
  ];
  for (const host of literal)
    it(host, async () => {
      await expect(pinTarget(cfg(host), '', none)).rejects.toMatchObject({ kind: 'refused' });
    });

  it('odd IPv4 spellings and localhost, through the real resolver', async () => {
    for (const host of ['localhost', '2130706433', '0x7f.1', '127.1', '0177.0.0.1', 'LOCALHOST'])
      await expect(pinTarget(cfg(host), '', none), host).rejects.toMatchObject({ kind: 'refused' });
  });

  it('a name that resolves to loopback, to metadata, or to public and private alike', async () => {
    const resolve: Resolver = async (h) =>
      ({
        'db.evil.test': [{ address: '127.0.0.1', family: 4 }],
        'meta.evil.test': [{ address: '169.254.169.254', family: 4 }],
        'mixed.evil.test': [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.1', family: 4 },
        ],
      })[h] ?? [];
    for (const host of ['db.evil.test', 'meta.evil.test', 'mixed.evil.test', 'metadata.google.internal'])
      await expect(pinTarget(cfg(host), '', { ...none, resolve }), host).rejects.toMatchObject({
        kind: 'refused',
      });
  });

  it('the refusal names no address to the browser (only the log)', async () => {
    const resolve: Resolver = async () => [{ address: '10.9.8.7', family: 4 }];
    const e = await pinTarget(cfg('intranet.corp'), '', { ...none, resolve }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ConnectorError);
    const err = e as ConnectorError;
    expect(err.detail).toBeUndefined();
    expect(JSON.stringify(err.text)).not.toContain('10.9.8.7');
    expect(err.logDetail).toContain('10.9.8.7');
  });

  it('allow-listed hosts and ranges pass, and the checked address is what is pinned', async () => {
    expect((await pinTarget(cfg('127.0.0.1'), '', { allow: parseAllowList(['127.0.0.1']) })).address).toBe(
      '127.0.0.1',
    );
    expect((await pinTarget(cfg('10.2.3.4'), '', { allow: parseAllowList(['10.0.0.0/8']) })).address).toBe(
      '10.2.3.4',
    );
    const resolve: Resolver = async () => [{ address: '10.0.0.9', family: 4 }];
    expect(
      (await pinTarget(cfg('db.corp'), '', { allow: parseAllowList(['db.corp']), resolve })).address,
    ).toBe('10.0.0.9');
    // A public address needs no allow-list.
    expect((await pinTarget(cfg('93.184.216.34'), '', none)).address).toBe('93.184.216.34');
  });

  it('no socket was opened by any refusal', async () => {
    for (const host of ['127.0.0.1', 'localhost', '::ffff:127.0.0.1'])
      await expect(pinTarget(cfg(host, counterPort), '', none)).rejects.toMatchObject({ kind: 'refused' });
    expect(connections).toBe(0);
  });
});

describe('drivers connect to the pinned address, never to the name again', () => {
  // `rebind.invalid` cannot resolve on any machine: a driver that looked the name up itself would fail.
  const rebinding: Resolver = async (h) => [
    { address: h === 'rebind.invalid' ? '127.0.0.1' : '10.0.0.8', family: 4 },
  ];
  const policy = { allow: parseAllowList(['127.0.0.1']), resolve: rebinding };

  it.skipIf(!mysqlUp)('mysql', async () => {
    const target = await pinTarget(cfg('rebind.invalid', 3306), '', policy);
    const res = await runMysql(target, { text: 'SELECT 1 AS ok', params: [] }, limits);
    expect(Number((res.data as { ok: unknown }[])[0]!.ok)).toBe(1);
  });

  it.skipIf(!pgUp)('postgreSQL', async () => {
    const target = await pinTarget(
      { host: 'rebind.invalid', port: 5432, database: 'test', user: 'postgres' },
      '',
      policy,
    );
    const res = await runPostgres(target, { text: 'SELECT 1 AS ok', params: [] }, limits);
    expect((res.data as { ok: unknown }[])[0]!.ok).toBe(1);
  });

  it('SQL Server and Oracle drivers really dial the pinned address (name unresolvable)', async () => {
    const bound = { text: 'SELECT 1', params: [] };
    for (const [kind, run] of [
      ['sqlServer', runSqlServer],
      ['oracle', runOracle],
    ] as const) {
      const before = connections;
      const target = await pinTarget(cfg('rebind.invalid', counterPort), 'pw', policy);
      const e = await run(target, bound, limits).catch((x: unknown) => x);
      // The listener hangs up at once: the generic message, and one connection reached it.
      expect(e, kind).toMatchObject({ text: { en: 'The database could not be reached' } });
      expect(connections, kind).toBe(before + 1);
    }
  });

  it('SQL Server: the connector dials the pinned address and judges a reroute', async () => {
    const before = connections;
    const target = await pinTarget(cfg('rebind.invalid', counterPort), '', policy);
    const connect = mssqlConnector(target, limits);
    const socket = await connect({ host: 'rebind.invalid', port: counterPort });
    socket.destroy();
    expect(connections).toBe(before + 1);
    // Azure-style routing to another server: judged like the first hop.
    for (const host of ['10.0.0.7', '169.254.169.254', 'internal.evil.test'])
      await expect(connect({ host, port: 1433 }), host).rejects.toMatchObject({ kind: 'refused' });
  });
});

describe('Oracle relay', () => {
  /** A fake listener: answers the first packet it receives with `answer`, then echoes. */
  async function listener(answer: Buffer): Promise<{ port: number; close(): void; got: Buffer[] }> {
    const got: Buffer[] = [];
    const srv = createServer((s) => {
      s.on('error', () => undefined);
      let first = true;
      s.on('data', (d: Buffer) => {
        got.push(d);
        s.write(first ? answer : d);
        first = false;
      });
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    return { port: (srv.address() as { port: number }).port, close: () => srv.close(), got };
  }
  const packet = (type: number, body: string) => {
    const data = Buffer.from(body, 'latin1');
    const head = Buffer.alloc(8);
    head.writeUInt16BE(8 + data.length, 0);
    head[4] = type;
    return Buffer.concat([head, data]);
  };
  const redirect = (host: string) => packet(5, `\0\0(ADDRESS=(PROTOCOL=TCP)(HOST=${host})(PORT=1521))`);

  async function exchange(port: number, allow: string[]) {
    const relay = await openOracleRelay('127.0.0.1', port, parseAllowList(allow), 2000);
    const s = new Socket();
    const chunks: Buffer[] = [];
    await new Promise<void>((r) => s.connect(relay.port, '127.0.0.1', () => r()));
    s.on('data', (d: Buffer) => chunks.push(d));
    s.on('error', () => undefined);
    s.write(packet(1, '(DESCRIPTION=(CONNECT_DATA=(SERVICE_NAME=X)))'));
    await new Promise((r) => setTimeout(r, 200));
    s.write('after');
    await new Promise((r) => setTimeout(r, 200));
    s.destroy();
    relay.close();
    return { answer: Buffer.concat(chunks), failure: relay.failure() };
  }

  it('cuts a redirect to an internal address, keeping why', async () => {
    for (const host of ['10.0.0.5', '127.0.0.1', '169.254.169.254', 'internal.corp']) {
      const l = await listener(redirect(host));
      const { answer, failure } = await exchange(l.port, []);
      l.close();
      expect(answer.length, host).toBe(0);
      expect(failure, host).toMatchObject({ kind: 'refused' });
    }
  });

  it('passes a redirect to an allowed address, and everything after ACCEPT', async () => {
    const l = await listener(redirect('93.184.216.34'));
    expect((await exchange(l.port, [])).answer).toEqual(redirect('93.184.216.34'));
    l.close();
    const accept = packet(2, 'accepted');
    const a = await listener(accept);
    const { answer, failure } = await exchange(a.port, []);
    a.close();
    expect(failure).toBeNull();
    expect(answer.toString('latin1')).toBe(`${accept.toString('latin1')}after`);
  });

  it('oracledb (thin) through the relay: a redirect to an internal address is refused', async () => {
    const l = await listener(redirect('10.0.0.5'));
    const target = await pinTarget({ host: '127.0.0.1', port: l.port, database: 'ORCL', user: 'u' }, 'pw', {
      allow: parseAllowList(['127.0.0.1']),
    });
    await expect(runOracle(target, { text: 'SELECT 1 FROM DUAL', params: [] }, limits)).rejects.toMatchObject(
      { kind: 'refused' },
    );
    expect(Buffer.concat(l.got).toString('latin1')).toMatch(/SERVICE_NAME=ORCL/);
    l.close();
  });

  it('judges every HOST a redirect names', () => {
    const allow = parseAllowList(['10.0.0.0/8', 'db.corp']);
    expect(judgeRedirect(allow, redirect('10.1.1.1'))).toBeNull();
    expect(judgeRedirect(allow, redirect('db.corp'))).toBeNull();
    expect(judgeRedirect(allow, redirect('192.168.0.1'))).toMatch(/private/);
    expect(judgeRedirect(allow, packet(5, 'no address here'))).toMatch(/HOST/);
    expect(judgeRedirect(allow, packet(5, '(ADDRESS=(HOST=10.1.1.1))(ADDRESS=(HOST=127.0.0.1))'))).toMatch(
      /127\.0\.0\.1/,
    );
  });
});
