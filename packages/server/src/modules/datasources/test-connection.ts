import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { DataEnv } from './env.js';
import { logConnectorError, runWith, toAppError, type Stored } from './run.js';
import type { testBody } from './schema.js';
import { kindOrThrow, mergeSecrets, normaliseConfig, sourceRow, openSecrets } from './service.js';

/**
 * Test connection: the stored source (by id) with the form's unsaved changes laid over it, or an
 * unsaved form alone, run once through the same path as every data request. Answers {success, ms,
 * message, sample} and never throws for a failing source: the form shows the reason next to the button.
 */
export async function testConnection(db: Db, env: DataEnv, groupId: string, body: z.infer<typeof testBody>) {
  const started = performance.now();
  try {
    const previous = body.id ? await sourceRow(db, groupId, body.id) : null;
    const kind = previous ? kindOrThrow(previous.kind) : kindOrThrow(body.type);
    const { config, headerSecrets } = body.config
      ? normaliseConfig(kind, body.config, previous)
      : { config: previous?.config ?? {}, headerSecrets: {} };
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
    return {
      success: true,
      ms: Math.round(performance.now() - started),
      message: null,
      sample,
      meta: res.meta,
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
      };
    }
    throw err;
  }
}
