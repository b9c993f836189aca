import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './processes.testkit.js';

/**
 * A PostgreSQL server of the test's own (Debian's binaries, a fresh cluster in a temporary folder, its
 * own port), so a test can really stop and restart a database server without touching the machine's
 * one that other tests use at the same time. PostgreSQL refuses to run as root: as root the cluster
 * belongs to the `postgres` account and its commands run through runuser.
 */
export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(path.join(root, v, 'bin', 'pg_ctl'))) return path.join(root, v, 'bin');
  return undefined;
}

const asRoot = process.getuid?.() === 0;

// Asynchronous: the app under test shares this process and must keep answering while the server stops.
async function run(bin: string, args: string[]): Promise<void> {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  try {
    await promisify(execFile)(cmd, argv, { encoding: 'utf8' });
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`${path.basename(bin)} ${args[0] ?? ''} failed: ${e.stderr || e.message}`);
  }
}

/** Whether this machine can run a private cluster (Debian's PostgreSQL server package is installed). */
export function canRunPrivatePostgres(): boolean {
  const bin = binDir();
  if (!bin) return false;
  if (!asRoot) return true;
  return spawnSync('id', ['postgres']).status === 0;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'tc-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = path.join(bin, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  // -w: pg_ctl returns once the server accepts connections (or has stopped), not after a fixed time.
  const start = () =>
    run(ctl, ['start', '-w', '-t', '120', '-D', data, '-l', path.join(dir, 'log'), '-o', options]);
  const stop = () => run(ctl, ['stop', '-w', '-t', '120', '-D', data, '-m', 'fast']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined); // already stopped
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
