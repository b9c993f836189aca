import type { Database } from '../db/client.js';

/**
 * A digest of every table's rows, to prove a refused request changed nothing. Rows are hashed and the
 * hashes sorted, so the digest does not depend on the order PostgreSQL happens to return rows in.
 */
export class TableDigest {
  private query = '';

  constructor(
    private readonly database: Database,
    /** Tables a refused request may legitimately write, each with the reason (see the fuzz test). */
    private readonly ignored: ReadonlyMap<string, string>,
  ) {}

  private async build(): Promise<string> {
    const tables = await this.database.sql.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const parts = tables
      .map((t) => t.table_name)
      .filter((name) => name !== '_migrations' && !this.ignored.has(name))
      .map(
        (name) =>
          `select '${name}' as t, md5(coalesce(string_agg(h, '' order by h), '')) as d
           from (select md5(x::text) as h from "${name}" x) s`,
      );
    return parts.join('\nunion all\n');
  }

  /**
   * The next transaction id not yet handed out. It only moves when a transaction that wrote (or tried to)
   * ends, so an unchanged value proves nothing was written, without reading a single table.
   */
  async nextXid(): Promise<string> {
    const [row] = await this.database.sql.query<{ x: string }>(
      'select pg_snapshot_xmax(pg_current_snapshot())::text as x',
    );
    return row!.x;
  }

  /** table name → digest of its rows. */
  async take(): Promise<Map<string, string>> {
    this.query ||= await this.build();
    const rows = await this.database.sql.query<{ t: string; d: string }>(this.query);
    return new Map(rows.map((r) => [r.t, r.d]));
  }

  /** The tables whose rows differ between two digests. */
  static changed(before: Map<string, string>, after: Map<string, string>): string[] {
    return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
  }
}
