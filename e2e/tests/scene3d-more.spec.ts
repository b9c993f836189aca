import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pageApi, sessionHeaders } from '../support/api';
import { openNewProject } from '../support/editor';
import { addOps, queryProject, rect, saveOps, textNode } from '../support/projects';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { SOFTWARE_WEBGL } from '../support/webgl';
import { dialogOk } from '../support/dialogs';

test.use(SOFTWARE_WEBGL);

/**
 * More of the 3D scene in the viewer and the editor (docs/3d.md): a pick on a 3D placard switches a 2D
 * dynamic panel's page (one interaction system for both layers); frames kept slow for seconds step the
 * viewer's quality down with a notice; choosing the scene's own model again reports the duplicate scene.
 * Figures come from the engine's test hook (window.__tc3d), never pixels.
 */
test.setTimeout(420_000);
test.use({ navigationTimeout: 90_000, actionTimeout: 90_000 });

const FACTORY = readFileSync(new URL('../../samples/factory.glb', import.meta.url));
const CASE = 'case-official-digital-twin-factory';

interface Hook3D {
  last: {
    layers: {
      layerOf(
        type: string,
      ): { probe?(id: string): { screen: { fx: number; fy: number } | null } | null } | null;
    };
    stats(): { modelMeshes: number; quality: number; frameMs: number; frames: number };
  } | null;
}
const stats = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last?.stats() ?? null);
const modelLoaded = (page: Page) =>
  expect
    .poll(() => stats(page).then((s) => s?.modelMeshes ?? 0), { timeout: 90_000, message: 'model drawn' })
    .toBeGreaterThan(0);

type Page3D = {
  _id: string;
  components3D?: unknown[];
  projectTwoComponentList: unknown[];
  projectThreeComponent?: { configData?: Record<string, unknown> };
};

/** A copy of the official factory: its document, its first page and its root. */
async function factoryCopy(page: Page, name: string) {
  await signIn(page);
  const { projectFlag } = await pageApi(page)<{ projectFlag: string }>('project/case/v2/copy', {
    caseFlag: CASE,
    projectName: name,
  });
  const doc = await queryProject<never>(page, projectFlag);
  const page3D = doc.projectScenesList[0]!.projectPageList[0]! as unknown as Page3D;
  const root = doc as unknown as { _id: string; engine?: Record<string, unknown> };
  return { projectFlag, doc, page3D, root };
}

const quality = (root: { _id: string; engine?: Record<string, unknown> }, q: number) => ({
  command: 'update',
  path: `${root._id}.engine`,
  records: { oldValue: root.engine, newValue: { ...root.engine, quality: q } },
});

test('a pick on a 3D placard switches a 2D dynamic panel’s page in preview', async ({ page }) => {
  const { projectFlag, doc, page3D, root } = await factoryCopy(page, '三维切换面板');
  const placard = {
    _id: 'E3dpanelsw',
    name: '切换',
    type: 'sign',
    subType: 'CommonPlacard',
    pointData: [
      { mainPoint: { name: '切换', showOn: true, transData: { position: { x: 0, y: 12, z: 0 } } } },
    ],
    styleList: [{ id: '_default', name: '默认样式' }],
    propertyData: { text: '切换面板', dataMode: 'device' },
    showOn: true,
    conditionData: { rules: [] },
    interactionData: [],
    generalData: {},
    projectInteractionList: [
      {
        eventId: '40101',
        triggerId: 'E3dpanelsw',
        conditions: [],
        actions: { elseAction: [{ type: 'dynamicPage', target: 'G3ddynamic', step: '+' }] },
      },
    ],
  };
  const panel = {
    _id: 'G3ddynamic',
    componentType: '4901',
    componentName: 'panel',
    componentRect: rect(1300, 120, 560, 160),
    dynamicModel: {
      loop: false,
      pageList: [
        {
          _id: 'Z3ddynp01',
          pageName: 'one',
          pageOrder: 1,
          componentList: [textNode('E3ddyntx1', '面板第一页', rect(0, 0, 560, 80))],
        },
        {
          _id: 'Z3ddynp02',
          pageName: 'two',
          pageOrder: 2,
          componentList: [textNode('E3ddyntx2', '面板第二页', rect(0, 0, 560, 80))],
        },
      ],
    },
  };
  const answer = await saveOps(page, doc, [
    quality(root, 1),
    ...addOps(`${page3D._id}.components3D`, [placard], page3D.components3D?.length ?? 0),
    ...addOps(`${page3D._id}.projectTwoComponentList`, [panel], page3D.projectTwoComponentList.length),
  ]);
  expect(answer.subCode).toBe(0);

  await page.goto(`/preview/${projectFlag}`);
  await modelLoaded(page);
  const dynamic = page.getByTestId('dynamic-panel');
  await expect(dynamic).toHaveAttribute('data-page', '0');
  const screen = async () =>
    page.evaluate(
      () =>
        (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last?.layers.layerOf('sign')?.probe?.('E3dpanelsw')
          ?.screen ?? null,
    );
  await expect.poll(screen, { timeout: 30_000, message: 'the placard is on screen' }).not.toBeNull();
  const at = (await screen())!;
  const stage = page.getByTestId('viewer-3d-canvas');
  const area = (await stage.boundingBox())!;
  await stage.click({ position: { x: area.width * at.fx, y: area.height * at.fy } });
  await expect(dynamic).toHaveAttribute('data-page', '1', { timeout: 30_000 });
  await expect(page.getByText('面板第二页')).toBeVisible();
  await shot(page, 'viewer3d-pick-dynamic-panel');
});

test('sustained slow frames step the viewer’s quality down, and a notice says so', async ({ browser }) => {
  // The honest way to slow frames: the heaviest quality (shadows, bloom, the outline) on software WebGL,
  // with the page's CPU throttled (DevTools' own emulation), while a looping camera tour keeps frames
  // coming. At the ordinary pixel ratio a frame of it takes SwiftShader far longer than the 50 ms that
  // counts as slow; a ratio of 2 only made the first frame take minutes.
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const { projectFlag, doc, page3D, root } = await factoryCopy(page, '三维降级');
  const three = page3D.projectThreeComponent ?? {};
  const answer = await saveOps(page, doc, [
    quality(root, 3),
    {
      command: 'update',
      path: `${page3D._id}.projectThreeComponent`,
      records: {
        oldValue: page3D.projectThreeComponent,
        newValue: {
          ...three,
          configData: {
            ...three.configData,
            cameraViews: [
              { id: 'va', name: '东', position: { x: 70, y: 45, z: 70 }, target: { x: 0, y: 0, z: 0 } },
              { id: 'vb', name: '西', position: { x: -60, y: 35, z: -55 }, target: { x: 0, y: 0, z: 0 } },
            ],
            cameraTours: [
              {
                id: 'loop',
                name: '环绕',
                loop: true,
                stops: [
                  { viewId: 'va', duration: 4 },
                  { viewId: 'vb', duration: 4 },
                ],
              },
            ],
          },
        },
      },
    },
    ...addOps(
      `${page3D._id}.projectTwoComponentList`,
      [
        textNode('E3dlooptour', '环绕巡检', rect(760, 200, 400, 60), {
          projectInteractionList: [
            {
              eventId: '40101',
              conditions: [],
              actions: { elseAction: [{ type: 'camera3D', tourId: 'loop' }] },
            },
          ],
        }),
      ],
      page3D.projectTwoComponentList.length,
    ),
  ]);
  expect(answer.subCode).toBe(0);

  await page.goto(`/preview/${projectFlag}`);
  // The first frame at this size and quality takes long in software WebGL on a loaded machine.
  await expect
    .poll(() => stats(page).then((s) => s?.modelMeshes ?? 0), { timeout: 240_000, message: 'model drawn' })
    .toBeGreaterThan(0);
  expect((await stats(page))?.quality).toBe(3);
  // The tour starts before the throttle: a throttled page is too slow to take the click in time.
  await page.getByTestId('view-E3dlooptour').click();
  // The notice stays for a few seconds; on a throttled page one poll of the DOM can take longer than
  // that, so every notice the page shows is recorded as it appears and the test waits for the lasting
  // state (the quality level) instead of catching the notice in the act.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __notices: string[] }).__notices = seen;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="viewer-3d-notice"]');
      if (el?.textContent && !seen.includes(el.textContent)) seen.push(el.textContent);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await expect
    .poll(() => stats(page).then((s) => s?.quality ?? 3), {
      timeout: 240_000,
      message: 'quality stepped down from high after sustained slow frames',
    })
    .toBeLessThan(3);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const notices = await page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);
  expect(notices.join(' | '), 'the notice the page showed').toContain('画面较卡，已自动把画质降到');
  if (await page.getByTestId('viewer-3d-notice').isVisible()) await shot(page, 'viewer3d-quality-notice');
  await context.close();
});

test('choosing the scene’s own model again reports the duplicate scene', async ({ page }) => {
  const NAME = `重复模型${test.info().retry}`;
  await signIn(page);
  const upload = await page.request.post('/api/model/upload', {
    headers: await sessionHeaders(page),
    multipart: { file: { name: `${NAME}.glb`, mimeType: 'model/gltf-binary', buffer: FACTORY } },
  });
  expect(((await upload.json()) as { code: string }).code).toBe('0');
  await openNewProject(page, '三维重复', true);
  await page.getByRole('tab', { name: '场景' }).click();
  await page.getByTestId('scene-add-3d').click();
  await expect(page.getByTestId('scene3d-empty')).toBeVisible();
  await page.getByTestId('s3d-choose-model').click();
  await page
    .getByTestId(`s3d-model-${NAME}`)
    .getByRole('button', { name: /使\s*用/ })
    .click();
  await expect(page.getByTestId('s3d-model-menu')).toContainText(NAME, { timeout: 60_000 });
  await modelLoaded(page);

  // The model menu's change, confirmed, then the same model again: refused with the duplicate message.
  await page.getByTestId('s3d-model-menu').click();
  await page.getByRole('menuitem', { name: '更换模型' }).click();
  await dialogOk(page);
  await page
    .getByTestId(`s3d-model-${NAME}`)
    .getByRole('button', { name: /使\s*用/ })
    .click();
  await expect(page.getByText('重复添加场景：该模型已是当前场景的模型')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'editor3d-duplicate-scene');
  // Nothing changed: the scene keeps its model and its drawn meshes.
  await expect(page.getByTestId('s3d-model-menu')).toContainText(NAME);
  expect((await stats(page))?.modelMeshes).toBeGreaterThan(0);
});
