import fp from 'fastify-plugin';
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { openLeases } from '../../lib/leases.js';
import { AccessTokens } from '../../lib/tokens.js';
import { RealtimeHub } from './hub.js';
import type { PushMessage } from './protocol.js';
import { PushTokens } from './push.js';
import type { Reach } from './reach.js';
import type { ModuleDeps } from '../deps.js';
import { assertMayOpen } from '../licence/index.js';

/** What other areas use to reach browsers (`app.realtime`). */
export interface RealtimeService {
  /** Emits `event` to a room (see protocol.ts `rooms`), across every instance when Redis is configured. */
  publish(room: string, event: string, payload: unknown): void;
  /** Delivers data to the subscribers of a push channel of one group. */
  pushToChannel(groupId: string, channel: string, data: unknown): PushMessage;
  /** After grants of the group changed: sockets that may no longer view their project leave its room. */
  recheckGrants(groupId: string): void;
  /**
   * The same, finished before it resolves (never rejects): routes that change roles await it, so when
   * their answer arrives no socket of the group holds a right it lost.
   */
  recheckGrantsNow(groupId: string): Promise<void>;
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
export const realtimeService = fp<Partial<ModuleDeps>>(
  async (app, deps) => {
    const tokens = new AccessTokens(app.config.secret, app.config.accessTokenTtl);
    // With REDIS_URL the per-user socket cap counts the sockets of every server process.
    const shared = openLeases(app.config.redisUrl, (err) =>
      app.log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'socket cap: Redis unavailable',
      ),
    );
    let redis: Redis[] = [];
    // While the adapter's Redis is away, room lookups answer from this node (reach.ts), logged once.
    let localOnly = false;
    const reach: Reach = {
      up: () => {
        const up = redis.every((r) => r.status === 'ready');
        if (up && localOnly) {
          localOnly = false;
          app.log.info('realtime: Redis is back; rooms span every node again');
        }
        return up;
      },
      degraded: (err) => {
        if (localOnly) return;
        localOnly = true;
        app.log.warn(
          { err: err instanceof Error ? err.message : err },
          'realtime: Redis unavailable; rooms answer from this node only',
        );
      },
    };
    const hub = new RealtimeHub(app.server, `${app.config.basePath}socket.io`, {
      db: app.db,
      tokens,
      leases: shared.leases,
      reach,
      mayOpen: () => assertMayOpen(app.db, app.config),
      socketsPerUser: app.config.socketsPerUser,
    });
    if (app.config.redisUrl) {
      const pub = heedless(new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2 }), 'publish');
      // Subscriptions wait for Redis instead of failing (and are renewed after every reconnect), so a
      // node started while Redis is down still hears the others once it is back.
      const sub = heedless(
        heedless(new Redis(app.config.redisUrl, { maxRetriesPerRequest: null }), 'subscribe'),
        'psubscribe',
      );
      // Outages are reported by the app's own Redis client (app.ts); unheard errors would only be noise.
      for (const r of [pub, sub]) r.on('error', () => undefined);
      redis = [pub, sub];
      hub.io.adapter(createAdapter(pub, sub, { requestsTimeout: 2000 }));
    }
    const stop = app.documents.onSaved((event) => {
      hub.projectSaved(event).catch((err: unknown) => app.log.warn({ err }, 'project_event failed'));
    });
    const service: RealtimeService = {
      publish: (room, event, payload) => hub.publish(room, event, payload),
      pushToChannel: (groupId, channel, data) => hub.pushToChannel(groupId, channel, data),
      recheckGrants: (groupId) => void service.recheckGrantsNow(groupId),
      recheckGrantsNow: (groupId) =>
        hub.recheckGroup(groupId).catch((err: unknown) => app.log.warn({ err }, 'grant re-check failed')),
      hub,
      pushTokens: new PushTokens(app.config.secret),
    };
    deps.auth?.onSessionsEnded((userId) => hub.endUserSessions(userId));
    app.decorate('realtime', service);
    byServer.set(app.server, service);
    app.addHook('preClose', async () => {
      stop();
      hub.close();
    });
    app.addHook('onClose', async () => {
      for (const r of redis) r.disconnect();
      shared.close();
    });
  },
  { name: 'realtime-service', dependencies: ['documents-service'] },
);

/**
 * The socket.io adapter never looks at the promises of its publishes and subscriptions: one rejected
 * unheard ends a Node process. A broadcast lost while Redis is down is lost either way, and
 * subscriptions still pending when the app closes are rejected by its own disconnect ("Connection is
 * closed." twice, after a quick start and close), so each call's promise gets a handler and is returned.
 */
function heedless<M extends 'publish' | 'subscribe' | 'psubscribe'>(client: Redis, method: M): Redis {
  const call = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as Record<M, (...args: unknown[]) => Promise<unknown>>)[method] = (...args) => {
    const sent = call(...args);
    sent.catch(() => undefined);
    return sent;
  };
  return client;
}
