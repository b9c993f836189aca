#!/usr/bin/env node
// `npm run restore -- <backup folder> [--data-dir DIR]`: puts a `npm run backup` folder back as the
// embedded default's data (database, uploads, secret). The server must be stopped. What was there is
// kept beside it (db.before-restore-<time>, ...), never deleted; an empty or new data folder is fine.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { control, dataDirOf, fail } from './backup-lib.mjs';

const argv = process.argv.slice(2);
const from = argv[0] && !argv[0].startsWith('--') ? path.resolve(argv[0]) : null;
if (!from) fail('usage: npm run restore -- <backup folder> [--data-dir DIR]');
const manifestFile = path.join(from, 'manifest.json');
if (!existsSync(manifestFile)) fail(`${from} is not a TwinCanvas backup (no manifest.json)`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
if (manifest.format !== 'twincanvas-backup/1') fail(`Unknown backup format: ${manifest.format}`);
const db = readFileSync(path.join(from, manifest.database.file));
if (createHash('sha256').update(db).digest('hex') !== manifest.database.sha256)
  fail('The backup database file does not match its manifest (damaged or altered): nothing restored');

const dataDir = dataDirOf(argv);
if (await control(dataDir, 'ping'))
  fail(`A server is running on ${dataDir}: stop it first (restoring under it would corrupt the database)`);
mkdirSync(dataDir, { recursive: true });
const started = Date.now();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const keep = (name) => {
  const p = path.join(dataDir, name);
  if (!existsSync(p)) return null;
  const aside = path.join(dataDir, `${name}.before-restore-${stamp}`);
  renameSync(p, aside);
  return aside;
};

const { PGlite } = await import('@electric-sql/pglite');
const keptDb = keep('db');
const pglite = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: new Blob([db]) });
// A query proves the restored folder opens (and runs recovery of the snapshot's WAL now, not at start).
const [{ n }] = (await pglite.query('select count(*)::int as n from projects')).rows;
await pglite.close();

const keptUploads = keep('uploads');
if (existsSync(path.join(from, 'uploads')))
  cpSync(path.join(from, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
let keptSecret = null;
if (manifest.secret) {
  keptSecret = keep('secret');
  cpSync(path.join(from, 'secret'), path.join(dataDir, 'secret'));
}
console.log(
  JSON.stringify({
    restored: dataDir,
    from,
    projects: n,
    kept: [keptDb, keptUploads, keptSecret].filter(Boolean),
    ms: Date.now() - started,
  }),
);
