import { expect, type Page } from '@playwright/test';

/**
 * The 3D engine of a page as specs read it: the test hook's last engine (window.__tc3d.last, docs/3d.md
 * "Test hook") given to a function run in the page through a handle (the app's CSP allows no eval).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the engine object as the page has it
export type E = any;

export async function engineEval<T, A = undefined>(
  page: Page,
  fn: (e: E, a: A) => T,
  arg?: A,
): Promise<T | null> {
  const handle = await page.evaluateHandle(
    () => (window as unknown as { __tc3d?: { last: unknown } }).__tc3d?.last ?? null,
  );
  try {
    if (await handle.evaluate((e) => e === null)) return null;
    // Playwright types the argument by its serialisable shape; ours are plain data.
    const run = handle.evaluate.bind(handle) as (f: (e: E, a: A) => T, a: A) => Promise<T>;
    return await run(fn, arg as A);
  } finally {
    await handle.dispose();
  }
}

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** Where a world point is on the page (the engine's camera and canvas). */
export const onScreen = (page: Page, at: Vec3) =>
  engineEval(
    page,
    (e, a: Vec3) => {
      const p = e.camera.position.clone().set(a.x, a.y, a.z).project(e.camera);
      const b = e.canvas.getBoundingClientRect();
      return { x: b.left + ((p.x + 1) / 2) * b.width, y: b.top + ((1 - p.y) / 2) * b.height } as {
        x: number;
        y: number;
      };
    },
    at,
  );

/** Waits until the engine of the page has drawn its model. */
export const modelLoaded = (page: Page) =>
  expect
    .poll(() => engineEval(page, (e) => e.stats().modelMeshes as number), {
      timeout: 90_000,
      message: 'the factory model is drawn',
    })
    .toBeGreaterThan(0);

export interface PlacardProbe {
  text: string;
  background: string;
  blink: boolean;
  visible: boolean;
  screen: { fx: number; fy: number } | null;
}

/** What the placard layer shows for a component (null until the layer has it). */
export const placardProbe = (page: Page, id: string) =>
  engineEval(
    page,
    (e, a: string) => (e.layers.layerOf('sign')?.probe?.(a) ?? null) as PlacardProbe | null,
    id,
  );

/** Scene draw calls and triangles of the last frame (renderer.info) and the frame count. */
export interface Drawn {
  calls: number;
  triangles: number;
  frames: number;
}

const drawnNow = (page: Page) =>
  engineEval(page, (e) => {
    const s = e.stats();
    return { calls: s.sceneCalls, triangles: s.triangles, frames: s.frames } as Drawn;
  });

/**
 * renderer.info of a frame drawn with the layers of these types shown or hidden (their roots' visibility
 * flipped for the measure, then put back): the difference between the two is what those layers draw.
 */
export async function drawnWithLayers(page: Page, types: string[], shown: boolean): Promise<Drawn> {
  const before = await engineEval(
    page,
    (e, a: { types: string[]; shown: boolean }) => {
      for (const t of a.types) {
        const root = e.layers.layerOf(t)?.root;
        if (root) root.visible = a.shown;
      }
      e.requestRender();
      return e.stats().frames as number;
    },
    { types, shown },
  );
  // Two frames later the figures are of a frame drawn with the roots as set (a frame may be under way).
  await expect
    .poll(
      async () => {
        await engineEval(page, (e) => void e.requestRender());
        return ((await drawnNow(page))?.frames ?? 0) - (before ?? 0);
      },
      { timeout: 60_000, message: 'two frames drawn' },
    )
    .toBeGreaterThanOrEqual(2);
  const drawn = (await drawnNow(page))!;
  await engineEval(
    page,
    (e, a: string[]) => {
      for (const t of a) {
        const root = e.layers.layerOf(t)?.root;
        if (root) root.visible = true;
      }
      e.requestRender();
    },
    types,
  );
  return drawn;
}
