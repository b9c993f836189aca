import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ADMIN = { account: 'admin@twincanvas', password: 'E2eAdmin123' };
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

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

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process (benches read its CPU time from /proc). */
  pid: number;
  /** Stops the process; the data folder goes with it unless kept. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Variables that change what a first start writes into the data folder (the first administrator, the
 * edition's accounts, another database): a server given one of them starts from an empty folder.
 */
const SEEDING_ENV = /^(ADMIN_|EDITION$|DATABASE_URL$|DATA_DIR$|SECRET$)/;

export interface StartOptions {
  /** An empty data folder even where the template would do (the cold-start bench measures a first start). */
  fresh?: boolean;
}

/**
 * Starts the built server (packages/server/dist) on a free port with a data folder of its own: a copy of
 * the folder a first start of this build leaves behind (database initialised and migrated, administrator
 * and official cases in place), or an empty folder when the options or variables ask for one.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tc-e2e-'));
  if (!options.fresh && !Object.keys(env).some((name) => SEEDING_ENV.test(name)))
    cpSync(await firstStartFolder(), dataDir, { recursive: true });
  return launch(dataDir, env);
}

let template: Promise<string> | undefined;

/**
 * The data folder of a first start of this build (initdb, migrations and seeding cost 3-5 s per server,
 * more on a loaded machine). Made once per build in this checkout's node_modules/.cache (so two checkouts
 * never share or remove each other's) and used by the global set-up and the workers alike.
 */
function firstStartFolder(): Promise<string> {
  template ??= (async () => {
    const dist = path.join(ROOT, 'packages/server/dist');
    const stamp = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .map((file) => `${file}:${statSync(path.join(dist, file)).mtimeMs}`)
      .join('\n');
    const key = createHash('sha256')
      .update(stamp)
      .update(ADMIN.account + ADMIN.password)
      .digest('hex');
    const cache = path.join(ROOT, 'node_modules/.cache/e2e-first-start');
    const folder = path.join(cache, key.slice(0, 16));
    if (existsSync(folder)) return folder;
    // Earlier builds' folders (each is about 40 MB).
    rmSync(cache, { recursive: true, force: true });
    mkdirSync(cache, { recursive: true });
    const building = mkdtempSync(path.join(cache, 'building-'));
    const server = await launch(building, {});
    await server.stop({ keepData: true });
    try {
      // Whole or not at all: another process may have finished the same folder first.
      renameSync(building, folder);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
    return folder;
  })();
  return template;
}

async function launch(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  // SERVER_PROFILE_DIR: the server writes a CPU profile there when it stops (benches' servers included).
  const profile = process.env.SERVER_PROFILE_DIR;
  const args = [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    path.join(ROOT, 'packages/server/dist/main.js'),
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_ACCOUNT: ADMIN.account,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A busy machine (every core taken by builds and other suites) can take minutes to start a server.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
