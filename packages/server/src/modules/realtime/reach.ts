import type { Server } from 'socket.io';

/**
 * Whether the Redis adapter can reach the other server processes right now. `fetchSockets` through the
 * adapter asks every process over Redis; while Redis is away that request fails (or waits for its
 * timeout), which would make joining a project fail on a node that is otherwise healthy. So while the
 * adapter's Redis clients are not ready, a node answers from its own sockets only — exactly what a
 * single node without REDIS_URL does — and says so once in the log; when Redis is back it asks everyone
 * again. Without REDIS_URL the adapter is the in-memory one and always "up".
 */
export interface Reach {
  up(): boolean;
  /** Called when an answer had to come from this node alone (once per outage is enough to log). */
  degraded(err?: unknown): void;
}

export const LOCAL_ONLY: Reach = { up: () => true, degraded: () => undefined };

/** The sockets in `room` (every socket when omitted): of every process when reachable, else of this one. */
export async function socketsIn<S extends Server>(
  io: S,
  room: string | undefined,
  reach: Reach,
): Promise<Awaited<ReturnType<S['fetchSockets']>>> {
  type Found = Awaited<ReturnType<S['fetchSockets']>>;
  if (reach.up()) {
    try {
      return (await (room ? io.in(room) : io).fetchSockets()) as Found;
    } catch (err) {
      reach.degraded(err);
    }
  } else reach.degraded();
  return (await (room ? io.local.in(room) : io.local).fetchSockets()) as Found;
}
