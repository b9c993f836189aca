import fp from 'fastify-plugin';
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { AccessTokens } from '../../lib/tokens.js';
import { RealtimeHub } from './hub.js';
import type { PushMessage } from './protocol.js';
import { PushTokens } from './push.js';

/** What other areas use to reach browsers (`app.realtime`). */
export interface RealtimeService {
  /** Emits `event` to a room (see protocol.ts `rooms`), across every instance when Redis is configured. */
  publish(room: string, event: string, payload: unknown): void;
  /** Delivers data to the subscribers of a push channel of one group. */
  pushToChannel(groupId: string, channel: string, data: unknown): PushMessage;
  /** After grants of the group changed: sockets that may no longer view their project leave its room. */
  recheckGrants(groupId: string): void;
  readonly hub: RealtimeHub;
  readonly pushTokens: PushTokens;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeService;
  }
}

const byServer = new WeakMap<HttpServer, RealtimeService>();

/** The realtime service of an app's HTTP server (tests and tools that hold the root app). */
export function realtimeOf(server: HttpServer): RealtimeService | undefined {
  return byServer.get(server);
}

/**
 * socket.io on Fastify's own HTTP server at `${BASE_PATH}socket.io` (it takes its requests before
 * Fastify sees them). With REDIS_URL, the Redis adapter carries broadcasts between instances. Saved ops
 * from the document service become `project_event`s.
 */
export const realtimeService = fp(
  async (app) => {
    const tokens = new AccessTokens(app.config.secret, app.config.accessTokenTtl);
    const hub = new RealtimeHub(app.server, `${app.config.basePath}socket.io`, { db: app.db, tokens });
    let redis: Redis[] = [];
    if (app.config.redisUrl) {
      const pub = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2 });
      const sub = pub.duplicate();
      redis = [pub, sub];
      hub.io.adapter(createAdapter(pub, sub, { requestsTimeout: 2000 }));
    }
    const stop = app.documents.onSaved((event) => {
      hub.projectSaved(event).catch((err: unknown) => app.log.warn({ err }, 'project_event failed'));
    });
    const service: RealtimeService = {
      publish: (room, event, payload) => hub.publish(room, event, payload),
      pushToChannel: (groupId, channel, data) => hub.pushToChannel(groupId, channel, data),
      recheckGrants: (groupId) => {
        hub.recheckGroup(groupId).catch((err: unknown) => app.log.warn({ err }, 'grant re-check failed'));
      },
      hub,
      pushTokens: new PushTokens(app.config.secret),
    };
    app.decorate('realtime', service);
    byServer.set(app.server, service);
    app.addHook('preClose', async () => {
      stop();
      hub.close();
    });
    app.addHook('onClose', async () => {
      for (const r of redis) r.disconnect();
    });
  },
  { name: 'realtime-service', dependencies: ['documents-service'] },
);
