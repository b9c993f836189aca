import { expect, test, type Page } from '@playwright/test';
import { pageApi } from '../support/api';
import { openEditor, saved } from '../support/editor';
import { gizmoAxisX } from '../support/gizmo3d';
import { queryProject } from '../support/projects';
import { startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

/**
 * The scene layer as a user walks it on the official factory (docs/3d.md, "Editing on the scene layer"):
 * three placard kinds placed by clicks on the model (the simple ones in at most two draws, the Info one
 * HTML only while near), a model module placed on a workshop (it takes the clicked part), a heat map with
 * five sensors typed into its panel (five sensor markers), lock from the layer list (no gizmo, position
 * fields disabled) and hide (4.8: a placard by its first point's showOn, a heat map by its own showOn).
 * Figures come from the engine's test hook (docs/3d.md, "Test hook"); screenshots are looked at.
 */
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer();
});

test.afterAll(async () => {
  await server?.stop();
});

interface Saved3D {
  _id: string;
  name: string;
  type: string;
  showOn?: boolean;
  generalData?: { lock?: boolean };
  propertyData: { modulePath?: string; sensors?: { x: number; z: number; value: number }[] };
  pointData: {
    mainPoint: { showOn?: boolean; transData: { position: { x: number; y: number; z: number } } };
  }[];
}

/**
 * The engine of the page's test hook (window.__tc3d.last, docs/3d.md "Test hook") given to a function run
 * in the page (through a handle: the app's CSP allows no eval). The engine is loosely typed here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the engine object as the page has it
type E = any;
async function engineEval<T, A = undefined>(page: Page, fn: (e: E, a: A) => T, arg?: A): Promise<T | null> {
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

const probe = (page: Page, id: string) =>
  engineEval(
    page,
    (e, a: string) =>
      (e.layers.layerOf('sign')?.probe?.(a) ?? null) as {
        text: string;
        background: string;
        blink: boolean;
        visible: boolean;
      } | null,
    id,
  );

/** Where a world point is on the page (the editor's or viewer's camera and canvas). */
const onScreen = (page: Page, at: { x: number; y: number; z: number }) =>
  engineEval(
    page,
    (e, a: { x: number; y: number; z: number }) => {
      const p = e.camera.position.clone().set(a.x, a.y, a.z).project(e.camera);
      const b = e.canvas.getBoundingClientRect();
      return { x: b.left + ((p.x + 1) / 2) * b.width, y: b.top + ((1 - p.y) / 2) * b.height } as {
        x: number;
        y: number;
      };
    },
    at,
  );

const modelLoaded = (page: Page) =>
  expect
    .poll(() => engineEval(page, (e) => e.stats().modelMeshes as number), {
      timeout: 90_000,
      message: 'the factory model is drawn',
    })
    .toBeGreaterThan(0);

test('scene layer walk: three placard kinds, a module on the clicked part, a heat map of five sensors, lock and hide', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const context = await browser.newContext({
    ...SOFTWARE_WEBGL,
    baseURL: server.url,
    locale: 'zh-CN',
    viewport: { width: 1600, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page);
  const api = pageApi(page);
  const { projectFlag } = await api<{ projectFlag: string }>('project/case/v2/copy', {
    caseFlag: 'case-official-digital-twin-factory',
    projectName: '三维漫游',
  });
  const components = async () =>
    (
      (await queryProject<never>(page, projectFlag)).projectScenesList[0]!.projectPageList[0]! as unknown as {
        components3D: Saved3D[];
      }
    ).components3D;
  const byName = async (name: string) => (await components()).find((c) => c.name === name)!;

  await openEditor(page, projectFlag);
  await page.getByTestId('layer-3d').dispatchEvent('click');
  await expect(page.getByTestId('scene3d-stage')).toBeVisible();
  await modelLoaded(page);
  const canvas = page.getByTestId('scene3d-canvas');
  const box = (await canvas.boundingBox())!;
  const press = (testId: string) => page.getByTestId(testId).dispatchEvent('click');
  const placeAt = async (palette: string, fx: number, fy: number, name: string) => {
    await press(palette);
    await expect(page.getByTestId('placing-hint')).toBeVisible();
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    await expect(page.getByTestId(`layer3d-${name}`)).toBeVisible({ timeout: 30_000 });
  };

  // Three placard kinds: two in the one placard batch (Line, Bar), one rich (Info: HTML while near).
  await placeAt('palette3d-sign-LinePlacard', 0.45, 0.6, '引线标牌');
  await placeAt('palette3d-sign-BarPlacard', 0.55, 0.6, '柱状标牌');
  await placeAt('palette3d-sign-InfoPlacard', 0.5, 0.7, '信息标牌');
  await saved(page);
  const line = await byName('引线标牌');
  const bar = await byName('柱状标牌');
  await expect.poll(async () => (await probe(page, line._id))?.text).toBe('引线标牌');
  await expect.poll(async () => (await probe(page, bar._id))?.visible).toBe(true);
  // The Info placard is HTML only while near: one card after flying to it, none with the whole factory
  // framed from afar.
  const info = await byName('信息标牌');
  const rich = page.locator('.tc-placard-rich:visible');
  const camera = await engineEval(page, (e) => e.getCamera() as object);
  await engineEval(page, (e, a: string) => void e.flyToComponent(a), info._id);
  await expect(rich).toHaveCount(1, { timeout: 30_000 });
  // The picture once the flight has ended (the camera the same on two reads a frame apart).
  const cameraNow = async () => JSON.stringify(await engineEval(page, (e) => e.getCamera() as object));
  await expect
    .poll(async () => (await cameraNow()) === (await page.waitForTimeout(200), await cameraNow()), {
      timeout: 30_000,
      message: 'the flight to the Info placard ends',
    })
    .toBe(true);
  await shot(page, 'walk3d-info-placard-zh');
  await engineEval(page, (e) => void e.frameModel(0));
  await expect(rich).toHaveCount(0, { timeout: 30_000 });
  await engineEval(page, (e, a: object) => void e.setCamera(a), camera!);
  // The simple placards are drawn by two instanced batches whatever their number.
  expect(
    await engineEval(page, (e) => {
      let n = 0;
      e.layers.layerOf('sign').root.traverse((o: E) => void (o.isMesh && o.visible && n++));
      return n;
    }),
  ).toBeLessThanOrEqual(2);
  await shot(page, 'walk3d-placards-zh');

  // A model module placed by clicking a workshop takes that part as its module.
  const workshop = (await engineEval(
    page,
    (e) => e.nodeCenter('Factory/Workshop_B') as { x: number; y: number; z: number },
  ))!;
  const workshopAt = (await onScreen(page, workshop))!;
  await press('palette3d-modelModule');
  await page.mouse.click(workshopAt.x, workshopAt.y);
  await expect(page.getByTestId('layer3d-模型模块')).toBeVisible({ timeout: 30_000 });
  await saved(page);
  const mod = await byName('模型模块');
  expect(mod.propertyData.modulePath).toMatch(/^Factory\/Workshop_B(\/|$)/);

  // A heat map with five sensors typed into its panel; the layer draws five sensor markers.
  await placeAt('palette3d-heatMap', 0.4, 0.75, '热力图');
  const field = (id: string) =>
    page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
  const sensors = [
    [-15, -15, 10],
    [15, -15, 35],
    [0, 0, 60],
    [-15, 15, 85],
    [15, 15, 100],
  ];
  for (const [i, [x, z, v]] of sensors.entries()) {
    await press('prop3d-propertyData.sensors-add');
    for (const [key, value] of [
      ['x', x],
      ['z', z],
      ['value', v],
    ] as const) {
      const input = field(`prop3d-propertyData.sensors-${i}-${key}`);
      await input.fill(String(value));
      await input.press('Enter');
    }
  }
  await saved(page);
  const heat = await byName('热力图');
  await expect
    .poll(async () => (await byName('热力图')).propertyData.sensors?.map((s) => [s.x, s.z, s.value]))
    .toEqual(sensors);
  await expect
    .poll(() =>
      engineEval(
        page,
        (e, a: string) =>
          (e.layers.layerOf('heatMap')?.root.getObjectByName(`heat-sensors:${a}`)?.count ?? 0) as number,
        heat._id,
      ),
    )
    .toBe(5);
  await shot(page, 'walk3d-heatmap-zh');

  // Lock from the layer list: the gizmo leaves the placard and its position fields are disabled.
  const row = (name: string) => page.getByTestId(`layer3d-${name}`);
  await row('引线标牌').click();
  await expect.poll(() => gizmoAxisX(page), { timeout: 30_000 }).not.toBeNull();
  await row('引线标牌').getByTestId('layer3d-lock').click();
  await expect.poll(() => gizmoAxisX(page), { timeout: 30_000 }).toBeNull();
  await expect(field('prop3d-pos-x')).toBeDisabled();
  await saved(page);
  expect((await byName('引线标牌')).generalData?.lock).toBe(true);
  await row('引线标牌').getByTestId('layer3d-lock').click();
  await expect.poll(() => gizmoAxisX(page), { timeout: 30_000 }).not.toBeNull();

  // Hide (4.8): the placard by its first point's showOn, the heat map by its own showOn.
  await row('柱状标牌').getByTestId('layer3d-eye').click();
  await expect.poll(async () => (await probe(page, bar._id))?.visible).toBe(false);
  await row('热力图').getByTestId('layer3d-eye').click();
  await saved(page);
  expect((await byName('柱状标牌')).pointData[0]!.mainPoint.showOn).toBe(false);
  expect((await byName('热力图')).showOn).toBe(false);
  await expect
    .poll(() =>
      engineEval(
        page,
        (e, a: string) => e.layers.layerOf('heatMap')?.root.getObjectByName(`heat:${a}`)?.visible as boolean,
        heat._id,
      ),
    )
    .toBe(false);
  await row('柱状标牌').getByTestId('layer3d-eye').click();
  await row('热力图').getByTestId('layer3d-eye').click();
  await saved(page);

  await context.close();
});
