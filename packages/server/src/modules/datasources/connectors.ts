import { lookup } from 'node:dns/promises';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { runApi, type TokenSource } from '../../connectors/api.js';
import { badConfig, ConnectorError } from '../../connectors/errors.js';
import type { HttpPolicy } from '../../connectors/http.js';
import { checkSocketUrl, SOCKET_TIMINGS } from '../../connectors/socket.js';
import {
  assertNotAppDatabase,
  DEFAULT_SQL_LIMITS,
  pinTarget,
  type SqlDriver,
  type SqlLimits,
  type SqlTarget,
} from '../../connectors/sql.js';
import { prepareSql } from '../../connectors/sqlGuard.js';
import type {
  ApiConfig,
  RunRequest,
  RunResult,
  SourceKind,
  SqlConfig,
  Variables,
} from '../../connectors/types.js';
import type { Db } from '../../db/client.js';
import { dataSourceFiles, dataSources } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { runTwinsSource, twinCall } from '../twin/index.js';
import type { DataEnv } from './env.js';
import { apiConfig, MASK, socketConfig, sqlConfig } from './schema.js';
import { openSecrets, type Secrets } from './stored.js';

/** A source as a connector needs it: stored, or assembled from an unsaved form (test connection). */
export interface Stored {
  id: string;
  kind: SourceKind;
  config: Record<string, unknown>;
  secrets: Secrets;
  /** The stored ciphertext exists but no longer opens (SECRET changed). */
  unreadable?: boolean;
}

/** What one request to a source runs with, whichever its kind. */
export interface RunContext {
  db: Db;
  env: DataEnv;
  groupId: string;
  /** Null only for kinds that run `inline` (an editor's unsaved API request). */
  stored: Stored | null;
  request: RunRequest;
  variables: Variables;
  policy: HttpPolicy;
}

/** A kind's settings as stored, with the credential header values to seal apart. */
export interface Settings {
  config: Record<string, unknown>;
  headerSecrets: Record<string, string | undefined>;
}

/**
 * A data-source kind: how its settings are checked and how a request to it runs. The services look the
 * kind up here instead of branching on it; database drivers are imported when their kind first runs,
 * so a server whose sources are all HTTP never loads them.
 */
export interface Connector {
  /** May run without a stored source (the request carries everything: an API call from the editor). */
  inline?: boolean;
  /** The form's settings checked (400 naming each bad field); `previous`: the stored source, if any. */
  settings(raw: Record<string, unknown>, previous: { config: Record<string, unknown> } | null): Settings;
  run(ctx: RunContext): Promise<RunResult>;
}

/** Header names that carry credentials: stored sealed even when the form did not mark them. */
export const CREDENTIAL_HEADER =
  /^(authorization|cookie|proxy-authorization)$|token|secret|api[-_]?key|password|passwd/i;

function parse<T extends z.ZodType>(schema: T, v: unknown): z.infer<T> {
  const r = schema.safeParse(v);
  if (!r.success) {
    const detail = r.error.issues.map((i) => `config.${i.path.join('.')}: ${i.message}`).join('; ');
    throw badRequest({ zh: `数据源配置有误：${detail}`, en: `Invalid data source settings: ${detail}` });
  }
  return r.data;
}

/** The settings of a kind checked and normalised, as saving and the test button store and use them. */
export function normaliseConfig(
  kind: SourceKind,
  raw: Record<string, unknown>,
  previous: { config: Record<string, unknown> } | null,
): Settings {
  return CONNECTORS[kind].settings(raw, previous);
}

/** api and DAYU: the HTTP connector, with token authentication through the named (or own) source. */
const httpConnector: Connector = {
  inline: true,
  settings: (raw) => {
    const cfg = parse(apiConfig, raw);
    const headerSecrets: Record<string, string | undefined> = {};
    cfg.headers = cfg.headers
      .filter((h) => h.key.trim())
      .map((h) => {
        const secret = h.secret === true || CREDENTIAL_HEADER.test(h.key);
        if (!secret) return { key: h.key.trim(), value: h.value };
        // The mask or an empty value keeps the stored one.
        headerSecrets[h.key.trim()] = h.value === MASK || h.value === '' ? undefined : h.value;
        return { key: h.key.trim(), value: '', secret: true };
      });
    return { config: cfg as Record<string, unknown>, headerSecrets };
  },
  run: async ({ db, env, groupId, stored, request, variables, policy }) => {
    const cfg = (stored?.config ?? null) as ApiConfig | null;
    const tokenSource = async (): Promise<TokenSource | null> => {
      const uid = cfg?.tokenUid || stored?.id;
      if (!uid) return null;
      if (stored && uid === stored.id)
        return { cacheKey: `${groupId}:${uid}`, cfg: cfg!, secrets: stored.secrets };
      if (!/^[0-9a-f-]{36}$/i.test(uid)) return null;
      const [src] = await db
        .select()
        .from(dataSources)
        .where(and(eq(dataSources.groupId, groupId), eq(dataSources.id, uid)));
      if (!src || src.kind !== 'api') return null;
      return {
        cacheKey: `${groupId}:${src.id}`,
        cfg: src.config as unknown as ApiConfig,
        secrets: openSecrets(env, src),
      };
    };
    const kind = stored?.kind === 'DAYU' ? 'DAYU' : 'api';
    return runApi(kind, cfg, stored?.secrets ?? {}, request, variables, { policy, tokenSource });
  },
};

/** A SQL kind: the guard and bound variables first, then the driver, loaded on first use. */
function sqlConnector(kind: SourceKind, driver: () => Promise<SqlDriver>): Connector {
  return {
    settings: (raw) => {
      const cfg = parse(sqlConfig, raw);
      if (kind === 'oracle') cfg.sidOrService ??= 'service';
      return { config: cfg as Record<string, unknown>, headerSecrets: {} };
    },
    run: async ({ env, stored, request, variables }) => {
      const cfg = stored!.config as unknown as SqlConfig;
      const text = request.sql?.trim() ? request.sql : cfg.sql;
      if (!text?.trim()) throw badConfig('请填写 SQL 查询语句', 'Write the SQL query to run');
      const bound = await prepareSql(kind, text, variables);
      const target = await sqlTargetOf(env, stored!);
      return (await driver())(target, bound, sqlLimitsOf(env));
    },
  };
}

export const CONNECTORS: Readonly<Record<SourceKind, Connector>> = {
  api: httpConnector,
  DAYU: httpConnector,
  file: {
    // The settings come from the upload, never from the form.
    settings: (_raw, previous) => {
      if (!previous)
        throw badRequest({ zh: '请上传文件来创建文件数据源', en: 'Upload a file to create a file source' });
      return { config: previous.config, headerSecrets: {} };
    },
    run: async ({ db, stored }) => {
      const [file] = await db.select().from(dataSourceFiles).where(eq(dataSourceFiles.sourceId, stored!.id));
      return {
        data: file?.rows ?? [],
        meta: { upstreamMs: 0, rows: file?.rows.length ?? 0, columns: file?.columns ?? [] },
      };
    },
  },
  twins: {
    settings: (raw) => ({ config: parse(twinCall, raw) as Record<string, unknown>, headerSecrets: {} }),
    run: ({ db, env, groupId, stored }) => runTwinsSource(db, env.twinGatewayUrl, groupId, stored!.config),
  },
  // The browser connects to a socket source itself: the answer is where, and how often to reconnect.
  socket: {
    settings: (raw) => {
      const cfg = parse(socketConfig, raw);
      try {
        return { config: { url: checkSocketUrl(cfg.url) }, headerSecrets: {} };
      } catch (e) {
        throw e instanceof ConnectorError ? badRequest(e.text) : e;
      }
    },
    run: async ({ stored }) => ({
      data: { url: stored!.config.url, ...SOCKET_TIMINGS },
      meta: { upstreamMs: 0 },
    }),
  },
  mysql: sqlConnector('mysql', async () => (await import('../../connectors/mysql.js')).runMysql),
  postgreSQL: sqlConnector(
    'postgreSQL',
    async () => (await import('../../connectors/postgres.js')).runPostgres,
  ),
  sqlServer: sqlConnector(
    'sqlServer',
    async () => (await import('../../connectors/sqlserver.js')).runSqlServer,
  ),
  oracle: sqlConnector('oracle', async () => (await import('../../connectors/oracle.js')).runOracle),
};

export const sqlLimitsOf = (env: DataEnv): SqlLimits => ({ ...DEFAULT_SQL_LIMITS, ...env.sqlLimits });

async function resolveAll(host: string): Promise<string[]> {
  return (await lookup(host, { all: true })).map((a) => a.address);
}

/**
 * Where a stored SQL source may be reached, judged before anything touches the network: the address
 * policy (and the address to pin), never the app's own database, and a password that still opens.
 */
export async function sqlTargetOf(env: DataEnv, stored: Stored): Promise<SqlTarget> {
  const cfg = stored.config as unknown as SqlConfig;
  const target = await pinTarget(cfg, stored.secrets.password ?? '', {
    allow: env.allow,
    resolve: env.resolve,
  });
  const resolve = env.resolve;
  await assertNotAppDatabase(
    cfg,
    env.databaseUrl,
    resolve ? async (h) => (await resolve(h)).map((a) => a.address) : resolveAll,
  );
  if (stored.unreadable)
    throw badConfig(
      '数据源密码无法解密，请重新填写',
      'The stored password can no longer be read; enter it again',
    );
  return target;
}
