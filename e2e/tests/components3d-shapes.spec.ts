import { expect, test, type Page } from '@playwright/test';
import { pageApi } from '../support/api';
import { openEditor, saved } from '../support/editor';
import { gizmoAxisX } from '../support/gizmo3d';
import { queryProject } from '../support/projects';
import { chooseOption } from '../support/select';
import { startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

/**
 * The 3D palette's sub-kinds and the point edit of polygons and two-point components (docs/3d.md,
 * "Editing on the scene layer"), on the official factory: a polygon event area placed from the palette,
 * one corner moved with the gizmo, a corner added by a click on the model, the edit ended, and after a
 * reload the corners are in the saved document and in the area's mesh; a ligature's end moved by a click
 * on the model while its start stays; an `others` cylinder placed and switched to a sphere in the
 * property panel. Assertions read the saved document and the engine's scene graph, never pixels.
 */
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer();
});

test.afterAll(async () => {
  await server?.stop();
});

type V3 = { x: number; y: number; z: number };
type PointEntry = {
  mainPoint?: { transData: { position: V3 } };
  startPoint?: { transData: { position: V3 } };
  endPoint?: { transData: { position: V3 } };
};
type Saved = { _id: string; name: string; type: string; subType?: string; pointData: PointEntry[] };

interface Hook3D {
  last: {
    stats(): { modelMeshes: number };
    layers: { layerOf(type: string): { root?: SceneNode } | null };
  } | null;
}
interface SceneNode {
  getObjectByName(name: string): SceneNode | undefined;
  visible: boolean;
  count?: number;
  geometry?: {
    computeBoundingBox(): void;
    boundingBox: { min: V3; max: V3 } | null;
    getAttribute(name: string): {
      count: number;
      getX(i: number): number;
      getY(i: number): number;
      getZ(i: number): number;
    };
  };
}

const modelLoaded = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(
          () => (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last?.stats().modelMeshes ?? 0,
        ),
      { timeout: 90_000 },
    )
    .toBeGreaterThan(0);

/** How many point handles the layer of `type` shows (0 while none are shown). */
const handles = (page: Page, type: string) =>
  page.evaluate((t) => {
    const mesh = (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last?.layers
      .layerOf(t)
      ?.root?.getObjectByName('path-handles');
    return mesh?.visible ? (mesh.count ?? 0) : 0;
  }, type);

/** The x/z extent of an event area's mesh in the scene graph (null until the layer has drawn it). */
const areaExtent = (page: Page, id: string) =>
  page.evaluate((componentId) => {
    const mesh = (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last?.layers
      .layerOf('eventArea')
      ?.root?.getObjectByName(`area:${componentId}`);
    const g = mesh?.geometry;
    if (!g) return null;
    g.computeBoundingBox();
    const b = g.boundingBox!;
    return { minX: b.min.x, maxX: b.max.x, minZ: b.min.z, maxZ: b.max.z };
  }, id);

/** The vertices of the ligature layer's merged line draw. */
const lineVertices = (page: Page) =>
  page.evaluate(() => {
    const lines = (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last?.layers
      .layerOf('ligature')
      ?.root?.getObjectByName('ligature-lines');
    const pos = lines?.geometry?.getAttribute('position');
    if (!pos) return [];
    return Array.from({ length: pos.count }, (_, i) => ({ x: pos.getX(i), y: pos.getY(i), z: pos.getZ(i) }));
  });

const instances = (page: Page, name: string) =>
  page.evaluate((n) => {
    const mesh = (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last?.layers
      .layerOf('others')
      ?.root?.getObjectByName(n);
    return mesh?.count ?? 0;
  }, name);

const corners = (c: Saved) => c.pointData.map((e) => e.mainPoint!.transData.position);
const near = (a: V3, b: V3, eps = 0.01) =>
  Math.abs(a.x - b.x) < eps && Math.abs(a.y - b.y) < eps && Math.abs(a.z - b.z) < eps;

test('palette sub-kinds: a polygon area edited corner by corner, a ligature end moved, a cylinder placed', async ({
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
    projectName: '三维形状',
  });
  const components = async () =>
    (
      (await queryProject<never>(page, projectFlag)).projectScenesList[0]!.projectPageList[0]! as unknown as {
        components3D: Saved[];
      }
    ).components3D;
  const enterScene = async () => {
    await page.getByTestId('layer-3d').dispatchEvent('click');
    await expect(page.getByTestId('scene3d-stage')).toBeVisible();
    await modelLoaded(page);
  };
  const press = (testId: string) => page.getByTestId(testId).dispatchEvent('click');

  await openEditor(page, projectFlag);
  await enterScene();
  // Smooth quality (saved with the project, so the reload keeps it): software WebGL draws each frame faster.
  await chooseOption(page, 's3d-quality', '流畅');
  const canvas = page.getByTestId('scene3d-canvas');
  const box = (await canvas.boundingBox())!;
  const at = (fx: number, fy: number) => page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);

  // The palette lists the sub-kinds each definition declares, grouped under their kind.
  const palette = page.getByTestId('palette-3d');
  for (const id of ['eventArea-polygon', 'others-cylinder', 'others-model', 'api-BarPlacard', 'ligature'])
    await expect(palette.getByTestId(`palette3d-${id}`)).toBeVisible();
  await expect(page.getByTestId('palette3d-group-others')).toContainText('其他物体');
  await expect(page.getByTestId('palette3d-others-cylinder')).toHaveText('圆柱');
  await page.getByTestId('palette3d-group-others').scrollIntoViewIfNeeded();
  await shot(palette, 'components3d-shapes-palette');

  // A polygon event area placed where the model is clicked: four corners around the point.
  await press('palette3d-eventArea-polygon');
  await expect(page.getByTestId('placing-hint')).toContainText('多边形区域');
  await at(0.5, 0.6);
  await expect(page.getByTestId('layer3d-事件区域')).toBeVisible();
  await saved(page);
  const placed = (await components()).find((c) => c.type === 'eventArea')!;
  expect(placed.subType).toBe('polygon');
  const start = corners(placed);
  expect(start).toHaveLength(4);
  const areaId = placed._id;

  // Its corners are edited: four handles, corner 1 selected, the gizmo on it, dragged along +x.
  await expect(page.getByTestId('path-edit-start')).toHaveText(/编辑多边形顶点（4 个）/);
  await press('path-edit-start');
  await expect.poll(() => handles(page, 'eventArea')).toBe(4);
  await press('path-point-0-select');
  await expect(page.getByTestId('path-point-0')).toHaveAttribute('data-selected', 'true');
  await expect
    .poll(
      async () => {
        const anchor = (await gizmoAxisX(page))?.anchor;
        return anchor ? near(anchor, start[0]!) : false;
      },
      { timeout: 30_000, message: 'the gizmo on corner 1' },
    )
    .toBe(true);
  const g = (await gizmoAxisX(page))!;
  const dir = { x: g.tip.x - g.handle.x, y: g.tip.y - g.handle.y };
  const norm = Math.hypot(dir.x, dir.y);
  expect(norm, 'the x axis is not seen end-on').toBeGreaterThan(2);
  const step = { x: (dir.x / norm) * 80, y: (dir.y / norm) * 80 };
  await page.mouse.move(g.handle.x, g.handle.y);
  await page.mouse.down();
  await page.mouse.move(g.handle.x + step.x / 2, g.handle.y + step.y / 2, { steps: 5 });
  await page.mouse.move(g.handle.x + step.x, g.handle.y + step.y, { steps: 5 });
  await page.mouse.up();
  await saved(page);
  const area = async () => (await components()).find((c) => c._id === areaId)!;
  await expect
    .poll(async () => corners(await area())[0]!.x - start[0]!.x, {
      timeout: 30_000,
      message: 'corner 1 moved along +x',
    })
    .toBeGreaterThan(0.3);
  const afterMove = corners(await area());
  expect(afterMove).toHaveLength(4);
  expect(afterMove[0]!.z).toBeCloseTo(start[0]!.z, 3);
  expect(afterMove.slice(1)).toEqual(start.slice(1));

  // A click on the model adds a corner after the selected one; five handles, the new corner selected.
  await at(0.3, 0.75);
  await expect(page.getByTestId('path-point-1')).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('path-point-4')).toBeVisible();
  await expect.poll(() => handles(page, 'eventArea')).toBe(5);
  await shot(page, 'components3d-shapes-polygon-edit');
  await press('path-edit-end');
  await expect.poll(() => handles(page, 'eventArea')).toBe(0);
  await expect(page.getByTestId('path-edit-start')).toHaveText(/编辑多边形顶点（5 个）/);
  await saved(page);

  // Reloaded: the saved corners are the five edited ones, and the area's mesh spans them.
  await page.reload();
  await enterScene();
  const reloaded = corners(await area());
  expect(reloaded).toHaveLength(5);
  expect(near(reloaded[0]!, afterMove[0]!)).toBe(true);
  expect(reloaded.slice(2)).toEqual(start.slice(1));
  const added = reloaded[1]!;
  expect(added.x).toBeLessThan(start[0]!.x);
  await expect
    .poll(() => areaExtent(page, areaId), { timeout: 30_000, message: 'the area mesh spans its corners' })
    .not.toBeNull();
  const extent = (await areaExtent(page, areaId))!;
  const xs = reloaded.map((p) => p.x);
  expect(extent.minX).toBeCloseTo(Math.min(...xs), 2);
  expect(extent.maxX).toBeCloseTo(Math.max(...xs), 2);

  // A ligature: its end selected, then a click on the model moves the end there; the start stays.
  await press('palette3d-ligature');
  await at(0.62, 0.62);
  await expect(page.getByTestId('layer3d-连线')).toBeVisible();
  await saved(page);
  const line = async () => (await components()).find((c) => c.type === 'ligature')!;
  const before = (await line()).pointData[0]!;
  await expect(page.getByTestId('path-edit-start')).toHaveText('编辑起点和终点');
  await press('path-edit-start');
  await expect.poll(() => handles(page, 'ligature')).toBe(2);
  await expect(page.getByTestId('path-point-0-delete')).toHaveCount(0);
  await press('path-point-1-select');
  await expect(page.getByTestId('path-point-1')).toHaveAttribute('data-selected', 'true');
  await at(0.72, 0.78);
  await saved(page);
  await expect
    .poll(
      async () =>
        near((await line()).pointData[0]!.endPoint!.transData.position, before.endPoint!.transData.position),
      {
        timeout: 30_000,
        message: 'the end moved',
      },
    )
    .toBe(false);
  const moved = (await line()).pointData[0]!;
  expect(moved.startPoint!.transData.position).toEqual(before.startPoint!.transData.position);
  const end = moved.endPoint!.transData.position;
  await expect
    .poll(async () => (await lineVertices(page)).some((v) => near(v, end, 0.01)), {
      message: 'the line ends there',
    })
    .toBe(true);
  await press('path-edit-end');
  await expect.poll(() => handles(page, 'ligature')).toBe(0);

  // An `others` cylinder from the palette: its sub-kind saved, drawn in the cylinder batch; then switched
  // to a sphere in the property panel.
  await press('palette3d-others-cylinder');
  await at(0.38, 0.55);
  await expect(page.getByTestId('layer3d-物体')).toBeVisible();
  await saved(page);
  const other = async () => (await components()).find((c) => c.type === 'others')!;
  expect((await other()).subType).toBe('cylinder');
  await expect.poll(() => instances(page, 'others:cylinder')).toBe(1);
  await chooseOption(page, 'prop3d-subType', '球体');
  await saved(page);
  await expect.poll(async () => (await other()).subType, { timeout: 30_000 }).toBe('sphere');
  await expect.poll(() => instances(page, 'others:sphere')).toBe(1);
  expect(await instances(page, 'others:cylinder')).toBe(0);
  await shot(page, 'components3d-shapes-done');
  await context.close();
});
