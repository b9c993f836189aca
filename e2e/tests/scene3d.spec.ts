import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addRect, openNewProject, saved } from '../support/editor';
import { publish, queryProject, type SavedScene } from '../support/projects';
import { chooseOption } from '../support/select';
import { shot } from '../support/shots';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

/**
 * The 3D scene layer in real Chromium (software WebGL): a 3D scene made in the editor, the factory model
 * put in it through the library's model picker (upload progress, then load progress), an orbit, a saved
 * view undone and redone with the keys, walk mode with W held down, all kept over a reload with the
 * scene's thumbnail; then preview and a share link drawing the model under the 2D layer, in walk mode. Assertions read the engine's figures (window.__tc3d, renderer.info), not
 * pixels.
 */
test.setTimeout(300_000);
test.use({ navigationTimeout: 60_000, actionTimeout: 30_000 });

const FACTORY = readFileSync(new URL('../../samples/factory.glb', import.meta.url));

interface Figures {
  engines: number;
  sceneCalls: number;
  triangles: number;
  frames: number;
  modelUrl: string | null;
  modelMeshes: number;
  modelTriangles: number;
  mode: 'edit' | 'viewer' | null;
  quality: number;
  yAngle: number;
  /** The camera mode (1001 orbit, 2001 walk). */
  cameraMode: number;
  /** Where the camera is and looks (a unit ahead in walk), read from the live camera. */
  pose: { position: Vec3; target: Vec3 };
  /** The floor the walker stands on and the eye height it keeps above it. */
  floorY: number;
  eyeHeight: number;
}
interface Vec3 {
  x: number;
  y: number;
  z: number;
}
/** The part of the engine's test hook (packages/web/src/engine3d/index.ts) the spec reads. */
interface Hook3D {
  engines: Set<unknown>;
  last: {
    stats(): {
      sceneCalls: number;
      triangles: number;
      frames: number;
      modelUrl: string | null;
      modelMeshes: number;
      modelTriangles: number;
      engineMode: 'edit' | 'viewer';
      quality: number;
      mode: number;
    };
    getCamera(): { orbit: { yAngle: number }; walk: { eyeHeight: number } };
    controls: { floorY: number; pose(): { position: Vec3; target: Vec3 } };
  } | null;
}
/** What the last engine on the page reports (the test hook of engine3d/index.ts). */
const figures = (page: Page) =>
  page.evaluate((): Figures => {
    const hook = (window as unknown as { __tc3d?: Hook3D }).__tc3d;
    const e = hook?.last;
    const s = e?.stats();
    return {
      engines: hook?.engines.size ?? 0,
      sceneCalls: s?.sceneCalls ?? 0,
      triangles: s?.triangles ?? 0,
      frames: s?.frames ?? 0,
      modelUrl: s?.modelUrl ?? null,
      modelMeshes: s?.modelMeshes ?? 0,
      modelTriangles: s?.modelTriangles ?? 0,
      mode: s?.engineMode ?? null,
      quality: s?.quality ?? 0,
      yAngle: e?.getCamera().orbit.yAngle ?? 0,
      cameraMode: s?.mode ?? 0,
      pose: e?.controls.pose() ?? { position: { x: 0, y: 0, z: 0 }, target: { x: 0, y: 0, z: 0 } },
      floorY: e?.controls.floorY ?? 0,
      eyeHeight: e?.getCamera().walk.eyeHeight ?? 0,
    };
  });

/** Waits until the page's engine has drawn the factory (its 2,448 triangles, instanced). */
async function expectFactoryDrawn(page: Page, what: string): Promise<Figures> {
  await expect
    .poll(() => figures(page).then((f) => f.modelMeshes > 0 && f.sceneCalls > 0 && f.frames > 0), {
      timeout: 60_000,
      message: `${what}: the model drawn`,
    })
    .toBe(true);
  const f = await figures(page);
  expect(f.modelTriangles, what).toBe(2448);
  // Instanced at upload: far fewer draw calls than the 38 meshes of the raw file.
  expect(f.sceneCalls, what).toBeLessThan(38);
  // What the frame drew (renderer.info); parts outside the view are culled, so not all of them.
  expect(f.triangles, what).toBeGreaterThan(0);
  return f;
}

/** Records every value a progress bar shows from now on (they come and go faster than a poll). */
const recordProgress = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const seen: number[] = [];
    (window as unknown as Record<string, number[]>)[`__seen_${id}`] = seen;
    const look = () => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      const v = (el?.matches('[aria-valuenow]') ? el : el?.querySelector('[aria-valuenow]'))?.getAttribute(
        'aria-valuenow',
      );
      if (v !== null && v !== undefined && seen[seen.length - 1] !== Number(v)) seen.push(Number(v));
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  }, testId);
const progressSeen = (page: Page, testId: string) =>
  page.evaluate((id) => (window as unknown as Record<string, number[]>)[`__seen_${id}`] ?? [], testId);

test('3D scene: model from the library, orbit, a saved view undone and redone, kept; preview and share draw it under 2D', async ({
  page,
  browser,
}) => {
  const NAME = `工厂场景${test.info().retry}`;
  const flag = await openNewProject(page, '三维项目');

  // A new 3D scene opens on its scene layer, empty, offering to choose a model.
  await page.getByRole('tab', { name: '场景' }).click();
  await page.getByTestId('scene-add-3d').click();
  await expect(page.getByTestId('scene3d-empty')).toBeVisible();
  // Quality is a 3D change of the project: smooth (no shadows, no post-processing) also keeps software
  // WebGL quick for the rest of the journey.
  await chooseOption(page, 's3d-quality', '流畅');
  await expect.poll(() => figures(page).then((f) => f.quality)).toBe(1);
  await page.getByTestId('s3d-choose-model').click();

  // The factory goes into the library through the picker (upload progress) and into the scene (load
  // progress: 40 % once the page is read, then the download, then done).
  await recordProgress(page, 's3d-upload-progress');
  await recordProgress(page, 'scene3d-progress');
  await page
    .getByTestId('s3d-model-file')
    .setInputFiles({ name: `${NAME}.glb`, mimeType: 'model/gltf-binary', buffer: FACTORY });
  await expect(page.getByTestId('s3d-model-menu')).toContainText(NAME, { timeout: 60_000 });
  const drawn = await expectFactoryDrawn(page, 'editor');
  expect(drawn.mode).toBe('edit');
  expect((await progressSeen(page, 's3d-upload-progress')).length, 'upload progress shown').toBeGreaterThan(
    0,
  );
  const load = await progressSeen(page, 'scene3d-progress');
  expect(load[0], 'load progress starts at 40 %').toBe(40);
  await expect(page.getByTestId('scene3d-progress')).toHaveCount(0);
  await saved(page);
  await shot(page, 'scene3d-editor-model');

  // Orbit: a drag on the canvas turns the camera around the model.
  const canvas = page.getByTestId('scene3d-canvas');
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 + 20, { steps: 8 });
  await page.mouse.up();
  await expect
    .poll(() => figures(page).then((f) => Math.round(Math.abs(f.yAngle - drawn.yAngle))), {
      message: 'the camera orbited',
    })
    .toBeGreaterThan(5);

  // A saved view is one 3D operation: Ctrl+Z takes it back, Ctrl+Y brings it again.
  const views = page.getByTestId('s3d-views-open');
  await views.click();
  await page.getByTestId('s3d-save-view').click();
  await expect(page.getByTestId('s3d-views').getByTestId(/^s3d-view-/)).toHaveCount(1);
  await expect(views).toContainText('(1)');
  await focusCanvasIn3D(page);
  await page.keyboard.press('Control+z');
  await expect(views).not.toContainText('(1)');
  await page.keyboard.press('Control+y');
  await expect(views).toContainText('(1)');
  await saved(page);

  // Walk (2001): the camera becomes a first-person walker standing where the orbit camera was; W held
  // down moves it along the way it looks, its eye never below the floor. The mode is page data (saved).
  await page.getByTestId('s3d-walk').click();
  await expect.poll(() => figures(page).then((f) => f.cameraMode), { message: 'walk mode on' }).toBe(2001);
  await expect(page.getByText('WASD')).toBeVisible();
  await focusCanvasIn3D(page);
  await walkForward(page);
  await saved(page);
  await shot(page, 'scene3d-walk');

  // The UI layer of the same page gets a 2D rectangle over the scene.
  await page.getByTestId('layer-2d').click();
  await page.getByRole('tab', { name: '图层' }).click();
  await addRect(page, 100, 100);
  await saved(page);

  // Reload: the scene, its model and the saved view are still there.
  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible({ timeout: 60_000 });
  const doc = await queryProject(page, flag);
  const scene3D = (doc.projectScenesList as (SavedScene & { scenesType?: number | string })[]).find(
    (s) => Number(s.scenesType) === 1,
  )!;
  expect(scene3D, 'the 3D scene saved').toBeTruthy();
  await page.getByRole('tab', { name: '场景' }).click();
  // The scene list shows the picture the editor took of the rendered scene when it was saved and left.
  await expect(page.getByTestId(`scene-thumb-${scene3D.scenesName}`)).toHaveAttribute(
    'src',
    /^data:image\/jpeg;base64,/,
  );
  await shot(page, 'scene3d-scene-list-thumbnail');
  await page.getByTestId(`scene-${scene3D.scenesName}`).locator('.tc-page-row').first().click();
  await page.getByTestId('layer-3d').click();
  await expect(page.getByTestId('s3d-model-menu')).toContainText(NAME);
  const reloaded = await expectFactoryDrawn(page, 'editor after reload');
  expect(reloaded.cameraMode, 'walk mode kept over the reload').toBe(2001);
  expect(reloaded.pose.position.y, 'the walker above the floor').toBeGreaterThanOrEqual(
    reloaded.floorY + reloaded.eyeHeight - 0.01,
  );
  await expect(page.getByTestId('s3d-views-open')).toContainText('(1)');

  // Preview: the model drawn by a viewer engine under the 2D rectangle; where the 2D layer has no
  // component the pointer reaches the 3D canvas.
  const query = `?scene=${scene3D._id}&page=${scene3D.projectPageList[0]!._id}`;
  await page.goto(`/preview/${flag}${query}`);
  await expectViewer(page, 'preview');
  await shot(page, 'scene3d-preview');

  // A share link, opened by someone not signed in.
  const sid = await publish(page, doc.projectId);
  const guest = await browser.newContext(SOFTWARE_WEBGL);
  const shared = await guest.newPage();
  await shared.goto(`/share/${sid}${query}`);
  await expectViewer(shared, 'share');
  await shot(shared, 'scene3d-share');
  await guest.close();
});

/** Keys go to the editor (not a field or the open popover) once the 3D canvas has the focus. */
async function focusCanvasIn3D(page: Page): Promise<void> {
  await page.getByTestId('scene3d-canvas').click({ position: { x: 40, y: 300 } });
  await expect(page.getByTestId('scene3d-canvas')).toBeFocused();
}

/**
 * Holds W until the walker has gone at least 3 units along its heading (the horizontal part of the way
 * it looks) without drifting sideways, checking on every look that the eye stays above the floor.
 */
async function walkForward(page: Page): Promise<void> {
  const start = await figures(page);
  const { position: p0, target: t0 } = start.pose;
  const len = Math.hypot(t0.x - p0.x, t0.z - p0.z);
  expect(len, 'the walker looks somewhere other than straight down').toBeGreaterThan(0.01);
  const ahead = { x: (t0.x - p0.x) / len, z: (t0.z - p0.z) / len };
  await page.keyboard.down('w');
  try {
    await expect
      .poll(
        async () => {
          const f = await figures(page);
          const p = f.pose.position;
          expect(p.y, 'the eye above the floor while walking').toBeGreaterThanOrEqual(
            f.floorY + f.eyeHeight - 0.01,
          );
          const along = (p.x - p0.x) * ahead.x + (p.z - p0.z) * ahead.z;
          const aside = Math.abs((p.x - p0.x) * ahead.z - (p.z - p0.z) * ahead.x);
          return along > 3 && aside < 0.01 * along && Math.abs(p.y - p0.y) < 0.01;
        },
        { timeout: 60_000, message: 'W moved the walker forward along its heading, at the same height' },
      )
      .toBe(true);
  } finally {
    await page.keyboard.up('w');
  }
}

async function expectViewer(page: Page, what: string): Promise<void> {
  await expect(page.getByTestId('viewer-3d-canvas')).toBeVisible({ timeout: 60_000 });
  const f = await expectFactoryDrawn(page, what);
  expect(f.mode, what).toBe('viewer');
  expect(f.engines, `${what}: one engine`).toBe(1);
  expect(f.quality, `${what}: the project's quality`).toBe(1);
  expect(f.cameraMode, `${what}: starts in the page's walk mode`).toBe(2001);
  await expect(page.getByTestId('viewer-3d-progress')).toHaveCount(0);
  // The 2D rectangle is over the 3D canvas; an empty part of the stage lets the pointer through.
  const stage = (await page.getByTestId('viewer-stage').boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('data-testid') ?? '',
    [stage.x + stage.width - 20, stage.y + stage.height - 20],
  );
  expect(hit, `${what}: the 3D canvas under an empty part of the 2D layer`).toBe('viewer-3d-canvas');
}
