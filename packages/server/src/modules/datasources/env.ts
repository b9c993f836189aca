import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Resolver } from '../../connectors/target.js';
import { parseAllowList, type AllowList } from '../../connectors/ip.js';
import type { SqlLimits } from '../../connectors/sql.js';
import type { Leases } from '../../lib/leases.js';
import { storedSetting } from '../settings/index.js';
import { SecretBox } from './crypto.js';

/**
 * What every data path needs from the configuration: the credential box (from SECRET), the address
 * allow-list (DATA_ALLOW_HOSTS) and the app's own DATABASE_URL (never a source). Built once per app by
 * routes.ts; `dataEnv()` answers the last one built, for callers outside a request (share pages).
 */
export interface DataEnv {
  box: SecretBox;
  allow: AllowList;
  databaseUrl: string | undefined;
  /** The twin platform's gateway that `twins` sources reach (TWIN_GATEWAY_URL). */
  twinGatewayUrl?: string | undefined;
  /** Tests substitute DNS and lower the caps. */
  resolve?: Resolver;
  sqlLimits?: Partial<SqlLimits>;
  http?: { maxBytes?: number; timeoutMs?: number };
  /** Where connector details the browser is not told go (the app's logger). */
  log?: { warn(obj: object, msg: string): void };
  /** Counted places (the per-group upstream cap), shared by every process when REDIS_URL is set. */
  leases?: Leases;
}

let last: DataEnv | null = null;

export function buildDataEnv(config: AppConfig, log?: DataEnv['log'], leases?: Leases): DataEnv {
  last = {
    ...(log ? { log } : {}),
    ...(leases ? { leases } : {}),
    box: new SecretBox(config.secret),
    // An entry that is neither a host nor a range stops the start-up with its name.
    allow: parseAllowList(config.dataAllowHosts),
    databaseUrl: config.databaseUrl,
    twinGatewayUrl: config.twinGatewayUrl,
  };
  return last;
}

export function dataEnv(): DataEnv {
  if (!last) throw new Error('data sources are not configured (the datasources plugin registers them)');
  return last;
}

/**
 * An allow-list with the one an administrator keeps in system settings (sysBaseConfig
 * `dataSourceAllowHosts`) added. Read on every request, so an entry added or removed in the settings
 * screen applies to the next call on every server process without a restart. An entry the settings' own
 * rule let through but the address parser refuses is skipped (saving refuses such entries by name).
 */
export async function withStoredHosts(db: Db, base: AllowList): Promise<AllowList> {
  const stored = await storedSetting(db, 'dataSourceAllowHosts');
  if (!stored?.length) return base;
  const extra = stored.flatMap((entry) => {
    try {
      return [parseAllowList([entry])];
    } catch {
      return [];
    }
  });
  return {
    hosts: [...base.hosts, ...extra.flatMap((l) => l.hosts)],
    suffixes: [...base.suffixes, ...extra.flatMap((l) => l.suffixes)],
    ranges: [...base.ranges, ...extra.flatMap((l) => l.ranges)],
  };
}

/** The env with the settings' allow-list added to DATA_ALLOW_HOSTS (every data request and test). */
export async function withStoredAllow(db: Db, env: DataEnv): Promise<DataEnv> {
  return { ...env, allow: await withStoredHosts(db, env.allow) };
}
