import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { access } from '../../http/access.js';
import { ok } from '../../http/envelope.js';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['system'], summary: 'Liveness and database reachability' },
      config: { access: access.public },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({ status: 'ok', database: app.database.kind, uptime: Math.round(process.uptime()) });
    },
  );
};
