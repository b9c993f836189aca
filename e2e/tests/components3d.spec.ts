import { expect, test, type Page } from '@playwright/test';
import { pageApi } from '../support/api';
import { openEditor, saved } from '../support/editor';
import { addOps, publish, queryProject, rect, saveOps, textNode } from '../support/projects';
import { gizmoAxisX } from '../support/gizmo3d';
import { chooseOption } from '../support/select';
import { startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { sendJson, startUpstream, type Upstream } from '../support/upstream';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

/**
 * 3D components on the official digital-twin factory (docs/3d.md, "3D components"): a placard placed by
 * clicking the model in the scene layer, renamed, bound through the data tab to an HTTP source on
 * loopback with a rule (value > 80 → red, blinking); the preview shows the value and follows the source
 * when its row changes, and clicking the placard runs its interaction (shows a hidden 2D panel); a share
 * link gets the placard's rows through the share's signed data route. A heat map takes a ramp of the
 * heat theme library ("Use"), whose delete then warns who uses it; a placard moves with the gizmo's x
 * handle and one undo puts it back. Figures come from the engine's test hook (scene graph, draw calls, the
 * placard layer's probe, the gizmo's handles), never pixels.
 */
let server: RunningServer;
let upstream: Upstream;
let temp = 42;

test.beforeAll(async () => {
  upstream = await startUpstream((_req, res) => sendJson(res, [{ tag: 'Tank 1', temp }]));
  server = await startServer({ DATA_ALLOW_HOSTS: '127.0.0.1/32' });
});

test.afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

/** The engine's test hook as this spec reads it (window.__tc3d, docs/3d.md "Test hook"). */
interface Hook3D {
  last: {
    layers: { layerOf(type: string): { probe?(id: string): unknown } | null };
    stats(): { modelMeshes: number; layers: string[] };
  } | null;
}

interface Probe {
  text: string;
  background: string;
  blink: boolean;
  visible: boolean;
  screen: { fx: number; fy: number } | null;
}

/** What the placard layer of the last engine shows for a component (null until the layer has it). */
const probe = (page: Page, id: string) =>
  page.evaluate((componentId) => {
    const last = (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last;
    return (last?.layers.layerOf('sign')?.probe?.(componentId) ?? null) as Probe | null;
  }, id);

const modelLoaded = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(
          () => (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last?.stats().modelMeshes ?? 0,
        ),
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);

test('place a placard on the factory, bind it to a source with a rule; editor, preview and share follow the source', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  temp = 42; // a retry starts from the first row again
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
    projectName: '三维组件',
  });
  await api('remote/source/saveOrUpdate', {
    name: 'e2e-tanks',
    type: 'api',
    config: { url: `${upstream.url}/tanks` },
  });

  // The scene layer: the factory loads; a Common placard is placed where the model is clicked.
  await openEditor(page, projectFlag);
  // The page path's layer switch sits under the canvas viewport's box: a dispatched click reaches it.
  await page.getByTestId('layer-3d').dispatchEvent('click');
  await expect(page.getByTestId('scene3d-stage')).toBeVisible();
  await modelLoaded(page);
  await page.getByTestId('palette3d-sign-CommonPlacard').click();
  await expect(page.getByTestId('placing-hint')).toBeVisible();
  const canvas = page.getByTestId('scene3d-canvas');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width / 2, y: box.height * 0.6 } });
  await expect(page.getByTestId('layer3d-普通标牌')).toBeVisible();
  await expect(page.getByTestId('placing-hint')).toHaveCount(0);

  // Renamed in the layer list; the placard is selected (property panel of its kind).
  await page.getByTestId('layer3d-普通标牌').dblclick();
  await page.getByTestId('layer3d-rename').fill('一号罐温度');
  await page.getByTestId('layer3d-rename').press('Enter');
  await expect(page.getByTestId('layer3d-一号罐温度')).toBeVisible();
  await page.getByTestId('layer3d-一号罐温度').click();
  await expect(page.getByTestId('property-panel-3d')).toBeVisible();
  await saved(page);
  const doc = await queryProject<never>(page, projectFlag);
  const page3D = doc.projectScenesList[0]!.projectPageList[0]! as unknown as {
    _id: string;
    components3D: {
      _id: string;
      name: string;
      type: string;
      pointData: unknown[];
      projectInteractionList?: unknown;
    }[];
  };
  const placard = page3D.components3D.find((c) => c.name === '一号罐温度')!;
  expect(placard.type).toBe('sign');
  const id = placard._id;
  await expect.poll(async () => (await probe(page, id))?.text).toBe('普通标牌');
  // The placard layer (one batch for every simple placard of the page) is loaded.
  expect(
    await page.evaluate(() => (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last?.stats().layers),
  ).toContain('sign');

  // A pipeline's points (docs/3d.md, "Editing on the scene layer"): a click on the model adds one after
  // the selected point, a point is deleted, the last two points stay, and ending the edit (the
  // engine's EndPipelineEdit) takes the handles away. Its flow is switched off first and it is deleted
  // at the end: software WebGL drawing a flow every frame would slow every later step. Panel buttons
  // take dispatched clicks (no waiting for still frames).
  const handles = () =>
    page.evaluate(() => {
      const last = (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last;
      // The layer's root is a three.js group; the handles are its instanced mesh named path-handles.
      const layer = last?.layers.layerOf('pipeline') as {
        root?: { getObjectByName(name: string): { visible: boolean; count?: number } | undefined };
      } | null;
      const mesh = layer?.root?.getObjectByName('path-handles');
      return mesh?.visible ? (mesh.count ?? 0) : 0;
    });
  const press = (testId: string) => page.getByTestId(testId).dispatchEvent('click');
  await press('palette3d-pipeline');
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.75);
  await expect(page.getByTestId('layer3d-管线')).toBeVisible();
  await press('prop3d-propertyData.flowOn');
  await press('path-edit-start');
  await expect.poll(handles).toBe(2);
  await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.75);
  await expect(page.getByTestId('path-point-2')).toHaveAttribute('data-selected', 'true');
  await expect.poll(handles).toBe(3);
  await press('path-point-0-delete');
  await expect(page.getByTestId('path-point-2')).toHaveCount(0);
  await press('path-point-0-delete');
  await expect(page.getByText('路径至少需要两个点，这个点不能删除')).toBeVisible();
  await press('path-edit-end');
  await expect.poll(handles).toBe(0);
  await expect(page.getByTestId('path-edit-start')).toBeVisible();
  await press('c3d-delete');
  await expect(page.getByTestId('layer3d-管线')).toHaveCount(0);
  await page.getByTestId('layer3d-一号罐温度').click();

  // The data tab binds the selected 3D component like a 2D one (kind and source written to it).
  await page.getByTestId('tab-data').click();
  await expect(page.getByTestId('data-panel')).toBeVisible();
  await chooseOption(page, 'data-kind', '数据源');
  await chooseOption(page, 'data-source-select', 'e2e-tanks');
  await saved(page);
  const bound = await queryProject<never>(page, projectFlag);
  const written = (
    bound.projectScenesList[0]!.projectPageList[0]! as unknown as {
      components3D: { _id: string; requestSource?: { type?: string; sourceId?: string } }[];
    }
  ).components3D.find((c) => c._id === id)!.requestSource;
  expect(written?.type).toBe('api');
  expect(written?.sourceId).toBeTruthy();

  // Mapping and refresh and a rule, saved as operations on the placard: value > 80 → red and blinking.
  const now = await queryProject<never>(page, projectFlag);
  const opts = [
    {
      command: 'update',
      path: `${id}.requestSource`,
      records: {
        oldValue: written,
        newValue: { ...written, effect: { name: 'tag', value: 'temp' }, enable: true, interval: 1 },
      },
    },
    // Clicking the placard shows a hidden 2D panel (the same interaction runner as 2D components).
    ...addOps(`${page3D._id}.projectTwoComponentList`, [
      textNode('Eclicked01', '已点击', rect(760, 120, 400, 60), { initStatus: false }),
    ]),
    {
      command: 'update',
      path: `${id}.projectInteractionList`,
      records: {
        oldValue: placard.projectInteractionList,
        newValue: [
          {
            eventId: '40101',
            triggerId: id,
            conditions: [],
            actions: { elseAction: [{ type: 'visibility', mode: 'show', targets: ['Eclicked01'] }] },
          },
        ],
      },
    },
    {
      command: 'update',
      path: `${id}.conditionData`,
      records: {
        oldValue: { rules: [] },
        newValue: {
          rules: [
            {
              id: 'hot',
              field: 'value',
              match: { kind: 'range', min: 80, minExclusive: true },
              effect: { color: '#ff0000', blink: true },
            },
          ],
        },
      },
    },
  ];
  const answer = await saveOps(page, { projectId: now.projectId, revision: now.revision }, opts);
  expect(answer.subCode).toBe(0);

  // Preview: the same source feeds the placard; the row changes → the rule turns it red and blinking.
  await page.close();
  const viewer = await context.newPage();
  await viewer.goto(`/preview/${projectFlag}`);
  await modelLoaded(viewer);
  await expect.poll(async () => (await probe(viewer, id))?.text, { timeout: 20_000 }).toBe('Tank 1 42');
  temp = 95;
  await expect.poll(async () => (await probe(viewer, id))?.text, { timeout: 20_000 }).toBe('Tank 1 95');
  const hot = (await probe(viewer, id))!;
  expect(hot.background).toBe('#ff0000');
  expect(hot.blink).toBe(true);
  await shot(viewer, 'components3d-preview');

  // A click on the placard's card (where the layer reports it) runs its 40101 interaction.
  const panel = viewer.getByTestId('view-Eclicked01');
  await expect(panel).toHaveAttribute('data-visible', 'false');
  const stage = viewer.getByTestId('viewer-3d-canvas');
  const area = (await stage.boundingBox())!;
  const at = hot.screen!;
  await stage.click({ position: { x: area.width * at.fx, y: area.height * at.fy } });
  await expect(panel).toHaveAttribute('data-visible', 'true');

  // A share link opened by someone not signed in: the placard's rows come through the share's signed
  // data route (the server runs the request stored for that component), and the rule applies there too.
  const sid = await publish(viewer, now.projectId);
  const guest = await browser.newContext({ ...SOFTWARE_WEBGL, baseURL: server.url, locale: 'zh-CN' });
  const shared = await guest.newPage();
  const shareData: string[] = [];
  shared.on('request', (r) => {
    if (r.url().includes(`/api/project/share/v2/${sid}/data`)) shareData.push(r.postData() ?? '');
  });
  await shared.goto(`/share/${sid}`);
  await modelLoaded(shared);
  await expect.poll(async () => (await probe(shared, id))?.text, { timeout: 30_000 }).toBe('Tank 1 95');
  expect((await probe(shared, id))!.background).toBe('#ff0000');
  expect(
    shareData.some((body) => body.includes(id)),
    'the share asked for the placard by its id',
  ).toBe(true);
  await guest.close();

  await context.close();
});

test('heat theme "Use" gives the selected heat map the library ramp; deleting it warns who uses it; a placard moved with the gizmo, undone', async ({
  browser,
}) => {
  test.setTimeout(360_000);
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
    projectName: '热力与移动',
  });
  const ramp = { colors: ['#102030', '#30c0a0', '#f0e020', '#e02010'], stops: [0, 0.3, 0.7, 1] };
  const theme = await api<{ id: string }>('heat-theme/add', { name: '夜班热力', body: ramp });

  await openEditor(page, projectFlag);
  await page.getByTestId('layer-3d').dispatchEvent('click');
  await expect(page.getByTestId('scene3d-stage')).toBeVisible();
  await modelLoaded(page);
  const canvas = page.getByTestId('scene3d-canvas');
  const box = (await canvas.boundingBox())!;
  type Saved = {
    _id: string;
    name: string;
    type: string;
    propertyData: { theme?: unknown };
    pointData: { mainPoint: { transData: { position: { x: number; y: number; z: number } } } }[];
  };
  const components = async () =>
    (
      (await queryProject<never>(page, projectFlag)).projectScenesList[0]!.projectPageList[0]! as unknown as {
        components3D: Saved[];
      }
    ).components3D;

  // A heat map placed on the model; the theme field's library; "Use" on the group ramp.
  await page.getByTestId('palette3d-heatMap').dispatchEvent('click');
  await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.7);
  await expect(page.getByTestId('layer3d-热力图')).toBeVisible();
  await expect(page.getByTestId('property-panel-3d')).toBeVisible();
  await page.getByTestId('prop3d-propertyData.theme-library').dispatchEvent('click');
  const library = page.getByTestId('heat-library');
  await expect(library).toBeVisible();
  const item = library.locator('[data-testid="heat-item"][data-name="夜班热力"]');
  await expect(item.getByTestId('heat-used-by')).toHaveCount(0);
  await item.getByTestId('heat-use').click();
  await expect(library).toHaveCount(0);
  await saved(page);
  await expect
    .poll(async () => (await components()).find((c) => c.type === 'heatMap')?.propertyData.theme, {
      timeout: 30_000,
      message: 'the saved heat map holds the library ramp',
    })
    .toEqual({ id: theme.id, name: '夜班热力', ...ramp });

  // Deleting the ramp now says who uses it and asks first; the heat map keeps its copy.
  await page.getByTestId('prop3d-propertyData.theme-library').dispatchEvent('click');
  await expect(item.getByTestId('heat-used-by')).toHaveText(/1 个项目中的 1 个热力图在用/);
  await item.getByTestId('heat-delete').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('正被 1 个项目中的 1 个热力图使用');
  await expect(confirm).toContainText('保留已复制的颜色');
  await shot(page, 'components3d-heat-theme-delete-in-use');
  await confirm.locator('.ant-btn-dangerous').click();
  await expect(page.getByTestId('heat-empty')).toBeVisible();
  expect((await components()).find((c) => c.type === 'heatMap')?.propertyData.theme).toEqual({
    id: theme.id,
    name: '夜班热力',
    ...ramp,
  });
  // Closed by its button: the deleted row held the focus, so an Escape would reach the page, not the dialog.
  await page.getByRole('dialog', { name: '热力主题库' }).getByRole('button', { name: '关闭' }).click();
  await expect(library).toHaveCount(0);

  // A placard moved along x with the gizmo's x handle (dragged in the canvas); one undo puts it back.
  await page.getByTestId('palette3d-sign-CommonPlacard').dispatchEvent('click');
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.6);
  await expect(page.getByTestId('layer3d-普通标牌')).toBeVisible();
  await saved(page);
  const placard = (await components()).find((c) => c.type === 'sign')!;
  const start = placard.pointData[0]!.mainPoint.transData.position;
  await expect
    .poll(() => gizmoAxisX(page), { timeout: 30_000, message: 'the gizmo on the placard' })
    .not.toBeNull();
  const g = (await gizmoAxisX(page))!;
  expect(g.anchor.x).toBeCloseTo(start.x, 3);
  const dir = { x: g.tip.x - g.handle.x, y: g.tip.y - g.handle.y };
  const norm = Math.hypot(dir.x, dir.y);
  expect(norm, 'the x axis is not seen end-on').toBeGreaterThan(2);
  const step = { x: (dir.x / norm) * 120, y: (dir.y / norm) * 120 };
  await page.mouse.move(g.handle.x, g.handle.y);
  await page.mouse.down();
  await page.mouse.move(g.handle.x + step.x / 2, g.handle.y + step.y / 2, { steps: 5 });
  await page.mouse.move(g.handle.x + step.x, g.handle.y + step.y, { steps: 5 });
  await page.mouse.up();
  await saved(page);
  const position = async () =>
    (await components()).find((c) => c._id === placard._id)!.pointData[0]!.mainPoint.transData.position;
  await expect
    .poll(async () => (await position()).x - start.x, { timeout: 30_000, message: 'moved along +x' })
    .toBeGreaterThan(0.5);
  const moved = await position();
  expect(moved.y).toBeCloseTo(start.y, 3);
  expect(moved.z).toBeCloseTo(start.z, 3);
  await shot(page, 'components3d-gizmo-moved');

  await canvas.focus();
  await page.keyboard.press('Control+z');
  await saved(page);
  await expect
    .poll(async () => (await position()).x, { timeout: 30_000, message: 'the undo puts it back' })
    .toBeCloseTo(start.x, 3);
  await context.close();
});
