// `npm run bench -- 3d`: 3D components in Chromium with software WebGL. Draws a stand-in model alone,
// then with 10,000 sign placards, 100 flowing pipelines, a 1,000-sensor heat map and 1,000 batch
// placards updated from rows once a second while frames are timed; prints draw calls (renderer.info),
// triangles and timings, JSON last, and exits 1 when a target fails (TARGETS below, docs/benchmarks.md).
import { chromium } from '@playwright/test';
import { build } from 'vite';
import type { Rollup } from 'vite';
import { CHROMIUM_ARGS } from './viewer-kit';
import type { Bench3DResult } from './3d/page';

async function bundle(): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['@twincanvas/source'] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: new URL('./3d/page.ts', import.meta.url).pathname,
        output: { format: 'iife', inlineDynamicImports: true },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(out) ? out : [out];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rollup.OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error('bench/3d: the page did not bundle');
  return chunk.code;
}

/** The targets of docs/3d.md's components at scale: draw calls stay flat, placards barely cost frame time. */
const TARGETS = { placardDrawCalls: 10, pipelineDrawCalls: 5, placardFrameRatio: 1.5 };

/** The targets the result misses, in words (empty when all are met). */
function missed(r: Bench3DResult): string[] {
  const out: string[] = [];
  if (r.placard_draw_calls > TARGETS.placardDrawCalls)
    out.push(
      `${r.placards} placards took ${r.placard_draw_calls} draw calls (target ≤ ${TARGETS.placardDrawCalls})`,
    );
  if (r.pipeline_draw_calls > TARGETS.pipelineDrawCalls)
    out.push(
      `${r.pipelines} same-style pipelines took ${r.pipeline_draw_calls} draw calls (target ≤ ${TARGETS.pipelineDrawCalls})`,
    );
  const ratio = r.frame_ms_placards / r.frame_ms_base;
  if (!(ratio <= TARGETS.placardFrameRatio))
    out.push(
      `a frame with the placards took ${ratio.toFixed(2)}× the model alone (target ≤ ${TARGETS.placardFrameRatio}×)`,
    );
  return out;
}

const code = await bundle();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, '--enable-unsafe-swiftshader'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('console', (m) => console.log('page:', m.text()));
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.setContent(
    '<!doctype html><html><body style="margin:0"><canvas id="c" width="1280" height="720"></canvas></body></html>',
  );
  await page.addScriptTag({ content: code });
  const r = await page.evaluate(() =>
    (window as unknown as { __bench3d: () => Promise<Bench3DResult> }).__bench3d(),
  );
  console.log(
    `model alone: ${r.base_draw_calls} draw calls, ${r.base_triangles} triangles, ${r.frame_ms_base} ms a frame`,
  );
  console.log(
    `${r.placards} placards (${r.placards_shown} shown, the rest in clusters): ${r.placard_draw_calls} draw calls, ${r.placard_triangles} triangles; with the model ${r.frame_ms_placards} ms a frame (${(r.frame_ms_placards / r.frame_ms_base).toFixed(2)}× the model alone)`,
  );
  console.log(
    `${r.pipelines} pipelines with flow: ${r.pipeline_draw_calls} draw calls, ${r.pipeline_triangles} triangles; ${r.frame_ms_pipelines} ms a frame`,
  );
  console.log(
    `heat map of ${r.heat_sensors} sensors: ${r.heat_update_ms} ms an update, ${r.heat_draw_calls} draw calls, ${r.heat_triangles} triangles; with the model ${r.frame_ms_heat} ms a frame`,
  );
  console.log(
    `${r.batch_rows} batch placards: ${r.batch_update_ms} ms an update; updated once a second (${r.batch_updates} updates, ${r.batch_frames} frames): ${r.frame_ms_batch_p50} ms a frame (median), ${r.frame_ms_batch_worst} ms the worst`,
  );
  console.log(
    JSON.stringify({
      placards: r.placards,
      placard_draw_calls: r.placard_draw_calls,
      pipelines: r.pipelines,
      pipeline_draw_calls: r.pipeline_draw_calls,
      frame_ms_base: r.frame_ms_base,
      frame_ms_placards: r.frame_ms_placards,
      heat_update_ms: r.heat_update_ms,
      batch_update_ms: r.batch_update_ms,
      heat_draw_calls: r.heat_draw_calls,
      frame_ms_heat: r.frame_ms_heat,
      frame_ms_batch_worst: r.frame_ms_batch_worst,
    }),
  );
  const failed = missed(r);
  for (const line of failed) console.error(`target missed: ${line}`);
  if (failed.length) process.exitCode = 1;
} finally {
  await browser.close();
}
