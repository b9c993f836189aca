import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Test and bench helpers (not part of the server): the real server as a child process (src/main.ts run
 * by tsx, so no build is needed), killed and restarted on the same data; fresh PostgreSQL databases.
 */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const ADMIN = { account: 'admin@twincanvas', password: 'Crash12345' };
/** One fixed secret, so tokens signed before a restart stay valid after it (as in production). */
export const SECRET = 'reliability-secret-0123456789abcdefghijklmnopqrstuvwxyz';
export const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export async function pgReachable(url = PG_URL): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** A new empty PostgreSQL database (the server migrates it at start); drop() removes it. */
export async function freshPgDatabase(
  prefix = 'tc_rel',
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  /** Every line the server printed (pino's JSON lines), across restarts. */
  lines: string[];
  readonly child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power or the OOM killer strikes. */
  kill(): Promise<void>;
  /** Starts the server again on the same port and data (after kill or stop). */
  restart(): Promise<void>;
  /** SIGTERM, waits for the exit; removes the data folder when it made it. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  env?: Record<string, string>;
  /** The data folder (kept); default: a new temporary one, removed by stop(). */
  dataDir?: string;
  port?: number;
}

const STARTUP_MS = 180_000;

/** Children still running when the test process ends (a failed test, an interrupted run) are killed. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

/** Starts src/main.ts in a child process and resolves once /api/health answers 200. */
export async function startServerProcess(opts: ServerOptions = {}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tc-rel-'));
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  let child!: ChildProcess;

  const launch = async () => {
    child = spawn(
      process.execPath,
      ['--conditions=@twincanvas/source', '--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ADMIN_ACCOUNT: ADMIN.account,
          ADMIN_PASSWORD: ADMIN.password,
          SECRET,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          // The test runner's own variables must not leak into the child.
          TEST_DB: '',
          VITEST: '',
          ...opts.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    running.add(child);
    child.once('exit', () => running.delete(child));
    let partial = '';
    const collect = (chunk: Buffer) => {
      const text = partial + chunk.toString('utf8');
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.filter((l) => l.trim() !== ''));
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    const deadline = Date.now() + STARTUP_MS;
    for (;;) {
      if (Date.now() > deadline) child.kill('SIGKILL');
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `server ${child.signalCode ? `not healthy within ${STARTUP_MS / 1000} s` : `exited with code ${child.exitCode}`}:\n${lines.slice(-20).join('\n')}`,
        );
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await launch();

  return {
    url,
    port,
    dataDir,
    lines,
    get child() {
      return child;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    restart: launch,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

/** The administrator's API calls against a server over real HTTP. */
export interface Api {
  token: string;
  groupId: string;
  /** POSTs and answers the envelope and status (throws only on a network error). */
  post<T>(url: string, body: unknown): Promise<{ status: number; body: Envelope<T> }>;
  /** POSTs and answers data; throws when the answer is not code '0'. */
  data<T>(url: string, body: unknown): Promise<T>;
}

export async function signInApi(base: () => string, who = ADMIN): Promise<Api> {
  const raw = async <T>(url: string, body: unknown, headers: Record<string, string>) => {
    const res = await fetch(`${base()}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  };
  const login = await raw<{ access_token: string; user: { groups: { groupId: string }[] } }>(
    '/userPro/login',
    who,
    {},
  );
  if (login.body.code !== '0') throw new Error(`login failed: ${login.status} ${login.body.msg}`);
  const token = login.body.data.access_token;
  const groupId = login.body.data.user.groups[0]!.groupId;
  const headers = { authorization: `Bearer ${token}`, 'current-group': groupId };
  const api: Api = {
    token,
    groupId,
    post: (url, body) => raw(url, body, headers),
    async data<T>(url: string, body: unknown) {
      const r = await raw<T>(url, body, headers);
      if (r.body.code !== '0') throw new Error(`${url}: ${r.status} ${r.body.code} ${r.body.msg}`);
      return r.body.data;
    },
  };
  return api;
}
