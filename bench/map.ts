// Maps: time to first frame and frames per second for 1,000,000 points in a scatter layer and in a heat
// layer, and for 10,000 clustered markers, in headless Chromium (software WebGL), each beside a bare
// deck.gl page drawing the same data with the same layer in the same run.
// npm run bench -- map [points]   → last line
// {"points","fps","fps_bare","first_frame_ms","first_frame_ms_bare","cluster_markers","cluster_fps"}
// (fps/first_frame_ms: the scatter layer; heat_* the heat layer.) The first frame on both sides is the
// first frame whose pixels show the data (map-pages/data.ts showsData); first_idle_ms is the host's
// MapLibre first 'idle' for the scatter layer (base map settled too), the measure of earlier runs.
// MAP_BASE_VARIANTS=1 adds heat_fps_no_land and heat_fps_no_base (the host without its land or sea fill,
// or with no base layers): what the offline base map costs a frame; and heat_fps_coast with
// heat_fps_coast_bare, both pages at a coast where about half the view is sea (the base fills the sea
// from province zooms on, so inland views have no fill in view at all).
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import type { Report } from './map-pages/data';
import { CHROMIUM_ARGS } from './viewer-kit';

const POINTS = Number(process.argv[2] ?? 1_000_000);
const CLUSTERED = 10_000;
const SPIN_SECONDS = 6;

const out = mkdtempSync(join(tmpdir(), 'tc-map-bench-'));
await build({
  configFile: false,
  root: new URL('./map-pages/', import.meta.url).pathname,
  base: './',
  logLevel: 'warn',
  build: {
    outDir: out,
    emptyOutDir: true,
    rollupOptions: { input: { page: 'page.html' } },
    chunkSizeWarningLimit: 5000,
  },
});

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
  const file = join(out, path);
  if (!file.startsWith(out) || !existsSync(file) || !statSync(file).isFile())
    return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, '--enable-unsafe-swiftshader'],
});

interface Run {
  firstFrameMs: number;
  fps: number;
  /** The host's MapLibre first 'idle' (base map settled), when it came within the run. */
  idleMs: number | null;
}

async function run(page: string, kind: string, count: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  tab.on('pageerror', (e) => console.error(`${page}/${kind}: ${e.message}`));
  // The page builds its points before 'load': wait for the figures, not for the load event.
  await tab.goto(`${origin}/page.html?page=${page}&kind=${kind}&count=${count}`, { waitUntil: 'commit' });
  await tab.waitForFunction(() => window.__report !== undefined, undefined, {
    timeout: 600_000,
    polling: 200,
  });
  const report: Report = await tab.evaluate((s) => window.__spin!(s), SPIN_SECONDS);
  const idleMs = await tab.evaluate(() => window.__idleMs ?? null);
  await context.close();
  const result = {
    firstFrameMs: Math.round(report.firstFrameMs),
    fps: Math.round((report.frames / report.seconds) * 10) / 10,
    idleMs: idleMs === null ? null : Math.round(idleMs),
  };
  console.error(
    `${page} ${kind} ${count}: first frame ${result.firstFrameMs} ms, ${result.fps} fps` +
      (result.idleMs === null ? '' : `, first idle ${result.idleMs} ms`),
  );
  return result;
}

try {
  // Host and bare alternate so a busy moment of the machine does not fall on one side only.
  const scatter = await run('host', 'scatter', POINTS);
  const scatterBare = await run('bare', 'scatter', POINTS);
  const heatBare = await run('bare', 'heat', POINTS);
  const heat = await run('host', 'heat', POINTS);
  const cluster = await run('host', 'cluster', CLUSTERED);
  // MAP_BASE_VARIANTS=1: what the offline base costs, the heat layer again without its land fill and with
  // no base layers at all (host.ts ?base=lines|none).
  const variants = process.env.MAP_BASE_VARIANTS
    ? {
        heat_fps_no_land: (await run('host&base=lines', 'heat', POINTS)).fps,
        heat_fps_no_base: (await run('host&base=none', 'heat', POINTS)).fps,
        heat_fps_coast_bare: (await run('bare&at=coast', 'heat', POINTS)).fps,
        heat_fps_coast: (await run('host&at=coast', 'heat', POINTS)).fps,
      }
    : {};
  console.log(
    JSON.stringify({
      points: POINTS,
      fps: scatter.fps,
      fps_bare: scatterBare.fps,
      first_frame_ms: scatter.firstFrameMs,
      first_frame_ms_bare: scatterBare.firstFrameMs,
      heat_fps: heat.fps,
      heat_fps_bare: heatBare.fps,
      heat_first_frame_ms: heat.firstFrameMs,
      heat_first_frame_ms_bare: heatBare.firstFrameMs,
      first_idle_ms: scatter.idleMs,
      heat_fps_ratio: heatBare.fps > 0 ? Math.round((heat.fps / heatBare.fps) * 100) / 100 : null,
      fps_ratio: scatterBare.fps > 0 ? Math.round((scatter.fps / scatterBare.fps) * 100) / 100 : null,
      first_frame_ratio:
        scatterBare.firstFrameMs > 0
          ? Math.round((scatter.firstFrameMs / scatterBare.firstFrameMs) * 100) / 100
          : null,
      cluster_markers: CLUSTERED,
      cluster_fps: cluster.fps,
      ...variants,
    }),
  );
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}
