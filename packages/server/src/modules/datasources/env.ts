import type { AppConfig } from '../../config.js';
import type { Resolver } from '../../connectors/target.js';
import { parseAllowList, type AllowList } from '../../connectors/ip.js';
import type { SqlLimits } from '../../connectors/sql.js';
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
  /** Tests substitute DNS and lower the caps. */
  resolve?: Resolver;
  sqlLimits?: Partial<SqlLimits>;
  http?: { maxBytes?: number; timeoutMs?: number };
  /** Where connector details the browser is not told go (the app's logger). */
  log?: { warn(obj: object, msg: string): void };
}

let last: DataEnv | null = null;

export function buildDataEnv(config: AppConfig, log?: DataEnv['log']): DataEnv {
  last = {
    ...(log ? { log } : {}),
    box: new SecretBox(config.secret),
    // An entry that is neither a host nor a range stops the start-up with its name.
    allow: parseAllowList(config.dataAllowHosts),
    databaseUrl: config.databaseUrl,
  };
  return last;
}

export function dataEnv(): DataEnv {
  if (!last) throw new Error('data sources are not configured (the datasources plugin registers them)');
  return last;
}
