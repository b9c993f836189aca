// The large-model part of bench/3d-scene.ts: a generated plant (largeModel(): by default 2,048 repeated
// equipment meshes, 1,048,576 triangles) uploaded through the server's model upload, which keeps the
// original and makes the optimised copy (prepareModel: dedup, GPU instancing, meshopt). Each file is then
// drawn by the viewer's own engine on a fresh share page (same browser, same run): the first frame with it
// (from the start of its download: download, parse, GPU upload, draw), draw calls (renderer.info) and
// frame times.
import type { Browser, Page } from '@playwright/test';
import type { CameraState } from '../../packages/web/src/engine3d/camera';
import type { EngineStats } from '../../packages/web/src/engine3d/engineTypes';
import { largeModel, modelBytes } from '../../packages/server/src/modules/models/generate';
import type { Kit } from '../viewer-kit';

/** What this part uses of the engine behind the test hook (engine3d/index.ts). */
interface LargeEngine {
  stats(): EngineStats;
  getCamera(): CameraState;
  setCamera(state: CameraState): void;
  setQuality(q: number): number;
  set3DComponent(list: unknown[]): unknown;
  loadModel(url: string | null): Promise<unknown>;
  controls: { update(dt: number): boolean };
  renderer: { gl: { getContext(): WebGLRenderingContext }; render(dt: number): void };
}
type Hooked = Window & { __tc3d?: { last: LargeEngine | null } };

export interface LargeDraw {
  first_frame_ms: number;
  draw_calls: number;
  triangles: number;
  frames_ms: number[];
}

export interface LargeResult {
  triangles: number;
  meshes: number;
  raw_bytes: number;
  optimised_bytes: number;
  /** The sample (factory) as the case ships it: from its download's start to its first frame. */
  sample_first_frame_ms: number;
  /** The plain sample's frames (the factory alone, quality 1, the same camera), timed like the large model's. */
  sample_frames_ms: number[];
  raw: LargeDraw;
  optimised: LargeDraw;
}

interface Uploaded {
  resource: { body: { model: { originalUrl: string; optimisedUrl: string } } };
  report: { before: { triangles: number; meshes: number; bytes: number }; after: { bytes: number } };
}

/** Uploads the generated plant as an exporter would hand it over (one mesh per copy). */
async function upload(kit: Kit, copies: number): Promise<Uploaded> {
  const bytes = await modelBytes(largeModel({ copies }));
  const form = new FormData();
  form.append('name', `bench-large-${copies}`);
  // A copy on a plain ArrayBuffer (what Blob accepts; the writer's buffer type is the wider one).
  const file = new Blob([new Uint8Array(bytes)], { type: 'model/gltf-binary' });
  form.append('file', file, 'large.glb');
  // The server prepares the model inside the request: minutes on a busy machine.
  const res = await fetch(`${kit.server.url}/api/model/upload`, {
    method: 'POST',
    headers: kit.headers,
    body: form,
    signal: AbortSignal.timeout(1_800_000),
  });
  const env = (await res.json()) as { code: string; msg: string; data: Uploaded };
  if (String(env.code) !== '0') throw new Error(`bench/3d-scene: large upload refused: ${env.msg}`);
  return env.data;
}

/** Waits for the page's engine to have drawn a model (the `url` one when given). */
async function drawn(page: Page, url: string | null): Promise<void> {
  await page.waitForFunction(
    (u) => {
      const s = (window as Hooked).__tc3d?.last?.stats();
      return Boolean(s && s.modelUrl && (!u || s.modelUrl === u) && s.firstModelFrameMs > 0);
    },
    url,
    { timeout: 1_200_000, polling: 500 },
  );
}

/**
 * Times `n` frames the engine draws in the page, each waited for to the end (readPixels makes SwiftShader
 * finish it), the camera turning a little each frame so every frame draws anew. Runs in the page.
 */
function frameTimes(n: number): number[] {
  const engine = (window as Hooked).__tc3d!.last!;
  const gl = engine.renderer.gl.getContext();
  const pixel = new Uint8Array(4);
  const times: number[] = [];
  const camera = engine.getCamera();
  for (let i = 0; i < n + 2; i++) {
    engine.setCamera({ ...camera, orbit: { ...camera.orbit, yAngle: camera.orbit.yAngle + i / 4 } });
    const t0 = performance.now();
    engine.controls.update(1 / 60);
    engine.renderer.render(1 / 60);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    if (i >= 2) times.push(performance.now() - t0);
  }
  return times;
}

/**
 * On a fresh share page of the factory case (the factory drawn first, as a user would have it open):
 * quality 1 (no shadow pass to double the calls, no post-processing), no 3D components, the camera
 * over the whole plant, then the model at `url` loaded by the engine and measured.
 */
async function drawOn(
  browser: Browser,
  shareUrl: string,
  url: string,
  frames: number,
): Promise<LargeDraw & { sample: number; sample_frames_ms: number[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  try {
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(shareUrl);
    await drawn(page, null);
    const sample = await page.evaluate(() => (window as Hooked).__tc3d!.last!.stats().firstModelFrameMs);
    await page.evaluate(() => {
      const engine = (window as Hooked).__tc3d!.last!;
      void engine.set3DComponent([]);
      engine.setQuality(1);
      const camera = engine.getCamera();
      engine.setCamera({
        ...camera,
        mode: 1001,
        orbit: {
          ...camera.orbit,
          target: { x: 0, y: 0, z: 20 },
          distance: 330,
          xAngle: 45,
          yAngle: 20,
          disClamp: [20, 1000],
        },
      });
    });
    // The plain sample (the factory alone, at the same quality and camera rule) timed first.
    const sampleFrames = await page.evaluate(frameTimes, frames);
    await page.evaluate((u) => {
      const engine = (window as Hooked).__tc3d!.last!;
      void engine.loadModel(u);
    }, url);
    await drawn(page, url);
    const first = await page.evaluate(() => (window as Hooked).__tc3d!.last!.stats());
    const r = {
      first_frame_ms: first.firstModelFrameMs,
      draw_calls: first.sceneCalls,
      triangles: first.triangles,
      frames_ms: await page.evaluate(frameTimes, frames),
    };
    return { ...r, sample, sample_frames_ms: sampleFrames };
  } finally {
    await page.close();
  }
}

/** Uploads the plant, then draws its original and its optimised copy, one fresh page each. */
export async function measureLarge(
  kit: Kit,
  browser: Browser,
  shareUrl: string,
  copies: number,
  frames: number,
): Promise<LargeResult> {
  const t0 = performance.now();
  const up = await upload(kit, copies);
  console.log(
    `large model: ${up.report.before.triangles} triangles in ${up.report.before.meshes} meshes, ${up.report.before.bytes} bytes; uploaded and prepared in ${Math.round(performance.now() - t0)} ms (optimised ${up.report.after.bytes} bytes)`,
  );
  const { originalUrl, optimisedUrl } = up.resource.body.model;
  const raw = await drawOn(browser, shareUrl, originalUrl, frames);
  const optimised = await drawOn(browser, shareUrl, optimisedUrl, frames);
  return {
    triangles: up.report.before.triangles,
    meshes: up.report.before.meshes,
    raw_bytes: up.report.before.bytes,
    optimised_bytes: up.report.after.bytes,
    sample_first_frame_ms: Math.min(raw.sample, optimised.sample),
    // Both pages time the plain sample before loading the large model: one list of its frames.
    sample_frames_ms: [...raw.sample_frames_ms, ...optimised.sample_frames_ms],
    raw,
    optimised,
  };
}
