import oracledb from 'oracledb';
import { capRows, mapSqlError, type SqlDriver, type SqlTarget } from './sql.js';

/**
 * Oracle (kind oracle, code 3) through oracledb in thin mode (no client libraries). `sidOrService`
 * says whether the database field is a SID or a service name. SET TRANSACTION READ ONLY, the driver's
 * callTimeout as the statement timeout and maxRows as the row cap. Not verified against a live server
 * (none on the build machine): the connect-string builder and the error mapping are unit-tested.
 */
export function oracleConnectString({ cfg }: Pick<SqlTarget, 'cfg'>): string {
  const host = /[()=]/.test(cfg.host) ? '' : cfg.host.trim();
  const db = cfg.database.trim().replace(/[()=\s]/g, '');
  if (!host || !db) return '';
  if (cfg.sidOrService === 'sid')
    return `(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=${host})(PORT=${cfg.port}))(CONNECT_DATA=(SID=${db})))`;
  return `${host.includes(':') ? `[${host}]` : host}:${cfg.port}/${db}`;
}

export const runOracle: SqlDriver = async (target, bound, limits) => {
  let conn: oracledb.Connection | undefined;
  try {
    conn = await oracledb.getConnection({
      user: target.cfg.user,
      password: target.password,
      connectString: oracleConnectString(target),
      connectTimeout: Math.ceil(limits.connectTimeoutMs / 1000),
    });
    conn.callTimeout = limits.timeoutMs;
    await conn.execute('SET TRANSACTION READ ONLY');
    const started = performance.now();
    const res = await conn.execute<Record<string, unknown>>(bound.text, bound.params, {
      outFormat: oracledb.OUT_FORMAT_OBJECT,
      maxRows: limits.wrap === false ? 0 : limits.maxRows + 1,
    });
    const ms = performance.now() - started;
    await conn.rollback();
    return capRows(res.rows ?? [], limits.maxRows, ms);
  } catch (e) {
    throw mapSqlError('oracle', e);
  } finally {
    await conn?.close().catch(() => undefined);
  }
};
