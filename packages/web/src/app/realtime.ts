import { io, type Socket } from 'socket.io-client';
import type { Peer, ProjectEvent, PushMessage } from '@twincanvas/model';
import { refreshOnce } from './api';
import { basePath } from './config';
import { useSession } from './session';

/**
 * The web app's one socket.io connection (server: packages/server/src/modules/realtime/protocol.ts).
 * It authenticates like the HTTP client (bearer token + Current-Group, refreshed once after a 401
 * handshake) and carries this tab's client id, which saves also carry so the server does not echo a
 * tab's own ops back to it. Subscriptions and a joined project survive reconnects: they are re-sent on
 * every connect.
 */

export type { Peer, ProjectEvent, PushMessage } from '@twincanvas/model';

export interface Presence {
  sceneId?: string;
  pageId?: string;
  selection?: string[];
}

export interface ProjectHandlers {
  onEvent(event: ProjectEvent): void;
  /** The full list after each (re)join, then single changes. */
  onPeers(peers: Peer[]): void;
  /** After every (re)join: the server's revision now (events may have been missed before it). */
  onJoined(revision: number): void;
}

export interface ProjectSession {
  setPresence(presence: Presence): void;
  leave(): void;
}

type JoinAck =
  | { ok: true; peers: Peer[]; revision: number; self: Peer }
  | { ok: false; code: string; msg: { zh: string; en: string } };

const randomId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** This tab's id (one per page load): sent in the handshake and with every save. */
const CLIENT_ID = `tab-${randomId()}`;
export const realtimeClientId = (): string => CLIENT_ID;

let socket: Socket | null = null;
let authKey = '';
const channels = new Map<string, Set<(message: PushMessage) => void>>();
let project: { projectId: string; presence: Presence; handlers: ProjectHandlers; joined: boolean } | null =
  null;
let peers = new Map<string, Peer>();

function auth() {
  const s = useSession.getState().session;
  return { token: s?.access_token ?? '', group: s?.groupId ?? '', clientId: CLIENT_ID };
}

function emitPeers(): void {
  project?.handlers.onPeers([...peers.values()]);
}

async function join(): Promise<void> {
  const p = project;
  if (!p || !socket?.connected) return;
  const ack = (await socket
    .timeout(10_000)
    .emitWithAck('join_project', { projectId: p.projectId, ...p.presence })
    .catch(() => null)) as JoinAck | null;
  if (project !== p || !ack) return;
  if (!ack.ok) {
    // An expired token: reconnecting runs the handshake again, which refreshes it.
    if (ack.code === '401') reconnectFresh();
    return;
  }
  peers = new Map(ack.peers.map((peer) => [peer.clientId, peer]));
  emitPeers();
  p.joined = true;
  p.handlers.onJoined(ack.revision);
}

function reconnectFresh(): void {
  void refreshOnce().then((ok) => {
    if (!ok || !socket) return;
    socket.auth = auth();
    socket.disconnect().connect();
  });
}

/** The connection, opened on first use while signed in; null when signed out. */
export function realtime(): Socket | null {
  const a = auth();
  if (!a.token || !a.group) return null;
  const key = `${a.token}|${a.group}`;
  if (socket && key !== authKey) {
    // New token: used from the next handshake. Another group: rooms are per group, so reconnect.
    const groupChanged = authKey.split('|')[1] !== a.group;
    authKey = key;
    socket.auth = a;
    if (groupChanged) socket.disconnect().connect();
  }
  if (socket) return socket;
  authKey = key;
  socket = io({
    path: `${basePath()}socket.io`,
    auth: (cb) => cb(auth()),
    transports: ['websocket', 'polling'],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
  });
  socket.on('connect', () => {
    for (const channel of channels.keys()) socket?.emit('subscribe', { channel });
    void join();
  });
  // The server closes a socket when its access token expires (or the session was revoked): socket.io
  // does not reconnect after a server-side close, so refresh the token and reconnect (a revoked
  // session fails the refresh and stays closed).
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') reconnectFresh();
  });
  socket.on('connect_error', (err: Error & { data?: { code?: string } }) => {
    // A refused handshake is not retried by socket.io: refresh the token once, then try again.
    if (err.data?.code === '401') reconnectFresh();
    else if (err.data?.code) setTimeout(() => socket?.connect(), 5000);
  });
  socket.on('project_event', (event: ProjectEvent) => {
    if (project && event.projectId === project.projectId) project.handlers.onEvent(event);
  });
  socket.on('presence_join', (peer: Peer) => {
    if (!project || peer.projectId !== project.projectId || peer.clientId === CLIENT_ID) return;
    peers.set(peer.clientId, peer);
    emitPeers();
  });
  socket.on('presence_update', (peer: Peer) => {
    if (!project || peer.projectId !== project.projectId || peer.clientId === CLIENT_ID) return;
    peers.set(peer.clientId, peer);
    emitPeers();
  });
  socket.on('presence_leave', (left: { clientId: string; sid: string }) => {
    // A tab that reconnected has a new socket: only the leave of the socket we know removes it.
    const known = peers.get(left.clientId);
    if (!known || known.sid !== left.sid) return;
    peers.delete(left.clientId);
    emitPeers();
  });
  socket.on('push', (message: PushMessage) => {
    for (const cb of channels.get(message.channel) ?? []) cb(message);
  });
  return socket;
}

/**
 * Follows a push channel of the current group (data runtime: components bound to a channel). Returns
 * the unsubscribe function; the last unsubscriber leaves the channel on the server.
 */
export function subscribeChannel(channel: string, cb: (message: PushMessage) => void): () => void {
  let set = channels.get(channel);
  if (!set) {
    set = new Set();
    channels.set(channel, set);
    const s = realtime();
    if (s?.connected) s.emit('subscribe', { channel });
  } else realtime();
  set.add(cb);
  return () => {
    const current = channels.get(channel);
    if (!current) return;
    current.delete(cb);
    if (current.size === 0) {
      channels.delete(channel);
      socket?.emit('unsubscribe', { channel });
    }
  };
}

/** Opens a project for live co-editing: its events and the other editors' presence. One at a time. */
export function joinProject(
  projectId: string,
  presence: Presence,
  handlers: ProjectHandlers,
): ProjectSession {
  project?.handlers.onPeers([]);
  if (project) socket?.emit('leave_project', { projectId: project.projectId });
  const mine = { projectId, presence: { ...presence }, handlers, joined: false };
  project = mine;
  peers = new Map();
  const s = realtime();
  if (s?.connected) void join();
  return {
    setPresence(next) {
      if (project !== mine) return;
      mine.presence = { ...mine.presence, ...next };
      if (socket?.connected && mine.joined) socket.emit('presence', { projectId, ...next });
    },
    leave() {
      if (project !== mine) return;
      project = null;
      peers = new Map();
      socket?.emit('leave_project', { projectId });
    },
  };
}
