/**
 * Messages of the socket.io channel between the server and the web app (the protocol itself is described
 * in packages/server/src/modules/realtime/protocol.ts). Shared so both sides read the same shapes.
 */

export interface Peer {
  clientId: string;
  /** The socket: a tab that reconnects gets a new one, and only the old one's leave names it. */
  sid: string;
  projectId: string;
  userId: string;
  name: string;
  /** Stable per user: the same person has the same colour in every tab and on every client. */
  color: string;
  sceneId: string;
  pageId: string;
  /** Component ids the person has selected. */
  selection: string[];
}

export interface ProjectEvent {
  projectId: string;
  revision: number;
  ops: unknown[];
  by: { userId: string; name: string };
  /** The sender's page and scene when known (its presence), else ''. */
  sceneId: string;
  pageId: string;
}

export interface PushMessage {
  channel: string;
  data: unknown;
  /** Server time of delivery (ms), so receivers can measure latency. */
  at: number;
}
