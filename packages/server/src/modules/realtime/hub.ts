import type { Server as HttpServer } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { access, authenticate, type AuthContext } from '../../http/access.js';
import { AppError } from '../../http/errors.js';
import type { AccessTokens } from '../../lib/tokens.js';
import { type SavedEvent, liveProject } from '../documents/index.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { requireResourceAccess } from '../../http/resourceAccess.js';
import { assertNotTrialLocked } from '../trials/index.js';
import {
  CHANNEL_NAME,
  CLIENT_ID,
  colourOf,
  rooms,
  type Ack,
  type Peer,
  type ProjectEvent,
  type PushMessage,
} from './protocol.js';
import { LOCAL_ONLY, socketsIn, type Reach } from './reach.js';
import { MemoryLeases, type Leases } from '../../lib/leases.js';
import { MAX_TIMER_MS, MessageBudget, SOCKET_LIMITS, tokenExpiry } from './guard.js';
import { failure, selectionOf, str } from './payload.js';
import { RT_MSG } from './texts.js';
import { UUID } from '../../lib/uuid.js';

/** What the handshake established about a socket; kept in socket.data (visible to other instances). */
export interface SocketData {
  userId: string;
  groupId: string;
  name: string;
  clientId: string;
  /** Kept so a join can re-check membership and permissions as they are now, not as at connect time. */
  token: string;
  projectId: string | null;
  /** Whether the caller was a super administrator at their last join (grant re-checks use it). */
  isSuper: boolean;
  peer: Peer | null;
  channels: string[];
  /** When the handshake's access token expires (ms): the socket is closed then (guard.ts). */
  expiresAt: number;
  /** The socket's place among its user's sockets (lib/leases.ts), given back on disconnect. */
  lease?: string;
}

type TcSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** A socket's place lasts this long unless renewed (a dead process's places come free after it). */
const SOCKET_LEASE_MS = 90_000;
const userSockets = (userId: string) => `sockets:${userId}`;

/** Most push channels one tab may follow. */
const MAX_CHANNELS = 100;
const NAME_CACHE_MS = 60_000;

/**
 * The socket.io side of live co-editing and push channels. Rooms: one per project (its editors), one per
 * client id (a tab, so a save is not echoed back to the tab that made it), one per group + push channel.
 * Every room name is derived from ids the server verified, never from what a client claims.
 */
export class RealtimeHub {
  readonly io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
  private readonly names = new Map<string, { name: string; at: number }>();
  /** Per-user socket places: shared through Redis when configured, else this process's own. */
  private readonly leases: Leases;

  constructor(
    server: HttpServer,
    path: string,
    private readonly deps: {
      db: Db;
      tokens: AccessTokens;
      leases?: Leases;
      reach?: Reach;
      /** Throws when projects may not be opened at all (a private server without a valid licence). */
      mayOpen?: () => Promise<void>;
      /** Sockets one user may hold (SOCKETS_PER_USER; SOCKET_LIMITS.perUser by default). */
      socketsPerUser?: number;
    },
  ) {
    this.leases = deps.leases ?? new MemoryLeases();
    this.io = new Server(server, { path, serveClient: false, maxHttpBufferSize: 1_000_000 });
    this.io.use((socket, next) => {
      this.handshake(socket).then(
        () => next(),
        (err: unknown) => {
          const e = new Error(err instanceof AppError ? err.text.en : 'handshake failed') as Error & {
            data: unknown;
          };
          e.data = err instanceof AppError ? { code: err.code, msg: err.text } : { code: '500' };
          next(e);
        },
      );
    });
    this.io.on('connection', (socket) => this.connected(socket));
  }

  private async handshake(socket: TcSocket): Promise<void> {
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    const token = str(auth.token, 4096);
    const group = str(auth.group, 64);
    const clientId = str(auth.clientId);
    if (!CLIENT_ID.test(clientId)) throw new AppError(400, RT_MSG.badClient);
    const ctx = await this.check(token, group);
    const name = await this.nameOf(ctx.userId);
    // Counted across every server process when REDIS_URL is set (a lease per socket, renewed while open).
    const perUser = this.deps.socketsPerUser ?? SOCKET_LIMITS.perUser;
    const lease = await this.leases.take(userSockets(ctx.userId), perUser, SOCKET_LEASE_MS);
    if (!lease) throw new AppError(429, RT_MSG.tooManySockets);
    socket.data = {
      lease,
      userId: ctx.userId,
      groupId: ctx.groupId!,
      name,
      clientId,
      token,
      projectId: null,
      isSuper: ctx.isSuper,
      peer: null,
      channels: [],
      expiresAt: tokenExpiry(token),
    };
  }

  /** The same checks as an HTTP route with `access.member` (token, user, token version, membership). */
  private check(token: string, group: string): Promise<AuthContext> {
    return authenticate(
      { headers: { authorization: `Bearer ${token}`, 'current-group': group } },
      access.member,
      this.deps,
    );
  }

  private async nameOf(userId: string): Promise<string> {
    const hit = this.names.get(userId);
    if (hit && Date.now() - hit.at < NAME_CACHE_MS) return hit.name;
    const [u] = await this.deps.db
      .select({ nick: users.nickName, account: users.account })
      .from(users)
      .where(and(eq(users.id, userId)));
    const name = u?.nick || u?.account || '';
    this.names.set(userId, { name, at: Date.now() });
    return name;
  }

  private connected(socket: TcSocket): void {
    const { userId, groupId } = socket.data;
    void socket.join([rooms.client(socket.data.clientId), rooms.user(userId), rooms.member(groupId, userId)]);
    this.guard(socket);
    const on = (event: string, handler: (body: Record<string, unknown>) => Promise<Ack | void>) =>
      socket.on(event, (body: unknown, ack?: unknown) => {
        const input = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
        const reply = (answer: Ack) => {
          if (typeof ack === 'function') (ack as (a: Ack) => void)(answer);
        };
        handler(input).then(
          (answer) => reply(answer ?? { ok: true }),
          (err: unknown) => reply(failure(err)),
        );
      });
    on('join_project', (b) => this.join(socket, b));
    on('leave_project', async () => this.leave(socket));
    on('presence', async (b) => this.presence(socket, b));
    on('subscribe', (b) => this.subscribe(socket, b));
    on('unsubscribe', async (b) => {
      const channel = str(b.channel);
      socket.data.channels = socket.data.channels.filter((c) => c !== channel);
      await socket.leave(rooms.channel(socket.data.groupId, channel));
    });
    socket.on('disconnecting', () => this.leave(socket));
  }

  /**
   * Closes the socket when its access token expires (the browser reconnects with a fresh one), checks the
   * expiry again on every message, and drops messages above the socket's rate (a flood is disconnected).
   */
  private guard(socket: TcSocket): void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const left = socket.data.expiresAt - Date.now();
      if (left <= 0) return this.endSession(socket, 'expired');
      timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    };
    arm();
    const key = userSockets(socket.data.userId);
    const lease = socket.data.lease;
    const renew = lease
      ? setInterval(() => void this.leases.renew(key, lease, SOCKET_LEASE_MS), SOCKET_LEASE_MS / 3)
      : undefined;
    const budget = new MessageBudget();
    socket.use((packet, next) => {
      if (Date.now() >= socket.data.expiresAt) return this.endSession(socket, 'expired');
      if (budget.take()) return next();
      if (budget.dropped >= SOCKET_LIMITS.floodDisconnect) return this.endSession(socket, 'flood');
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function') (ack as (a: Ack) => void)(failure(new AppError(429, 'tooManyRequests')));
    });
    socket.on('disconnect', () => {
      clearTimeout(timer);
      clearInterval(renew);
      if (lease) void this.leases.give(key, lease);
    });
  }

  /** Tells the tab why (`session_ended` {reason}) and closes its socket. */
  private endSession(socket: TcSocket, reason: 'expired' | 'flood' | 'revoked'): void {
    socket.emit('session_ended', { reason });
    socket.disconnect(true);
  }

  /**
   * After a password change (or anything else that bumps the token version): every socket of the user,
   * on every instance, is closed; reconnecting needs a token signed after the change.
   */
  endUserSessions(userId: string): void {
    this.io.to(rooms.user(userId)).emit('session_ended', { reason: 'revoked' });
    this.io.in(rooms.user(userId)).disconnectSockets(true);
  }

  private async join(
    socket: TcSocket,
    b: Record<string, unknown>,
  ): Promise<Ack<{ peers: Peer[]; revision: number; self: Peer }>> {
    const projectId = str(b.projectId);
    if (!UUID.test(projectId)) throw new AppError(404, RT_MSG.projectNotFound);
    const ctx = await this.check(socket.data.token, socket.data.groupId);
    const { projectView, projectEdit } = PERMISSIONS;
    if (!ctx.permissions.has(projectView.code) && !ctx.permissions.has(projectEdit.code))
      throw new AppError(403, 'forbidden');
    // Joining is opening: the caller's grants must reach view (404 otherwise, like another group's
    // project) and a project locked by an expired trial stays closed (403). Edits never travel over the
    // socket: they are saves over HTTP, which need edit level (documents/openProject).
    await requireResourceAccess(
      this.deps.db,
      { ...ctx, groupId: socket.data.groupId },
      { projectId },
      'view',
    );
    await assertNotTrialLocked(this.deps.db, projectId);
    await this.deps.mayOpen?.();
    const project = await liveProject(this.deps.db, socket.data.groupId, { projectId });
    if (socket.data.projectId && socket.data.projectId !== projectId) this.leave(socket);
    const room = rooms.project(projectId);
    const peer: Peer = {
      clientId: socket.data.clientId,
      sid: socket.id,
      projectId,
      userId: socket.data.userId,
      name: socket.data.name,
      color: colourOf(socket.data.userId),
      sceneId: str(b.sceneId),
      pageId: str(b.pageId),
      selection: selectionOf(b.selection),
    };
    socket.data.projectId = projectId;
    socket.data.isSuper = ctx.isSuper;
    socket.data.peer = peer;
    await socket.join(room);
    const others = await socketsIn(this.io, room, this.deps.reach ?? LOCAL_ONLY);
    const peers = others
      .filter((s) => s.id !== socket.id)
      .map((s) => s.data.peer)
      .filter((p): p is Peer => p !== null);
    socket.to(room).emit('presence_join', peer);
    return { ok: true, peers, revision: project.revision, self: peer };
  }

  private leave(socket: TcSocket): void {
    const projectId = socket.data.projectId;
    if (!projectId) return;
    const room = rooms.project(projectId);
    socket.to(room).emit('presence_leave', { clientId: socket.data.clientId, sid: socket.id });
    void socket.leave(room);
    socket.data.projectId = null;
    socket.data.peer = null;
  }

  private presence(socket: TcSocket, b: Record<string, unknown>): void {
    const peer = socket.data.peer;
    if (!peer || str(b.projectId) !== socket.data.projectId) return;
    // A socket put out of the room by recheckGroup (on another instance) keeps its data: not its voice.
    if (!socket.rooms.has(rooms.project(peer.projectId))) return;
    const next: Peer = {
      ...peer,
      sceneId: b.sceneId === undefined ? peer.sceneId : str(b.sceneId),
      pageId: b.pageId === undefined ? peer.pageId : str(b.pageId),
      selection: b.selection === undefined ? peer.selection : selectionOf(b.selection),
    };
    socket.data.peer = next;
    socket.to(rooms.project(peer.projectId)).emit('presence_update', next);
  }

  private async subscribe(socket: TcSocket, b: Record<string, unknown>): Promise<Ack> {
    const channel = str(b.channel, 100);
    if (!CHANNEL_NAME.test(channel)) throw new AppError(400, RT_MSG.badChannel);
    const ctx = await this.check(socket.data.token, socket.data.groupId);
    if (!ctx.permissions.has(PERMISSIONS.projectView.code)) throw new AppError(403, 'forbidden');
    if (!socket.data.channels.includes(channel)) {
      if (socket.data.channels.length >= MAX_CHANNELS) throw new AppError(400, RT_MSG.tooManyChannels);
      socket.data.channels = [...socket.data.channels, channel];
    }
    await socket.join(rooms.channel(socket.data.groupId, channel));
    return { ok: true };
  }

  /**
   * After the grants of a group changed (or a project moved to another folder): every socket of the group
   * whose user may no longer view the project it joined leaves the room (on every instance) and is told
   * with `project_closed`, so a revoked member stops receiving the project's ops at once.
   */
  async recheckGroup(groupId: string): Promise<void> {
    const sockets = await socketsIn(this.io, undefined, this.deps.reach ?? LOCAL_ONLY);
    for (const s of sockets) {
      if (s.data.groupId !== groupId) continue;
      const local = this.io.sockets.sockets.get(s.id);
      // Membership, token version and role codes as they are now: a removed member is disconnected.
      const ctx = await this.check(s.data.token, groupId).catch((err: unknown) => {
        if (err instanceof AppError && (err.status === 401 || err.status === 403)) return null;
        throw err;
      });
      if (!ctx) {
        if (local) this.endSession(local, 'revoked');
        else {
          s.emit('session_ended', { reason: 'revoked' });
          s.disconnect(true);
        }
        continue;
      }
      const { projectView, projectEdit } = PERMISSIONS;
      if (!ctx.permissions.has(projectView.code))
        for (const channel of s.data.channels) void s.leave(rooms.channel(groupId, channel));
      const projectId = s.data.projectId;
      if (!projectId) continue;
      const mayOpen = ctx.permissions.has(projectView.code) || ctx.permissions.has(projectEdit.code);
      const reachable =
        mayOpen &&
        (await requireResourceAccess(this.deps.db, { ...ctx, groupId }, { projectId }, 'view').then(
          () => true,
          (err: unknown) => {
            if (err instanceof AppError && (err.status === 404 || err.status === 403)) return false;
            throw err;
          },
        ));
      if (reachable) continue;
      if (local) this.leave(local);
      else {
        void s.leave(rooms.project(projectId));
        this.io.to(rooms.project(projectId)).emit('presence_leave', { clientId: s.data.clientId, sid: s.id });
      }
      s.emit('project_closed', { projectId });
    }
  }

  /** After COMMIT of a save: its ops to the project's other tabs (not back to the tab that saved). */
  async projectSaved(event: SavedEvent): Promise<void> {
    const clientId = event.clientId && CLIENT_ID.test(event.clientId) ? event.clientId : null;
    // The sender's page comes from its presence on this instance; looking further would delay the event.
    const sender = clientId ? this.io.sockets.adapter.rooms.get(rooms.client(clientId)) : undefined;
    let peer: Peer | null = null;
    for (const sid of sender ?? []) {
      const s = this.io.sockets.sockets.get(sid);
      if (s?.data.projectId === event.projectId) peer = s.data.peer;
    }
    const payload: ProjectEvent = {
      projectId: event.projectId,
      revision: event.revision,
      ops: event.ops,
      by: { userId: event.userId, name: await this.nameOf(event.userId) },
      sceneId: peer?.sceneId ?? '',
      pageId: peer?.pageId ?? '',
      ...(event.overwritten.length > 0 ? { overwritten: event.overwritten } : {}),
    };
    const target = this.io.to(rooms.project(event.projectId));
    (clientId ? target.except(rooms.client(clientId)) : target).emit('project_event', payload);
  }

  /** Data posted to a push channel, to every subscriber of that channel in that group. */
  pushToChannel(groupId: string, channel: string, data: unknown): PushMessage {
    const message: PushMessage = { channel, data, at: Date.now() };
    this.io.to(rooms.channel(groupId, channel)).emit('push', message);
    return message;
  }

  publish(room: string, event: string, payload: unknown): void {
    this.io.to(room).emit(event, payload);
  }

  /** Disconnects this instance's sockets and stops accepting new ones (the HTTP server closes after). */
  close(): void {
    this.io.local.disconnectSockets(true);
    this.io.engine.close();
  }
}
