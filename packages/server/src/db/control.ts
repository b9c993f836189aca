import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import type { Database } from './client.js';

/**
 * The running server's local control socket, DATA_DIR/control.sock (embedded PGlite only). PGlite is one
 * process's database: another process must not open its folder while the server runs, so
 * `npm run backup` asks the server for a consistent snapshot here instead, and `npm run restore` uses
 * it to tell that the server is still running. The socket is owner-only (0600): whoever may use it can
 * read DATA_DIR anyway. Protocol: one JSON line in ({"op":"snapshot"} or {"op":"ping"}), one JSON line
 * out ({"ok":true,"bytes":N} followed by N bytes of gzipped tar, or {"ok":false,"error":"..."}).
 */
export const CONTROL_SOCKET = 'control.sock';

/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

export interface ControlLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export async function openControlSocket(
  dataDir: string,
  database: Database,
  log: ControlLog,
): Promise<Server | null> {
  const snapshot = database.snapshot;
  if (!snapshot) return null;
  const file = path.join(dataDir, CONTROL_SOCKET);
  if (file.length > MAX_SOCKET_PATH) {
    log.warn({ file }, 'control socket path too long: npm run backup needs the server stopped');
    return null;
  }
  // A socket file left by a killed server: nothing listens on it any more (one server per data folder).
  if (existsSync(file)) rmSync(file, { force: true });
  const server = createServer((conn) => {
    let line = '';
    conn.on('error', () => undefined);
    conn.on('data', (chunk) => {
      line += chunk.toString('utf8');
      if (!line.includes('\n')) {
        if (line.length > 1000) conn.destroy();
        return;
      }
      conn.pause();
      let op = '';
      try {
        op = String((JSON.parse(line.slice(0, line.indexOf('\n'))) as { op?: unknown }).op);
      } catch {
        // answered below as an unknown operation
      }
      if (op === 'ping') return void conn.end(`${JSON.stringify({ ok: true, pid: process.pid })}\n`);
      if (op !== 'snapshot') return void conn.end(`${JSON.stringify({ ok: false, error: 'unknown op' })}\n`);
      const started = Date.now();
      snapshot().then(
        (bytes) => {
          log.info({ bytes: bytes.length, ms: Date.now() - started }, 'database snapshot for backup');
          conn.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
          conn.end(bytes);
        },
        (err: unknown) => {
          const error = err instanceof Error ? err.message : String(err);
          log.warn({ err: error }, 'database snapshot failed');
          conn.end(`${JSON.stringify({ ok: false, error })}\n`);
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  return server;
}
