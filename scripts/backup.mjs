#!/usr/bin/env node
// `npm run backup [-- --data-dir DIR] [--out DIR]`: a backup of the embedded default (PGlite database,
// uploaded files, the generated secret) into OUT/twincanvas-backup-<time>/ (default OUT: ./backups).
// Consistent while the server runs: the database snapshot comes from the server itself (its control
// socket), taken between transactions; uploaded files are copied after it, so every file the snapshot
// names is there (uploads are never changed in place, only added or removed). With the server stopped
// the database folder is read directly. With DATABASE_URL (PostgreSQL) use pg_dump (docs/operations.md).
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  statSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import path from 'node:path';
import { control, dataDirOf, fail, option } from './backup-lib.mjs';

const argv = process.argv.slice(2);
if (process.env.DATABASE_URL)
  fail(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump and DATA_DIR/uploads with your file backup (docs/operations.md).',
  );
const dataDir = dataDirOf(argv);
const dbDir = path.join(dataDir, 'db');
if (!existsSync(dbDir)) fail(`No embedded database in ${dbDir} (is --data-dir / DATA_DIR right?)`);

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const out = path.resolve(option(argv, 'out', './backups'), `twincanvas-backup-${stamp}`);
if (existsSync(out)) fail(`${out} already exists`);
mkdirSync(out, { recursive: true, mode: 0o700 });
const started = Date.now();

// 1. The database: from the running server, else directly from its (then unused) folder.
let db;
let source;
const answer = await control(dataDir, 'snapshot');
if (answer) {
  if (!answer.header.ok) fail(`The running server could not take a snapshot: ${answer.header.error}`);
  if (answer.body.length !== answer.header.bytes) fail('The snapshot arrived incomplete');
  db = answer.body;
  source = 'running server';
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dbDir);
  try {
    await pglite.exec('checkpoint');
    db = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await pglite.close();
  }
  source = 'stopped server (folder read directly)';
}
writeFileSync(path.join(out, 'db.tar.gz'), db, { mode: 0o600 });

// 2. Uploaded files (after the snapshot), without uploads still in flight.
const uploads = path.join(dataDir, 'uploads');
let files = 0;
let bytes = 0;
if (existsSync(uploads)) {
  cpSync(uploads, path.join(out, 'uploads'), {
    recursive: true,
    filter: (src) => path.basename(src) !== '.tmp',
  });
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        files++;
        bytes += statSync(p).size;
      }
    }
  };
  walk(path.join(out, 'uploads'));
}

// 3. The generated secret: stored credentials are encrypted with it, tokens signed with it.
const secret = path.join(dataDir, 'secret');
if (existsSync(secret)) {
  copyFileSync(secret, path.join(out, 'secret'));
  chmodSync(path.join(out, 'secret'), 0o600);
}

const manifest = {
  format: 'twincanvas-backup/1',
  createdAt: new Date().toISOString(),
  from: dataDir,
  database: {
    kind: 'pglite',
    file: 'db.tar.gz',
    bytes: db.length,
    sha256: createHash('sha256').update(db).digest('hex'),
    source,
  },
  uploads: { files, bytes },
  secret: existsSync(secret),
};
writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  JSON.stringify({
    backup: out,
    database_bytes: db.length,
    files,
    file_bytes: bytes,
    source,
    ms: Date.now() - started,
  }),
);
