// Concurrency (issue 23 #2): simulated editors on one project, each with its own socket and its own saves
// through the real save route, for a while: 2 editors, then 10; then 10 editors while the machine's
// PostgreSQL drops every session of the app's database and refuses new ones (or, with --restart, while
// PostgreSQL itself is restarted: only on a quiet machine, it cuts every other user's sessions too).
// Every editor must end with the server's document and no acknowledged save may be lost.
// npm run bench -- concurrency [seconds per run] [--restart]        (default 60 s per run)
// → last line {"seed","runs":[{name,db,editors,attempts,acknowledged,refused,unavailable,
//              acknowledged_after_outage,reloads,final_revision,unknown_revisions,converged,replay_matches,
//              saves_per_s,ms,violations,errors}],"violations"}
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/client';
import { migrate } from '../packages/server/src/db/migrate';
import { bootstrapAdmin } from '../packages/server/src/modules/users/bootstrap';
import { testConfig } from '../packages/server/src/test/harness';
import {
  runConcurrency,
  type ConcurrencyOptions,
  type ConcurrencyReport,
} from '../packages/server/src/reliability/concurrency.testkit';
import {
  ADMIN,
  PG_URL,
  freshPgDatabase,
  pgReachable,
} from '../packages/server/src/reliability/processes.testkit';

const SECONDS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 60);
const RESTART = process.argv.includes('--restart');
const SEED = Date.now() % 1_000_000;

async function server(databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl });
  await migrate(database);
  const app = await buildApp({ config: testConfig(), database, serveWeb: false });
  await bootstrapAdmin(database.db, { account: ADMIN.account, password: ADMIN.password, log: app.log });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const runs: (ConcurrencyReport & { name: string; db: string })[] = [];
const run = async (
  name: string,
  db: string,
  opts: Omit<ConcurrencyOptions, 'account' | 'seed' | 'saves'>,
) => {
  console.error(`${name}: ${opts.editors} editors for ${SECONDS} s on ${db}`);
  const r = await runConcurrency({
    ...opts,
    account: ADMIN,
    seed: SEED,
    saves: 1e9,
    durationMs: SECONDS * 1000,
  });
  console.error(
    `  ${r.acknowledged} acknowledged, ${r.refused} refused, ${r.unavailable} unavailable, converged ${r.converged}`,
  );
  runs.push({ name, db, ...r });
};

const pgUp = await pgReachable();
const fresh = pgUp ? await freshPgDatabase('tc_conc') : null;
const s = await server(fresh?.url);
const db = fresh ? 'postgres' : 'pglite';
try {
  await run('two', db, { url: s.url, editors: 2 });
  await run('ten', db, { url: s.url, editors: 10 });
  if (fresh) {
    const admin = new pg.Client({ connectionString: PG_URL });
    // A restart (--restart) drops this idle session too: an 'error' nobody listens to ends the process.
    admin.on('error', () => undefined);
    await admin.connect();
    await run('ten-outage', db, {
      url: s.url,
      editors: 10,
      // A third into the run, by the rate of the run before; a quarter of the run long.
      outageAfter: Math.max(10, Math.round(runs.at(-1)!.attempts / 3)),
      outage: async (progress) => {
        if (RESTART) {
          const cluster = execFileSync('ls', ['/etc/postgresql']).toString().trim().split('\n')[0]!;
          console.error(`  restarting PostgreSQL ${cluster}`);
          execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, 'main', 'restart']);
          return;
        }
        await admin.query(`alter database ${fresh.name} allow_connections false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          fresh.name,
        ]);
        const until = Date.now() + (SECONDS * 1000) / 4;
        while (Date.now() < until || progress.unavailable() < 10) await new Promise((r) => setTimeout(r, 50));
        await admin.query(`alter database ${fresh.name} allow_connections true`);
      },
    });
    await admin.end().catch(() => undefined);
  }
} finally {
  await s.app.close();
  await fresh?.drop();
}
const violations = runs.reduce((n, r) => n + r.violations.length + r.errors.length, 0);
console.log(JSON.stringify({ seed: SEED, runs, violations }));
process.exit(violations === 0 ? 0 : 1);
