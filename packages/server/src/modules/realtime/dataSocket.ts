import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { DefaultEventsMap, Socket } from 'socket.io';
import { ConnectorError } from '../../connectors/errors.js';
import { parseAllowList } from '../../connectors/ip.js';
import { SOCKET_TIMINGS } from '../../connectors/socket.js';
import type { AddressPolicy } from '../../connectors/target.js';
import { dataSources } from '../../db/schema/index.js';
import { access, authenticate } from '../../http/access.js';
import { AppError } from '../../http/errors.js';
import { MESSAGES } from '../../http/messages.js';
import { AccessTokens } from '../../lib/tokens.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import type { Ack } from './protocol.js';
import { UpstreamSocket, type UpstreamTimings } from './dataSocketUpstream.js';
import type { SocketData } from './hub.js';
import { withStoredHosts } from '../datasources/index.js';
import { UUID } from '../../lib/uuid.js';

/**
 * Socket data sources relayed through the server (data area; registered on `app.realtime.hub.io`, kept
 * apart from the co-editing hub). The browser never opens the upstream WebSocket itself.
 *
 * Client → server (with acknowledgement):
 *   data_socket_open  { sourceId } | { url }  → { ok, streamId, timings }   sourceId: a stored socket
 *                     source of the caller's group; url: a component's own ws:// / wss:// address
 *   data_socket_close { streamId }
 * Server → client:
 *   data_socket       { streamId, data }      one upstream message (text)
 *   data_socket_state { streamId, state, gaveUp?, reason? }   0 connecting, 1 open, 3 closed
 *
 * The upstream's address is judged like the HTTP connector's (DATA_ALLOW_HOSTS); reconnects, heartbeat and
 * forced disconnect run here (dataSocketUpstream.ts). Streams end with the browser's socket.
 */

const MSG = {
  noSource: { zh: '数据源不存在或不是 WebSocket 数据源', en: 'No such WebSocket data source' },
  tooMany: { zh: '打开的 WebSocket 数据源过多', en: 'Too many WebSocket data sources open' },
  noAddress: { zh: '请填写 WebSocket 地址', en: 'Enter the WebSocket address' },
} as const;

/** Most upstream sockets one browser tab may hold open (a dashboard binds a handful at most). */
export const MAX_STREAMS_PER_TAB = 20;
/** Most upstream sockets one user may hold open over all their tabs on this process. */
export const MAX_STREAMS_PER_USER = 40;

type TcSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export interface DataSocketOptions {
  /** Tests shorten the timings; those of docs/reference.md#realtime are the default. */
  timings?: UpstreamTimings;
  policy?: Partial<AddressPolicy>;
}

export const dataSocketRelay = fp<DataSocketOptions>(
  async (app, opts) => {
    const tokens = new AccessTokens(app.config.secret, app.config.accessTokenTtl);
    const policy: AddressPolicy = {
      allow: opts.policy?.allow ?? parseAllowList(app.config.dataAllowHosts),
      resolve: opts.policy?.resolve,
    };
    const timings = opts.timings ?? SOCKET_TIMINGS;
    const failure = (err: unknown): Ack => {
      if (err instanceof AppError) return { ok: false, code: err.code, msg: err.text };
      if (err instanceof ConnectorError) return { ok: false, code: '400', msg: err.text };
      app.log.warn({ err }, 'data_socket failed');
      return { ok: false, code: '500', msg: MESSAGES.internal };
    };

    const urlOf = async (socket: TcSocket, b: Record<string, unknown>): Promise<string> => {
      const ctx = await authenticate(
        {
          headers: { authorization: `Bearer ${socket.data.token}`, 'current-group': socket.data.groupId },
        },
        access.member,
        { db: app.db, tokens },
      );
      const { projectView, projectEdit } = PERMISSIONS;
      if (!ctx.permissions.has(projectView.code) && !ctx.permissions.has(projectEdit.code))
        throw new AppError(403, 'forbidden');
      if (typeof b.sourceId === 'string' && b.sourceId) {
        if (!UUID.test(b.sourceId)) throw new AppError(404, MSG.noSource);
        const [src] = await app.db
          .select({ kind: dataSources.kind, config: dataSources.config })
          .from(dataSources)
          .where(and(eq(dataSources.groupId, socket.data.groupId), eq(dataSources.id, b.sourceId)));
        if (!src || src.kind !== 'socket' || typeof src.config.url !== 'string')
          throw new AppError(404, MSG.noSource);
        return src.config.url;
      }
      if (typeof b.url === 'string' && b.url.trim()) return b.url.slice(0, 2000);
      throw new AppError(400, MSG.noAddress);
    };

    const perUser = new Map<string, number>();
    const count = (userId: string, delta: number) => {
      const n = (perUser.get(userId) ?? 0) + delta;
      if (n > 0) perUser.set(userId, n);
      else perUser.delete(userId);
    };
    app.realtime.hub.io.on('connection', (socket: TcSocket) => {
      const streams = new Map<string, UpstreamSocket>();
      const userId = socket.data.userId;
      const forget = (streamId: string) => {
        if (streams.delete(streamId)) count(userId, -1);
      };
      let seq = 0;
      socket.on('data_socket_open', (body: unknown, ack?: unknown) => {
        const reply = (a: Ack<object>) => {
          if (typeof ack === 'function') (ack as (x: Ack) => void)(a);
        };
        const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
        void (async () => {
          if (streams.size >= MAX_STREAMS_PER_TAB || (perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER)
            throw new AppError(400, MSG.tooMany);
          const url = await urlOf(socket, b);
          if ((perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) throw new AppError(400, MSG.tooMany);
          const streamId = `ds${++seq}`;
          const emit = (event: string, payload: object) => socket.emit(event, { streamId, ...payload });
          // Socket sources are data sources: the settings' allow-list applies to them as to requests.
          const allow = await withStoredHosts(app.db, policy.allow);
          const upstream = new UpstreamSocket(url, { ...policy, allow }, timings, {
            onMessage: (data) => emit('data_socket', { data }),
            onState: (state) => emit('data_socket_state', { state }),
            onGiveUp: (reason) => {
              forget(streamId);
              emit('data_socket_state', { state: 3, gaveUp: true, reason });
            },
          });
          streams.set(streamId, upstream);
          count(userId, 1);
          try {
            await upstream.start();
          } catch (e) {
            forget(streamId);
            upstream.stop();
            if (e instanceof ConnectorError && e.logDetail)
              app.log.warn({ detail: e.logDetail }, 'data_socket');
            throw e;
          }
          const opened: Ack<{ streamId: string; timings: UpstreamTimings }> = { ok: true, streamId, timings };
          reply(opened);
        })().catch((err: unknown) => reply(failure(err)));
      });
      socket.on('data_socket_close', (body: unknown) => {
        const id = body && typeof body === 'object' ? (body as { streamId?: unknown }).streamId : undefined;
        if (typeof id !== 'string') return;
        streams.get(id)?.stop();
        forget(id);
      });
      socket.on('disconnect', () => {
        for (const [id, s] of streams) {
          s.stop();
          forget(id);
        }
      });
    });
  },
  { name: 'data-socket-relay', dependencies: ['realtime-service'] },
);
