import { isDeepStrictEqual } from 'node:util';
import {
  applyOps,
  makeAddOp,
  makeDeleteOp,
  makeUpdateOp,
  walkNodes,
  type DocNode,
  type Operation,
} from '@twincanvas/model';
import { io as connect, type Socket } from 'socket.io-client';
import { random } from './crash.testkit.js';
import { signInApi, type Api } from './processes.testkit.js';

/**
 * Concurrency (issue 23 #2), shared by concurrency.test.ts and bench/concurrency.ts: simulated editors
 * on one project, each with its own socket (join_project, project_event) and its own saves through the
 * real save route. An editor keeps the document as of the last revision it knows and applies every
 * revision's ops in order: its own acknowledged saves and the other editors' project_events. At the end
 * every editor must hold exactly the server's document, and replaying the acknowledged saves in revision
 * order over the starting document must give it too (no acknowledged edit lost).
 */
export interface ConcurrencyOptions {
  /** The server's origin (http://127.0.0.1:port), and the administrator to sign in as. */
  url: string;
  account: { account: string; password: string };
  editors: number;
  /** Stop after this many save attempts in all, or after durationMs, whichever comes first. */
  saves: number;
  durationMs?: number;
  seed: number;
  /** Called once, after `outageAfter` save attempts, while the editors keep saving. */
  outage?: (progress: { attempts: () => number; unavailable: () => number }) => Promise<void>;
  outageAfter?: number;
}

export interface ConcurrencyReport {
  editors: number;
  seed: number;
  attempts: number;
  acknowledged: number;
  /** subCode 1/2: an edit that no longer fit (someone deleted its node); nothing written. */
  refused: number;
  /** 503 answers during a database outage (clear message, nothing changed). */
  unavailable: number;
  /** Any other failure: 5xx other than 503, network errors. Must be 0. */
  errors: string[];
  /** Saves acknowledged after the outage ended (the server recovered by itself); null without one. */
  acknowledged_after_outage: number | null;
  /** Editors that had to reload because a revision never reached them (0 without an outage). */
  reloads: number;
  final_revision: number;
  /** Revisions no editor saw acknowledged nor received as an event (committed while answering 503). */
  unknown_revisions: number;
  converged: boolean;
  replay_matches: boolean | null;
  saves_per_s: number;
  ms: number;
  violations: string[];
}

/** The server-managed root fields differ between a query and a replay; documents compare without them. */
const SERVER_FIELDS = ['projectName', 'projectId', 'folderId', 'groupId', 'projectFlag', 'revision'];
const content = (doc: DocNode) =>
  Object.fromEntries(Object.entries(doc).filter(([k]) => !SERVER_FIELDS.includes(k)));

interface Editor {
  n: number;
  socket: Socket;
  clientId: string;
  doc: DocNode;
  revision: number;
  /** Ops of revisions above `revision` that arrived out of order. */
  waiting: Map<number, unknown[]>;
  reloads: number;
}

function advance(e: Editor): void {
  for (let ops = e.waiting.get(e.revision + 1); ops; ops = e.waiting.get(e.revision + 1)) {
    e.waiting.delete(e.revision + 1);
    e.doc = applyOps(e.doc, ops as Operation[]);
    e.revision++;
  }
}

function componentsOf(doc: DocNode): string[] {
  const out: string[] = [];
  walkNodes(doc, 'project', (_n, info) => {
    if (info.kind === 'component2d') out.push(info.id);
  });
  return out;
}

/** A random edit of the document as this editor knows it (it may be behind the server: conflicts happen). */
function randomEdit(doc: DocNode, pageId: string, rnd: () => number, fresh: () => string): Operation[] {
  const comps = componentsOf(doc);
  const pick = comps.length > 0 ? comps[Math.floor(rnd() * comps.length)]! : null;
  const r = rnd();
  if (!pick || r < 0.3) {
    const id = fresh();
    return [
      makeAddOp(pageId, 'projectTwoComponentList', Math.floor(rnd() * (comps.length + 1)), {
        _id: id,
        componentType: '2005',
        componentName: id,
        componentRect: {
          componentLeft: Math.floor(rnd() * 1000),
          componentTop: Math.floor(rnd() * 600),
          componentWidth: 40,
          componentHeight: 20,
          componentRotate: 0,
        },
        textModel: { text: id, textStyle: { fontSize: 12, color: '#FFFFFFFF' } },
      }),
    ];
  }
  if (r < 0.4 && comps.length > 5) return [makeDeleteOp(doc, pick)];
  if (r < 0.7) return [makeUpdateOp(doc, pick, 'componentRect.componentLeft', Math.floor(rnd() * 1000))];
  if (r < 0.85) return [makeUpdateOp(doc, pick, 'componentName', `n${Math.floor(rnd() * 1e6)}`)];
  // Two properties of one component in one save: they must land together.
  return [
    makeUpdateOp(doc, pick, 'componentRect.componentTop', Math.floor(rnd() * 600)),
    makeUpdateOp(doc, pick, 'textModel.text', `t${Math.floor(rnd() * 1e6)}`),
  ];
}

async function until(cond: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function runConcurrency(opts: ConcurrencyOptions): Promise<ConcurrencyReport> {
  const started = Date.now();
  const rnd = random(opts.seed);
  const api: Api = await signInApi(() => opts.url, opts.account);
  const { projectId } = await api.data<{ projectId: string }>('/project/v2/create', {
    projectName: `concurrency ${opts.editors}`,
  });
  const query = () => api.data<DocNode & { revision: number }>('/project/detail/v2/query', { projectId });
  const start = await query();
  const pageId = String(((start.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id);
  const acked = new Map<number, unknown[]>();
  const errors: string[] = [];
  const violations: string[] = [];
  let attempts = 0;
  let refused = 0;
  let unavailable = 0;
  let ids = 0;
  let ackedBeforeRecovery: number | null = null;

  const editors: Editor[] = [];
  for (let n = 0; n < opts.editors; n++) {
    const clientId = `editor-${opts.seed}-${n}-${Date.now().toString(36)}`;
    const socket = connect(opts.url, {
      path: '/socket.io',
      auth: { token: api.token, group: api.groupId, clientId },
      transports: ['websocket'],
    });
    const e: Editor = {
      n,
      socket,
      clientId,
      doc: start,
      revision: start.revision,
      waiting: new Map(),
      reloads: 0,
    };
    socket.on('project_event', (ev: { projectId: string; revision: number; ops: unknown[] }) => {
      if (ev.projectId !== projectId || ev.revision <= e.revision) return;
      e.waiting.set(ev.revision, ev.ops);
      advance(e);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const joined = (await socket.timeout(10_000).emitWithAck('join_project', { projectId })) as {
      ok: boolean;
    };
    if (!joined.ok) throw new Error(`editor ${n} could not join: ${JSON.stringify(joined)}`);
    // Joined before anything is saved: every later revision reaches it as an event or as its own ack.
    editors.push(e);
  }

  let outageDone: Promise<void> | null = null;
  const stopAt = started + (opts.durationMs ?? Number.POSITIVE_INFINITY);
  // 503s during an outage do not use up the budget: the run must go on saving after the database returns.
  const more = () => attempts - unavailable < opts.saves && Date.now() < stopAt;
  const work = async (e: Editor) => {
    while (more()) {
      attempts++;
      if (opts.outage && !outageDone && attempts >= (opts.outageAfter ?? Math.floor(opts.saves / 3)))
        outageDone = opts.outage({ attempts: () => attempts, unavailable: () => unavailable }).then(() => {
          ackedBeforeRecovery = acked.size;
        });
      const ops = randomEdit(e.doc, pageId, rnd, () => `E${e.n}x${++ids}`);
      let res: Awaited<ReturnType<Api['post']>>;
      try {
        res = await api.post('/project/detail/v2/save', {
          projectId,
          baseRevision: e.revision,
          clientId: e.clientId,
          opts: ops,
        });
      } catch (err) {
        // fetch's own message is only "fetch failed": the cause says what the socket met.
        const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
        errors.push(`network: ${err instanceof Error ? err.message : String(err)}${cause}`);
        continue;
      }
      const data = res.body.data as { subCode?: number; revision?: number } | null;
      if (res.status === 200 && data?.subCode === 0 && typeof data.revision === 'number') {
        acked.set(data.revision, ops);
        if (data.revision > e.revision) e.waiting.set(data.revision, ops);
        advance(e);
      } else if (res.status === 200 && (data?.subCode === 1 || data?.subCode === 2)) refused++;
      else if (res.status === 503 && /database cannot be reached/i.test(res.body.msg)) {
        unavailable++;
        // What a client does on 503 Retry-After: waits a moment before trying again.
        await new Promise((r) => setTimeout(r, 50));
      } else errors.push(`save answered ${res.status} ${res.body.code} ${res.body.msg}`);
    }
  };
  await Promise.all(editors.map(work));
  if (outageDone) await outageDone;
  const ms = Date.now() - started;

  const server = await query();
  // Every editor catches up by events; one still missing a revision after a long wait reloads (and says
  // so: the report's reloads must be 0 unless the database dropped a commit's answer).
  for (const e of editors) {
    await until(
      () => e.revision >= server.revision,
      `editor ${e.n} to reach revision ${server.revision}`,
      30_000,
    ).catch(() => undefined);
    if (e.revision < server.revision) {
      e.reloads++;
      const fresh = await query();
      e.doc = fresh;
      e.revision = fresh.revision;
      e.waiting.clear();
    }
  }
  const serverContent = content(server);
  const converged = editors.every((e) => isDeepStrictEqual(content(e.doc), serverContent));
  if (!converged)
    violations.push(
      `editors ${editors
        .filter((e) => !isDeepStrictEqual(content(e.doc), serverContent))
        .map((e) => e.n)
        .join(',')} differ from the server`,
    );
  for (const [rev] of acked)
    if (rev > server.revision)
      violations.push(`acknowledged revision ${rev} above the server's ${server.revision}`);

  // Replay: the starting document and every known revision's ops, in order, must give the server's.
  let unknown = 0;
  const events = new Map<number, unknown[]>(acked);
  for (const e of editors) for (const [rev, ops] of e.waiting) events.set(rev, ops);
  for (let rev = start.revision + 1; rev <= server.revision; rev++) if (!events.has(rev)) unknown++;
  let replayMatches: boolean | null = null;
  if (unknown === 0 && editors.every((e) => e.reloads === 0)) {
    let doc: DocNode = start;
    for (let rev = start.revision + 1; rev <= server.revision; rev++)
      doc = applyOps(doc, events.get(rev) as Operation[]);
    replayMatches = isDeepStrictEqual(content(doc), serverContent);
    if (!replayMatches)
      violations.push('replaying the acknowledged saves does not give the server’s document');
  }
  if (ackedBeforeRecovery !== null && acked.size === ackedBeforeRecovery)
    violations.push('no save was acknowledged after the outage ended: the server did not recover');
  for (const e of editors) e.socket.close();
  return {
    editors: opts.editors,
    seed: opts.seed,
    attempts,
    acknowledged: acked.size,
    refused,
    unavailable,
    acknowledged_after_outage: ackedBeforeRecovery === null ? null : acked.size - ackedBeforeRecovery,
    errors: errors.slice(0, 20),
    reloads: editors.reduce((n, e) => n + e.reloads, 0),
    final_revision: server.revision,
    unknown_revisions: unknown,
    converged,
    replay_matches: replayMatches,
    saves_per_s: Math.round((acked.size / ms) * 1000 * 10) / 10,
    ms,
    violations,
  };
}
