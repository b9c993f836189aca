import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** Any database handle: the feeds and caches are keyed by the object itself (client.ts imports this file). */
type Database = object;

/**
 * Which watched tables changed (migration 0019: accounts, memberships, roles, settings), so a read made
 * on every request can be kept in memory and dropped the moment its rows change — whoever wrote them:
 * a service, a test, psql, or another node of the same PostgreSQL.
 */
export interface ChangeFeed {
  /**
   * A number that grows whenever one of `tables` changes. Taken before a read, it names what the read
   * saw at the latest; a kept answer is served while the number is the same.
   */
  version(tables: readonly string[]): number | Promise<number>;
  close(): Promise<void>;
}

/**
 * PGlite: every write statement to a watched table notifies `tc_changes` with the table's name, and
 * PGlite runs the listener before the writing query returns (checked: an insert's notification has been
 * delivered when its promise settles), so no read after a write can be served what it replaced. The
 * version is counted in memory: no query per request.
 */
export async function pgliteChanges(client: PGlite): Promise<ChangeFeed> {
  const byTable = new Map<string, number>();
  const stop = await client.listen('tc_changes', (table) =>
    byTable.set(table, (byTable.get(table) ?? 0) + 1),
  );
  return {
    version: (tables) => tables.reduce((v, t) => v + (byTable.get(t) ?? 0), 0),
    close: () => stop().catch(() => undefined),
  };
}

/**
 * PostgreSQL: the same triggers count every change in a row per table (`tc_change_version`), read per
 * request by primary key. A notification would travel on a session of its own and could arrive after the
 * writer's next request (a test's, or a revoked user's); the row is committed with the change itself,
 * so a node always sees its own writes and every other node's, with no listener to reconnect.
 */
/**
 * A failed read of the change counts: it came out of the database, so a socket error inside it (PostgreSQL
 * stopping: `read ECONNRESET`) means the database is unavailable (503), as for a query drizzle ran.
 */
export class ChangeFeedError extends Error {
  constructor(cause: unknown) {
    super('reading the change counts failed', { cause });
  }
}

export function postgresChanges(pool: pg.Pool): ChangeFeed {
  return {
    version: async (tables) => {
      const r = await pool
        .query<{ version: string | null }>({
          name: 'tc_change_version',
          text: 'select sum(version) as version from tc_change_version where table_name = any($1)',
          values: [tables],
        })
        .catch((e: unknown) => {
          throw new ChangeFeedError(e);
        });
      return Number(r.rows[0]?.version ?? 0);
    },
    close: async () => undefined,
  };
}

/**
 * Answers of a read kept in memory until one of the tables it reads changes, or `ttlMs` passes as a
 * backstop. For reads every request makes (the caller's rights, the allow-list): on the embedded
 * database the data proxy's overhead was mostly these reads.
 */
class WatchedCache<V> {
  private readonly entries = new Map<string, { value: V; version: number; until: number }>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly tables: readonly string[],
    private readonly opts = { ttlMs: 60_000, maxEntries: 10_000 },
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const version = await this.feed.version(this.tables);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.until > now) return hit.value;
    const value = await load();
    // Kept under the version taken before the read: a change during it makes the next request read again.
    if (this.entries.size >= this.opts.maxEntries) {
      // Bounded memory: past the cap the oldest half goes (a Map keeps insertion order).
      let n = this.entries.size / 2;
      for (const k of this.entries.keys()) {
        if (n-- <= 0) break;
        this.entries.delete(k);
      }
    }
    this.entries.delete(key);
    this.entries.set(key, { value, version, until: now + this.opts.ttlMs });
    return value;
  }
}

const feeds = new WeakMap<Database, ChangeFeed>();

/** Called where the database is opened: reads through `db` may now be kept (`watchedReads`). */
export function watchChanges(db: Database, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/**
 * A read kept per key and per database until one of `tables` changes. A database opened without a feed
 * (none is known for `db`) is read every time.
 */
export function watchedReads<V>(
  tables: readonly string[],
): (db: Database, key: string, load: () => Promise<V>) => Promise<V> {
  const caches = new WeakMap<Database, WatchedCache<V>>();
  return (db, key, load) => {
    const feed = feeds.get(db);
    if (!feed) return load();
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new WatchedCache<V>(feed, tables)));
    return cache.get(key, load);
  };
}
