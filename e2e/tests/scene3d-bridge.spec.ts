import { expect, test, type Page } from '@playwright/test';
import { pageApi } from '../support/api';
import { openEditor } from '../support/editor';
import { queryProject } from '../support/projects';
import { signIn } from '../support/session';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

/**
 * The engine's bridge (docs/3d.md, "Bridge") driven call by call on the engine the editor's scene layer
 * made for the official factory (window.__tc3d.last), each call checked on the three.js scene graph it
 * changes: the placard and pipeline layers' objects, the model's materials, the outline's objects, the
 * renderer's clipping planes and the section helper. Software WebGL draws it; nothing is mocked.
 */
test.setTimeout(360_000);
test.use({ navigationTimeout: 90_000, actionTimeout: 90_000 });

const CASE = 'case-official-digital-twin-factory';

/** What the spec reads of the scene graph after each call. */
interface Graph {
  modelMeshes: number;
  layers: string[];
  placards: number;
  signText: Record<string, string | null>;
  pipelineMeshes: number;
  handles: number;
  outlined: number;
  styledMeshes: number;
  red: number;
  wireframe: number;
  clipping: number;
  helper: boolean;
  sky: string;
}

const graph = (page: Page) =>
  page.evaluate((): Graph => {
    type Obj = {
      name: string;
      visible: boolean;
      count?: number;
      isMesh?: boolean;
      material?: { color?: { getHexString(): string }; wireframe?: boolean };
      traverse(f: (o: Obj) => void): void;
      getObjectByName(n: string): Obj | undefined;
    };
    const e = (
      window as unknown as {
        __tc3d?: {
          last: {
            scene: Obj;
            layers: { root: Obj; layerOf(t: string): { probe?(id: string): { text: string } | null } | null };
            // The outline's objects are the renderer's own list (the figure the outline pass draws).
            renderer: { outlined: unknown[] };
            stats(): {
              modelMeshes: number;
              layers: string[];
              styledMeshes: number;
              clippingPlanes: number;
              sky: string;
            };
          } | null;
        };
      }
    ).__tc3d?.last;
    // Before the scene layer made its engine: nothing drawn yet (the first poll waits for the model).
    if (!e) return { modelMeshes: 0 } as Graph;
    const s = e.stats();
    const sign = e.layers.layerOf('sign');
    const pipe = e.layers.root.getObjectByName('layer:pipeline') ?? null;
    let pipelineMeshes = 0;
    pipe?.traverse((o) => {
      if (o.isMesh && o.visible && o.name !== 'path-handles') pipelineMeshes++;
    });
    const handles = pipe?.getObjectByName('path-handles');
    let red = 0;
    let wireframe = 0;
    const ofLayers = new Set<Obj>();
    e.layers.root.traverse((o) => ofLayers.add(o));
    e.scene.traverse((o) => {
      if (!o.isMesh || !o.material || ofLayers.has(o)) return;
      if (o.material.color?.getHexString() === 'ff3b3b') red++;
      if (o.material.wireframe) wireframe++;
    });
    return {
      modelMeshes: s.modelMeshes,
      layers: s.layers,
      placards: e.scene.getObjectByName('placard-cards')?.count ?? 0,
      signText: Object.fromEntries(
        ['E3dbridgeA', 'E3dbridgeB'].map((id) => [id, sign?.probe?.(id)?.text ?? null]),
      ),
      pipelineMeshes,
      handles: handles?.visible ? (handles.count ?? 0) : 0,
      outlined: e.renderer.outlined.length,
      styledMeshes: s.styledMeshes,
      red,
      wireframe,
      clipping: s.clippingPlanes,
      helper: !!e.scene.getObjectByName('tc-section-helper'),
      sky: s.sky,
    };
  });

/** Runs one bridge call on the engine in the page (a function of the engine and `arg`). */
const call = <A>(page: Page, fn: (engine: never, arg: A) => unknown, arg: A) =>
  page.evaluate(
    async ([source, a]) => {
      const engine = (window as unknown as { __tc3d: { last: unknown } }).__tc3d.last;
      // The function travels as its source: page.evaluate cannot take a closure with an argument.
      await (new Function(`return (${source})`)() as (e: unknown, a: unknown) => unknown)(engine, a);
    },
    [fn.toString(), arg] as const,
  );

const point = (x: number, y: number, z: number) => ({
  mainPoint: { name: '', showOn: true, transData: { position: { x, y, z } } },
});
const component = (id: string, type: string, propertyData: object, points = [point(0, 8, 0)]) => ({
  _id: id,
  name: id,
  type,
  pointData: points,
  styleList: [{ id: '_default', name: '默认样式' }],
  propertyData,
  showOn: true,
  conditionData: { rules: [] },
  interactionData: [],
  generalData: {},
});
const signA = component('E3dbridgeA', 'sign', { text: '一号', dataMode: 'device' });
const signB = component('E3dbridgeB', 'sign', { text: '二号', dataMode: 'device' });
const pipe = component('E3dbridgeP', 'pipeline', { radius: 0.5, flowOn: false, color: '#1677ff' }, [
  point(-10, 2, 0),
  point(10, 2, 0),
]);
// The workshops are meshes of their own (the tanks and pumps are instances of batches, tinted, not outlined).
const workshops = component('E3dbridgeM', 'modelModule', { moduleId: 'mm_workshops' });

test('the bridge: each of its nine calls changes the scene graph', async ({ page }) => {
  await signIn(page);
  const api = pageApi(page);
  const { projectFlag } = await api<{ projectFlag: string }>('project/case/v2/copy', {
    caseFlag: CASE,
    projectName: '三维桥接',
  });
  const doc = await queryProject<never>(page, projectFlag);
  const scene = doc.projectScenesList[0]! as unknown as {
    projectModel: { modelEditorJson: { modules: { id: string; nodes: unknown[] }[] } };
    projectPageList: Record<string, unknown>[];
  };
  await openEditor(page, projectFlag);
  await page.getByTestId('layer-3d').dispatchEvent('click');
  await expect
    .poll(() => graph(page).then((g) => g.modelMeshes), { timeout: 90_000, message: 'the factory loaded' })
    .toBeGreaterThan(0);

  // init3DPage: a page of the same scene (the model is kept) with one placard and a colour sky.
  const page3D = {
    ...scene.projectPageList[0]!,
    _id: 'D3dbridge01',
    components3D: [signA],
    projectThreeComponent: { configData: { skyData: { type: 'color', color: '#203040' } } },
  };
  await call(
    page,
    (e: { init3DPage(p: unknown, s: unknown): Promise<void> }, a) => e.init3DPage(a.page, a.scene),
    {
      page: page3D,
      scene,
    },
  );
  await expect.poll(() => graph(page).then((g) => g.placards)).toBe(1);
  let g = await graph(page);
  expect(g.modelMeshes).toBeGreaterThan(0);
  expect(g.sky).toBe('color');
  expect(g.signText.E3dbridgeA).toBe('一号');

  // set3DComponent with a list replaces the page's components: two placards and a pipeline.
  await call(page, (e: { set3DComponent(l: unknown): Promise<void> }, list) => e.set3DComponent(list), [
    signA,
    signB,
    pipe,
    workshops,
  ]);
  await expect.poll(() => graph(page).then((x) => x.pipelineMeshes)).toBeGreaterThan(0);
  g = await graph(page);
  expect(g.signText).toEqual({ E3dbridgeA: '一号', E3dbridgeB: '二号' });
  expect(g.layers).toEqual(expect.arrayContaining(['sign', 'pipeline']));
  // With one component it merges by _id: B's text changes, the others stay.
  await call(page, (e: { set3DComponent(c: unknown): Promise<void> }, c) => e.set3DComponent(c), {
    ...signB,
    propertyData: { text: '二号改', dataMode: 'device' },
  });
  await expect.poll(() => graph(page).then((x) => x.signText.E3dbridgeB)).toBe('二号改');
  expect((await graph(page)).signText.E3dbridgeA).toBe('一号');

  // select3DComponent: a modelModule component outlines its module's model nodes; none clears it. The
  // page given to init3DPage has no modules of its own, so the model editor's modules come first.
  await call(
    page,
    (e: { set3DModelModuleList(m: unknown): void }, m) => e.set3DModelModuleList(m),
    scene.projectModel.modelEditorJson.modules,
  );
  await call(page, (e: { select3DComponent(ids: string[]): void }, ids) => e.select3DComponent(ids), [
    'E3dbridgeM',
  ]);
  expect((await graph(page)).outlined).toBeGreaterThan(0);
  await call(page, (e: { select3DComponent(ids: string[]): void }, ids) => e.select3DComponent(ids), []);
  expect((await graph(page)).outlined).toBe(0);

  // remove3DComponent: placard B leaves the batch, A stays.
  await call(
    page,
    (e: { remove3DComponent(ids: string[]): Promise<void> }, ids) => e.remove3DComponent(ids),
    ['E3dbridgeB'],
  );
  await expect.poll(() => graph(page).then((x) => x.signText.E3dbridgeB)).toBeNull();
  g = await graph(page);
  expect(g.signText).toEqual({ E3dbridgeA: '一号', E3dbridgeB: null });

  // EndPipelineEdit: the pipeline's point handles (shown by the point edit) go.
  await call(
    page,
    (e: { layers: { editPoints(c: unknown, i: null): void } }, c) => e.layers.editPoints(c, null),
    pipe,
  );
  await expect.poll(() => graph(page).then((x) => x.handles)).toBe(2);
  await call(page, (e: { EndPipelineEdit(): void }) => e.EndPipelineEdit(), null);
  await expect.poll(() => graph(page).then((x) => x.handles)).toBe(0);

  // set3DModelModuleList + load3DModelStyle: the alarm style paints the workshops' module red (their
  // materials; instances of batches are tinted per instance instead); without the module in the list the
  // same style paints nothing.
  const modules = scene.projectModel.modelEditorJson.modules;
  const alarm = { id: 'ms_alarm', name: '告警', modules: { mm_workshops: { color: '#FF3B3B' } } };
  const styles = { currentId: 'ms_alarm', styleList: [{ id: '_default', name: '默认', modules: {} }, alarm] };
  await call(page, (e: { set3DModelModuleList(m: unknown): void }, m) => e.set3DModelModuleList(m), []);
  await call(page, (e: { load3DModelStyle(s: unknown): void }, s) => e.load3DModelStyle(s), styles);
  expect((await graph(page)).red).toBe(0);
  await call(page, (e: { set3DModelModuleList(m: unknown): void }, m) => e.set3DModelModuleList(m), modules);
  g = await graph(page);
  expect(g.red).toBeGreaterThan(0);
  expect(g.styledMeshes).toBeGreaterThan(0);
  const redWithAlarm = g.red;

  // update3DModelStyle: an unsaved edit of a style shown at once (the workshops drawn as wireframe), then the
  // default style again (nothing red, nothing wireframe).
  await call(
    page,
    (e: { update3DModelStyle(id: string, s: unknown): void }, s) => e.update3DModelStyle('ms_alarm', s),
    { ...alarm, modules: { mm_workshops: { color: '#FF3B3B', wireframe: true } } },
  );
  g = await graph(page);
  expect(g.wireframe).toBeGreaterThan(0);
  expect(g.red).toBe(redWithAlarm);
  await call(page, (e: { update3DModelStyle(id: string): void }) => e.update3DModelStyle('_default'), null);
  g = await graph(page);
  expect(g.red).toBe(0);
  expect(g.wireframe).toBe(0);

  // selectSectionPlaneInfo: a plane clips the scene and the selected one has its helper; null keeps the
  // plane and drops the helper.
  const planes = [{ id: 'sp1', name: '剖切', axis: 'y', position: 5, on: true }];
  await call(
    page,
    (e: { selectSectionPlaneInfo(id: string, p: unknown): void }, p) => e.selectSectionPlaneInfo('sp1', p),
    planes,
  );
  g = await graph(page);
  expect(g.clipping).toBe(1);
  expect(g.helper).toBe(true);
  await call(page, (e: { selectSectionPlaneInfo(id: null): void }) => e.selectSectionPlaneInfo(null), null);
  g = await graph(page);
  expect(g.clipping).toBe(1);
  expect(g.helper).toBe(false);
});
