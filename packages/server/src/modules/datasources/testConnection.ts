import type { z } from 'zod';
import { privilegeWarning, type PrivilegeWarning } from '../../connectors/privileges.js';
import type { Db } from '../../db/client.js';
import { withStoredAllow, type DataEnv } from './env.js';
import { normaliseConfig, sqlLimitsOf, sqlTargetOf, type Stored } from './connectors.js';
import { logConnectorError, runWith, toAppError } from './run.js';
import type { testBody } from './schema.js';
import { mergeSecrets } from './service.js';
import { kindOrThrow, openSecrets, sourceRow } from './stored.js';

/**
 * Test connection: the stored source (by id) with the form's unsaved changes laid over it, or an
 * unsaved form alone, run once through the same path as every data request. Answers {success, ms,
 * message, sample, warning}. A request that is itself wrong (unknown source 404, unknown kind or invalid
 * settings 400) is answered as such; a source that fails answers success false, the form showing the
 * reason next to the button. On success against PostgreSQL or MySQL, `warning` says when the database
 * account holds superuser-like rights (connectors/privileges.ts).
 */
export async function testConnection(
  db: Db,
  given: DataEnv,
  groupId: string,
  body: z.infer<typeof testBody>,
) {
  const env = await withStoredAllow(db, given);
  const started = performance.now();
  const previous = body.id ? await sourceRow(db, groupId, body.id) : null;
  const kind = previous ? kindOrThrow(previous.kind) : kindOrThrow(body.type);
  const { config, headerSecrets } = body.config
    ? normaliseConfig(kind, body.config, previous)
    : { config: previous?.config ?? {}, headerSecrets: {} };
  try {
    const headerNames = Array.isArray(config.headers)
      ? (config.headers as { key: string; secret?: boolean }[]).filter((h) => h.secret).map((h) => h.key)
      : [];
    const old = previous ? openSecrets(env, previous) : {};
    const stored: Stored = {
      id: previous?.id ?? '00000000-0000-0000-0000-000000000000',
      kind,
      config,
      secrets: mergeSecrets(old, body.secrets, headerSecrets, headerNames),
      unreadable: previous?.secret != null && Object.keys(old).length === 0 && !body.secrets.password,
    };
    const sql =
      body.sql ||
      (config.sql as string | undefined) ||
      (kind === 'oracle' ? 'SELECT 1 AS ok FROM DUAL' : 'SELECT 1 AS ok');
    const res = await runWith(db, env, groupId, stored, { type: kind, sql }, {});
    const sample = Array.isArray(res.data) ? res.data.slice(0, 5) : res.data;
    let warning: PrivilegeWarning | null = null;
    if (kind === 'postgreSQL' || kind === 'mysql')
      // A probe that fails (an old server without those roles) only means no warning.
      warning = await privilegeWarning(kind, await sqlTargetOf(env, stored), sqlLimitsOf(env)).catch(
        () => null,
      );
    return {
      success: true,
      ms: Math.round(performance.now() - started),
      message: null,
      sample,
      meta: res.meta,
      warning: warning?.text ?? null,
    };
  } catch (e) {
    logConnectorError(env, groupId, body.id, e);
    const err = toAppError(e);
    if (
      err instanceof Error &&
      'text' in err &&
      'status' in err &&
      (err as { status: number }).status !== 404
    ) {
      const text = (err as unknown as { text: { zh: string; en: string } }).text;
      return {
        success: false,
        ms: Math.round(performance.now() - started),
        message: text,
        sample: null,
        meta: null,
        warning: null,
      };
    }
    throw err;
  }
}
