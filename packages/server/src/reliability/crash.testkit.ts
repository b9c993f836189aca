import { listAddOp, setOp, validateProject, walkNodes, type DocNode } from '@twincanvas/model';
import {
  freshPgDatabase,
  signInApi,
  startServerProcess,
  type Api,
  type ServerProcess,
} from './processes.testkit.js';

/**
 * Crash safety (issue 23 #1), shared by crash.test.ts and bench/crash.ts: one client streams saves
 * through the real save route of a server child process that is SIGKILLed at random moments and started
 * again on the same data. Each save adds two components and renames a counter, so a save applied in
 * part shows as one component without its twin. Afterwards the invariants are checked on the document
 * the server answers, and every violation is listed (the caller asserts there are none).
 */
export interface CrashOptions {
  db: 'pglite' | 'postgres';
  saves: number;
  kills: number;
  seed: number;
  log?: (line: string) => void;
}

export interface CrashReport {
  db: 'pglite' | 'postgres';
  seed: number;
  saves: number;
  kills: number;
  acknowledged: number;
  /** Saves whose answer never came (the server died under them): applied entirely or not at all. */
  unacknowledged: number;
  unacknowledged_applied: number;
  /** Answered, but refused (subCode 1/2) or with an error status: must have changed nothing. */
  refused: number;
  final_revision: number;
  components: number;
  restart_ms_max: number;
  ms: number;
  violations: string[];
}

/** A small seeded generator (mulberry32): a failing run can be repeated with its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const component = (id: string, i: number) => ({
  _id: id,
  componentType: '2005',
  componentName: id,
  order: i + 1,
  componentRect: {
    componentLeft: (i % 40) * 20,
    componentTop: Math.floor(i / 40) * 20,
    componentWidth: 18,
    componentHeight: 18,
    componentRotate: 0,
  },
  textModel: { text: id, textStyle: { fontSize: 12, color: '#FFFFFFFF' } },
});

type Outcome = { kind: 'ack'; revision: number } | { kind: 'refused' } | { kind: 'lost' };

export async function runCrash(opts: CrashOptions): Promise<CrashReport> {
  const started = Date.now();
  const rnd = random(opts.seed);
  const log = opts.log ?? (() => undefined);
  const pgdb = opts.db === 'postgres' ? await freshPgDatabase('tc_crash') : null;
  let server: ServerProcess | null = null;
  const violations: string[] = [];
  try {
    server = await startServerProcess({ env: pgdb ? { DATABASE_URL: pgdb.url } : {} });
    const srv = server;
    const api: Api = await signInApi(() => srv.url);
    const made = await api.data<{ projectId: string }>('/project/v2/create', { projectName: 'crash' });
    const projectId = made.projectId;
    const doc0 = await api.data<DocNode & { revision: number }>('/project/detail/v2/query', { projectId });
    const pageId = String(((doc0.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id);
    const list = `${pageId}.projectTwoComponentList`;
    const first = await api.data<{ subCode: number; revision: number }>('/project/detail/v2/save', {
      projectId,
      baseRevision: doc0.revision,
      opts: [listAddOp(list, 0, component('Ecounter', 0))],
    });
    if (first.subCode !== 0) throw new Error(`setup save refused: ${JSON.stringify(first)}`);
    const setupRevision = first.revision;

    // Kill points: which saves have a SIGKILL fired while they are in flight, and how long after sending.
    const killAt = new Map<number, number>();
    while (killAt.size < Math.min(opts.kills, opts.saves)) {
      killAt.set(1 + Math.floor(rnd() * (opts.saves - 1)), Math.floor(rnd() * 25));
    }
    const outcomes: Outcome[] = [];
    let baseRevision = setupRevision;
    let lastAck = setupRevision;
    let restartMax = 0;
    let killed = 0;
    for (let i = 0; i < opts.saves; i++) {
      const body = {
        projectId,
        baseRevision,
        opts: [
          listAddOp(list, 1_000_000, component(`Ec${i}a`, 2 * i + 1)),
          listAddOp(list, 1_000_000, component(`Ec${i}b`, 2 * i + 2)),
          setOp('Ecounter', 'componentName', `s${i}`),
        ],
      };
      const delay = killAt.get(i);
      const killing =
        delay === undefined
          ? null
          : new Promise<void>((resolve) => setTimeout(() => void srv.kill().then(resolve), delay));
      const outcome: Outcome = await api
        .post<{ subCode: number; revision: number }>('/project/detail/v2/save', body)
        .then(
          (r): Outcome =>
            r.status === 200 && r.body.code === '0' && r.body.data.subCode === 0
              ? { kind: 'ack', revision: r.body.data.revision }
              : { kind: 'refused' },
          (): Outcome => ({ kind: 'lost' }),
        );
      outcomes.push(outcome);
      if (outcome.kind === 'ack') {
        if (outcome.revision <= lastAck)
          violations.push(`save ${i}: revision ${outcome.revision} after ${lastAck} (must only go up)`);
        lastAck = outcome.revision;
        baseRevision = outcome.revision;
      }
      if (killing) {
        await killing;
        const t = Date.now();
        await srv.restart();
        restartMax = Math.max(restartMax, Date.now() - t);
        log(`kill ${++killed}: save ${i} ${outcome.kind}, restarted in ${Date.now() - t} ms`);
        const now = await api.data<{ revision: number }>('/project/detail/v2/query', { projectId });
        if (now.revision < lastAck)
          violations.push(`after restart: revision ${now.revision} below acknowledged ${lastAck}`);
        baseRevision = now.revision;
      }
    }

    const doc = await api.data<DocNode & { revision: number }>('/project/detail/v2/query', { projectId });
    const ids = new Set<string>();
    walkNodes(doc, 'project', (_n, info) => ids.add(info.id));
    const valid = validateProject(doc);
    if (!valid.ok)
      violations.push(
        `document invalid: ${valid.problems
          .slice(0, 3)
          .map((p) => `${p.path}: ${p.message}`)
          .join('; ')}`,
      );
    let committed = 0;
    let lastCommitted = -1;
    let unackApplied = 0;
    outcomes.forEach((o, i) => {
      const a = ids.has(`Ec${i}a`);
      const b = ids.has(`Ec${i}b`);
      if (a !== b) violations.push(`save ${i} half-applied (a=${a}, b=${b})`);
      if (a && b) {
        committed++;
        lastCommitted = i;
        if (o.kind === 'lost') unackApplied++;
        if (o.kind === 'refused') violations.push(`save ${i} was refused but applied`);
      } else if (o.kind === 'ack')
        violations.push(`acknowledged save ${i} (revision ${o.revision}) is missing`);
    });
    // Every committed save took exactly one revision: none lost, none applied twice.
    if (doc.revision !== setupRevision + committed)
      violations.push(`revision ${doc.revision} but ${committed} saves committed after ${setupRevision}`);
    const counter = findName(doc, 'Ecounter');
    const expected = lastCommitted < 0 ? 'Ecounter' : `s${lastCommitted}`;
    if (counter !== expected)
      violations.push(`counter is ${counter}, the last committed save set ${expected}`);

    return {
      db: opts.db,
      seed: opts.seed,
      saves: opts.saves,
      kills: killAt.size,
      acknowledged: outcomes.filter((o) => o.kind === 'ack').length,
      unacknowledged: outcomes.filter((o) => o.kind === 'lost').length,
      unacknowledged_applied: unackApplied,
      refused: outcomes.filter((o) => o.kind === 'refused').length,
      final_revision: doc.revision,
      components: ids.size,
      restart_ms_max: restartMax,
      ms: Date.now() - started,
      violations,
    };
  } finally {
    await server?.stop();
    await pgdb?.drop();
  }
}

function findName(doc: DocNode, id: string): unknown {
  let name: unknown;
  walkNodes(doc, 'project', (node, info) => {
    if (info.id === id) name = node.componentName;
  });
  return name;
}
