// Crash safety (issue 23 #1): a client streams saves through the real save route while the server
// process is SIGKILLed at random moments and restarted, on PGlite and on the machine's PostgreSQL (a
// fresh database per run). Afterwards every acknowledged save must be in the document, no save
// half-applied, the document valid by the model, revisions only going up.
// npm run bench -- crash [saves] [kills] [seed]       (default 1000 saves, 10 kills per database)
// → last line {"seed","runs":[{db,saves,kills,acknowledged,unacknowledged,unacknowledged_applied,refused,
//              final_revision,components,restart_ms_max,ms,violations}],"violations"}
import { runCrash, type CrashReport } from '../packages/server/src/reliability/crash.testkit';
import { pgReachable } from '../packages/server/src/reliability/processes.testkit';

const SAVES = Number(process.argv[2] ?? 1000);
const KILLS = Number(process.argv[3] ?? 10);
const SEED = Number(process.argv[4] ?? Date.now() % 1_000_000);

const runs: CrashReport[] = [];
for (const db of ['pglite', 'postgres'] as const) {
  if (db === 'postgres' && !(await pgReachable())) {
    console.error('PostgreSQL not reachable: PGlite only');
    continue;
  }
  console.error(`${db}: ${SAVES} saves, ${KILLS} kills, seed ${SEED}`);
  runs.push(
    await runCrash({ db, saves: SAVES, kills: KILLS, seed: SEED, log: (l) => console.error(`  ${l}`) }),
  );
}
const violations = runs.reduce((n, r) => n + r.violations.length, 0);
console.log(JSON.stringify({ seed: SEED, runs, violations }));
process.exit(violations === 0 ? 0 : 1);
