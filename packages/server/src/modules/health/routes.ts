import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { access } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';

/** A ping that has not answered by then counts as unreachable (a health check must answer quickly). */
const REDIS_PING_MS = 1_000;

export interface HealthReport {
  /** 'degraded': serving, but Redis (shared limits, other nodes' live edits) is unreachable. */
  status: 'ok' | 'degraded';
  database: { kind: 'pglite' | 'postgres'; ok: true; ms: number };
  /** configured false: no REDIS_URL (one node, in-memory limits); ok null then. */
  redis: { configured: boolean; ok: boolean | null; ms: number | null; error?: string };
  uptime: number;
}

async function pingRedis(app: Parameters<FastifyPluginAsyncZod>[0]): Promise<HealthReport['redis']> {
  if (!app.redis) return { configured: false, ok: null, ms: null };
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      app.redis.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_PING_MS} ms`)), REDIS_PING_MS);
      }),
    ]);
    return { configured: true, ok: true, ms: Math.round(performance.now() - started) };
  } catch (err) {
    return {
      configured: true,
      ok: false,
      ms: null,
      error: err instanceof Error ? err.message : String(err),
    };
  } finally {
    clearTimeout(timer);
  }
}

const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.literal(true), ms: z.number() }),
  redis: z.object({
    configured: z.boolean(),
    ok: z.boolean().nullable(),
    ms: z.number().nullable(),
    error: z.string().optional(),
  }),
  uptime: z.number(),
}) satisfies z.ZodType<HealthReport>;

/**
 * For load balancers and monitoring. The database is required: when it cannot be reached the answer is
 * the envelope's 503 (db/client isDatabaseUnavailable), so a balancer takes the node out of rotation.
 * Redis is not: without it every node still serves (limits fall back to memory), only what crosses
 * nodes stops, so it is reported as 'degraded' with a 200 — taking every node out would help nobody.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, database and Redis reachability',
        response: answers(healthAnswer),
      },
      config: { access: access.public },
    },
    async (_req, reply) => {
      const started = performance.now();
      const [, redis] = await Promise.all([app.db.execute(sql`select 1`), pingRedis(app)]);
      const report: HealthReport = {
        status: redis.ok === false ? 'degraded' : 'ok',
        database: { kind: app.database.kind, ok: true, ms: Math.round(performance.now() - started) },
        redis,
        uptime: Math.round(process.uptime()),
      };
      void reply.header('cache-control', 'no-store');
      return ok(report);
    },
  );
};
