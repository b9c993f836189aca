// Shared by scripts/backup.mjs and scripts/restore.mjs (the embedded default: PGlite in DATA_DIR/db and
// uploaded files in DATA_DIR/uploads). See docs/operations.md.
import { connect } from 'node:net';
import path from 'node:path';

/** `--name value` from argv, else the fallback. */
export function option(argv, name, fallback) {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
}

/** The data folder as the server resolves it: --data-dir, else DATA_DIR, else ./data. */
export function dataDirOf(argv) {
  return path.resolve(option(argv, 'data-dir', process.env.DATA_DIR || './data'));
}

export function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * Talks to a running server's control socket (packages/server/src/db/control.ts): answers
 * { header, body } or null when no server listens there.
 */
export function control(dataDir, op, timeoutMs = 300_000) {
  const file = path.join(dataDir, 'control.sock');
  return new Promise((resolve, reject) => {
    const conn = connect(file);
    // A server that accepts but never answers must not hang a cron job forever.
    conn.setTimeout(timeoutMs, () => {
      conn.destroy();
      reject(new Error(`the server did not answer on ${file} within ${timeoutMs / 1000} s`));
    });
    const chunks = [];
    conn.on('error', (err) => {
      if (['ENOENT', 'ECONNREFUSED'].includes(err.code)) resolve(null);
      else reject(err);
    });
    conn.on('connect', () => conn.write(`${JSON.stringify({ op })}\n`));
    conn.on('data', (c) => chunks.push(c));
    conn.on('end', () => {
      const all = Buffer.concat(chunks);
      const nl = all.indexOf(10);
      if (nl < 0) return reject(new Error('the server closed the control socket without an answer'));
      resolve({ header: JSON.parse(all.subarray(0, nl).toString('utf8')), body: all.subarray(nl + 1) });
    });
  });
}
