/**
 * The socket.io protocol between the server and the web app (one connection per browser tab).
 *
 * Handshake: `auth: { token, group, clientId }` — the same bearer token and Current-Group the HTTP API
 * checks, plus the tab's client id (the one its saves carry, so its own ops are not echoed back).
 *
 * Client → server (each with an acknowledgement callback answering `Ack`):
 *   join_project   { projectId, pageId?, sceneId?, selection? }  → { ok, peers, revision }
 *   leave_project  { projectId }
 *   presence       { projectId, pageId?, sceneId?, selection? }   (no ack needed)
 *   subscribe      { channel }  → { ok }   push channels of the caller's group
 *   unsubscribe    { channel }
 *
 * Server → client:
 *   project_event  ProjectEvent   ops another tab saved (docs/reference.md#api "socket event project_event")
 *   presence_join  Peer           someone opened the project
 *   presence_update Peer          someone's page or selection changed
 *   presence_leave { clientId }   someone left (closed the tab, disconnected)
 *   project_closed { projectId }  the caller's grants no longer reach the project: it left the room
 *   session_ended  { reason }     'expired' (access token), 'revoked' (password, membership), 'flood';
 *                                 the server closes the socket right after
 *
 * Limits (guard.ts): the socket closes when its access token expires; messages above its rate are
 * dropped (acks answer 429) and a flood closes it; one user holds a bounded number of sockets.
 *   push           PushMessage    data an external system posted to a channel of the group
 */

export type { Peer, ProjectEvent, PushMessage } from '@twincanvas/model';

export type Ack<T extends object = object> =
  ({ ok: true } & T) | { ok: false; code: string; msg: { zh: string; en: string } };

/** Channel names: letters, digits and `_ . : -`, 1-64 characters. */
export const CHANNEL_NAME = /^[\w.:-]{1,64}$/;
export const CLIENT_ID = /^[\w-]{8,64}$/;
/** Ids in a selection: at most this many are relayed (a select-all on a huge page stays small). */
export const MAX_SELECTION = 200;

export const rooms = {
  project: (projectId: string) => `project:${projectId}`,
  client: (clientId: string) => `client:${clientId}`,
  /** Every socket of a user (closed together after a password change). */
  user: (userId: string) => `user:${userId}`,
  /** Every socket of a user in one group (re-checked after a removal or a role change). */
  member: (groupId: string, userId: string) => `member:${groupId}:${userId}`,
  channel: (groupId: string, channel: string) => `push:${groupId}:${channel}`,
};

/** Eight colours with enough contrast on the editor's canvas; picked by a hash of the user id. */
export const PEER_COLOURS = [
  '#f5222d',
  '#fa8c16',
  '#13c2c2',
  '#52c41a',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
  '#a0d911',
] as const;

export function colourOf(userId: string): string {
  let h = 0;
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) >>> 0;
  return PEER_COLOURS[h % PEER_COLOURS.length]!;
}
