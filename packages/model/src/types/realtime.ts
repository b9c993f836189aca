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
  /**
   * Edits of earlier saves this save replaced although its sender had not seen them (it was based on an
   * older revision): the tab that made them is told which component and property changed under it.
   */
  overwritten?: OverwrittenEdit[];
}

/** One property an earlier save set and a later save (from an older base) set again. */
export interface OverwrittenEdit {
  /** The op path the earlier save updated (`componentId.field…`). */
  path: string;
  /** The revision of the earlier save, so its tab recognises its own edit. */
  revision: number;
  componentId: string;
  /** The component's name as it is now, '' for the project itself or an unnamed node. */
  componentName: string;
  /** The field path inside the component, e.g. `componentName` or `componentRect.componentLeft`. */
  property: string;
}

export interface PushMessage {
  channel: string;
  data: unknown;
  /** Server time of delivery (ms), so receivers can measure latency. */
  at: number;
}
