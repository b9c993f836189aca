#!/usr/bin/env node
// `npm run bench -- <name>` runs bench/<name>.ts (on the packages' sources, no build needed); each prints its figures as one JSON object on its last line.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const name = process.argv[2];
const available = readdirSync('bench')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
if (!name || !existsSync(`bench/${name}.ts`)) {
  console.error(`usage: npm run bench -- <name>\navailable: ${available.join(', ') || '(none yet)'}`);
  process.exit(2);
}
const r = spawnSync(
  'npx',
  ['tsx', '--conditions=@twincanvas/source', `bench/${name}.ts`, ...process.argv.slice(3)],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
