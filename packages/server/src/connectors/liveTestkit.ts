import { Socket } from 'node:net';

/**
 * The machine's real database servers for tests: MariaDB (127.0.0.1:3306, root, no password, db test)
 * and PostgreSQL (127.0.0.1:5432, postgres, trust, db test). A suite whose server does not answer is
 * skipped with a message saying so — unless REQUIRE_SERVICES=1, when a missing server fails the run.
 */
export const LIVE = {
  mysql: { host: '127.0.0.1', port: 3306, database: 'test', user: 'root' },
  postgreSQL: { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' },
} as const;

/** Whether something answers on a loopback port (a service the tests may talk to). */
export function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = new Socket();
    s.setTimeout(1000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
    s.connect(port, '127.0.0.1');
  });
}

/** Which servers answer; warns (or throws under REQUIRE_SERVICES=1) for each that does not. */
export async function liveServices(what: string): Promise<{ mysql: boolean; postgreSQL: boolean }> {
  const [mysql, postgreSQL] = await Promise.all([
    reachable(LIVE.mysql.port),
    reachable(LIVE.postgreSQL.port),
  ]);
  for (const [name, up] of [
    ['MariaDB/MySQL on 127.0.0.1:3306', mysql],
    ['PostgreSQL on 127.0.0.1:5432', postgreSQL],
  ] as const) {
    if (!up && process.env.REQUIRE_SERVICES === '1')
      throw new Error(`REQUIRE_SERVICES=1 but ${name} does not answer`);
    if (!up) console.warn(`[skip] ${what}: ${name} does not answer`);
  }
  return { mysql, postgreSQL };
}
