#!/usr/bin/env node
// Writes the generated sample models (docs/3d.md, "Models"):
//   node scripts/generate-sample-model.mjs                 samples/factory.glb (committed; a test checks it)
//   node scripts/generate-sample-model.mjs --large <dir>   <dir>/large-plant.glb (≥ 1 M triangles, for benches)
// The generators are TypeScript in the server package; this re-runs itself under tsx to load them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

if (!process.env.TC_GENERATE_UNDER_TSX) {
  const r = spawnSync(
    process.execPath,
    ['--conditions=@twincanvas/source', '--import', 'tsx', ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, TC_GENERATE_UNDER_TSX: '1' } },
  );
  process.exit(r.status ?? 1);
}

const gen = await import('../packages/server/src/modules/models/generate.ts');
const large = process.argv.indexOf('--large');
if (large >= 0) {
  const dir = process.argv[large + 1] ?? 'samples';
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'large-plant.glb');
  writeFileSync(file, await gen.modelBytes(gen.largeModel()));
  console.log(file);
} else {
  mkdirSync('samples', { recursive: true });
  writeFileSync('samples/factory.glb', await gen.modelBytes(gen.factoryModel()));
  console.log('samples/factory.glb');
}
