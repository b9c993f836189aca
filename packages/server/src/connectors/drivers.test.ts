import { describe, expect, it } from 'vitest';
import { canonicalRequest, sdkDate, signDayu } from './dayu.js';
import { parseAllowList } from './ip.js';
import { oracleConnectString } from './oracle.js';
import { DEFAULT_SQL_LIMITS, mapConnectError, mapSqlError } from './sql.js';
import { prepareSql } from './sqlGuard.js';
import { mssqlBatch, mssqlConfig } from './sqlserver.js';

/**
 * SQL Server and Oracle are not verified against a live server (none on the build machine): these pin
 * down the request each builds and how their errors read. DAYU signing is pinned to its documented form.
 */
describe('SQL Server request building', () => {
  const target = {
    cfg: { host: 'mssql.corp', port: 1433, database: 'sales', user: 'reader' },
    password: 'pw',
    address: '203.0.113.10',
    policy: { allow: parseAllowList([]) },
  };
  it('connects with TLS, the timeouts and one connection', () => {
    const c = mssqlConfig(target, DEFAULT_SQL_LIMITS);
    expect(c).toMatchObject({
      server: 'mssql.corp',
      port: 1433,
      database: 'sales',
      user: 'reader',
      requestTimeout: 15000,
      connectionTimeout: 8000,
    });
    expect(c.options).toMatchObject({ encrypt: true });
    expect(c.pool).toMatchObject({ max: 1 });
  });
  it('caps rows with SET ROWCOUNT and binds @p parameters', async () => {
    const bound = await prepareSql(
      'sqlServer',
      'SELECT TOP 100 * FROM orders WHERE region = ${r} AND amount > ${a}',
      { r: "N'; DROP TABLE x --", a: 5 },
    );
    const b = mssqlBatch(bound, { ...DEFAULT_SQL_LIMITS, maxRows: 50 });
    expect(b.text).toBe('SET ROWCOUNT 51;\nSELECT TOP 100 * FROM orders WHERE region = @p0 AND amount > @p1');
    expect(b.inputs).toEqual([
      ['p0', "N'; DROP TABLE x --"],
      ['p1', 5],
    ]);
  });
  it('maps tedious errors', () => {
    expect(
      mapConnectError('sqlServer', { code: 'ELOGIN', message: "Login failed for user 'reader'." }).text.en,
    ).toMatch(/user name or password/);
    expect(
      mapSqlError('sqlServer', {
        code: 'ETIMEOUT',
        message: 'Timeout: Request failed to complete in 15000ms',
      }).text.en,
    ).toMatch(/timed out/);
    expect(
      mapConnectError('sqlServer', { code: 'ESOCKET', message: 'Failed to connect to mssql.corp:1433' }).text
        .en,
    ).toMatch(/could not be reached/);
    expect(mapSqlError('sqlServer', { number: 208, message: "Invalid object name 'x'." }).text.en).toMatch(
      /table does not exist/,
    );
    expect(
      mapConnectError('sqlServer', { number: 4060, message: 'Cannot open database "sales"' }).text.en,
    ).toMatch(/database does not exist/);
  });
  it('dials the checked address, keeping the name for TLS and the login', () => {
    const c = mssqlConfig(target, DEFAULT_SQL_LIMITS);
    expect(c.server).toBe('mssql.corp');
    expect(typeof (c.options as { connector?: unknown }).connector).toBe('function');
  });
});

describe('connection failures do not map the network', () => {
  // Refused, timed out, unreachable, reset, a stranger's banner, TLS: one message, details in the log.
  const failures = [
    { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.5:3306' },
    { code: 'ETIMEDOUT', message: 'connect ETIMEDOUT' },
    { code: 'ETIMEOUT', message: 'Failed to connect to 10.0.0.5:1433 in 8000ms' },
    { code: 'EHOSTUNREACH', message: 'connect EHOSTUNREACH 10.0.0.5:5432' },
    { code: 'ECONNRESET', message: 'read ECONNRESET' },
    { message: 'Connection lost: The server closed the connection.' },
    { message: 'Received unexpected banner SSH-2.0-OpenSSH_9.6' },
    { code: 'HANDSHAKE_SSL_ERROR', message: 'wrong version number' },
    { message: 'NJS-501: connection to host 10.0.0.5 port 22 terminated unexpectedly' },
    { message: 'Connection terminated due to connection timeout' },
  ];
  for (const kind of ['mysql', 'postgreSQL', 'sqlServer', 'oracle'] as const)
    it(kind, () => {
      const mapped = failures.map((f) => mapConnectError(kind, f));
      for (const [i, m] of mapped.entries()) {
        expect(m.text.en, failures[i]!.message).toBe('The database could not be reached');
        expect(m.detail).toBeUndefined();
        expect(m.logDetail).toContain(failures[i]!.message);
      }
    });
  it('a login refusal is told apart but without the server text', () => {
    const m = mapConnectError('mysql', {
      code: 'ER_ACCESS_DENIED_ERROR',
      message: "Access denied for user 'x'@'10.1.2.3'",
    });
    expect(m.text.en).toMatch(/user name or password/);
    expect(m.detail).toBeUndefined();
  });
});

describe('Oracle request building', () => {
  it('builds the connect string for a service name or a SID', () => {
    expect(
      oracleConnectString({
        cfg: { host: 'ora.corp', port: 1521, database: 'ORCLPDB1', user: 'u', sidOrService: 'service' },
      }),
    ).toBe('ora.corp:1521/ORCLPDB1');
    expect(
      oracleConnectString({
        cfg: { host: 'ora.corp', port: 1521, database: 'ORCL', user: 'u', sidOrService: 'sid' },
      }),
    ).toBe('(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=ora.corp)(PORT=1521))(CONNECT_DATA=(SID=ORCL)))');
  });
  // SECURITY-CASES #9: driver options smuggled through connection fields
  it('refuses descriptor injection through the host or database fields', () => {
    expect(oracleConnectString({ cfg: { host: 'x)(HOST=evil', port: 1521, database: 'A', user: 'u' } })).toBe(
      '',
    );
    expect(
      oracleConnectString({
        cfg: { host: 'ora', port: 1521, database: 'A)(SERVER=x', user: 'u', sidOrService: 'sid' },
      }),
    ).toContain('(SID=ASERVERx)');
  });
  it('binds :p parameters', async () => {
    await expect(prepareSql('oracle', 'select * from items where a = ${a}', { a: 1 })).resolves.toMatchObject(
      {
        text: 'select * from items where a = :p0',
        params: [1],
      },
    );
  });
  it('maps oracledb errors', () => {
    expect(
      mapConnectError('oracle', {
        errorNum: 1017,
        message: 'ORA-01017: invalid username/password; logon denied',
      }).text.en,
    ).toMatch(/user name or password/);
    expect(
      mapConnectError('oracle', { message: 'ORA-12514: TNS:listener does not currently know of service' })
        .text.en,
    ).toMatch(/database does not exist/);
    expect(
      mapConnectError('oracle', {
        message: 'NJS-503: connection to host ora.corp port 1521 could not be established',
      }).text.en,
    ).toMatch(/could not be reached/);
    expect(
      mapSqlError('oracle', {
        message: 'ORA-01456: may not perform insert/delete/update operation inside a READ ONLY transaction',
      }).kind,
    ).toBe('refused');
    expect(mapSqlError('oracle', { message: 'NJS-040: connection request timeout' }).text.en).toMatch(
      /timed out/,
    );
  });
});

describe('DAYU signing', () => {
  it('follows SDK-HMAC-SHA256: canonical request, date, signed headers', () => {
    const url = new URL('https://api.dayu.test/v1/rows?b=2&a=1&a=0');
    const canon = canonicalRequest(
      'POST',
      url,
      { host: 'api.dayu.test', 'x-sdk-date': '20260101T000000Z', 'content-type': 'application/json' },
      ['content-type', 'host', 'x-sdk-date'],
      '{}',
    );
    expect(canon.split('\n')).toEqual([
      'POST',
      '/v1/rows/',
      'a=0&a=1&b=2',
      'content-type:application/json',
      'host:api.dayu.test',
      'x-sdk-date:20260101T000000Z',
      '',
      'content-type;host;x-sdk-date',
      '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a',
    ]);
    expect(sdkDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
    const signed = signDayu(
      { url: url.href, method: 'GET' },
      { appKey: 'AK', appSecret: 'SK' },
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(signed.headers!.authorization).toMatch(
      /^SDK-HMAC-SHA256 Access=AK, SignedHeaders=host;x-sdk-date, Signature=[0-9a-f]{64}$/,
    );
    expect(JSON.stringify(signed)).not.toContain('SK"');
  });
});
