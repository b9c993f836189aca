import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { post } from '../support/api';
import { openEditor, saved } from '../support/editor';
import { listOf, openLibrary } from '../support/library';
import { createProject, queryProject, type SavedScene } from '../support/projects';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { SOFTWARE_WEBGL } from '../support/webgl';
import { dialogOk } from '../support/dialogs';

test.use(SOFTWARE_WEBGL);

/**
 * 3D models in real Chromium (software WebGL): the generated factory uploaded through the library with
 * its progress and budget report, then a model module made and styled in the model editor, saved and
 * found again after a reload. Assertions read the figures of the view's engine (the scenes' engine3d),
 * not pixels.
 */
test.setTimeout(420_000);
test.use({ navigationTimeout: 60_000, actionTimeout: 30_000 });

const FACTORY = readFileSync(new URL('../../samples/factory.glb', import.meta.url));

interface ViewFigures {
  calls: number;
  paths: number;
  styledMeshes: number;
}
/** What the model editor's engine (engine3d, the scenes' engine) last drew, from its test hook. */
const view = (page: Page) =>
  page.evaluate((): ViewFigures => {
    const s = (
      window as unknown as {
        __tc3d?: {
          last: { stats(): { sceneCalls: number; modelPaths: number; styledMeshes: number } } | null;
        };
      }
    ).__tc3d?.last?.stats();
    return s
      ? { calls: s.sceneCalls, paths: s.modelPaths, styledMeshes: s.styledMeshes }
      : { calls: 0, paths: 0, styledMeshes: 0 };
  });

test('models: upload the factory with its report, make and style a module, save, reload', async ({
  page,
}) => {
  const NAME = `工厂${test.info().retry}${test.info().repeatEachIndex}`;
  await signIn(page);
  const { projectFlag } = await createProject(page, '模型项目');
  await openLibrary(page, projectFlag, '9');
  await page
    .getByTestId('library-file-9')
    .setInputFiles({ name: `${NAME}.glb`, mimeType: 'model/gltf-binary', buffer: FACTORY });
  // The report: 38 draw calls raw, 14 once tanks, frames, pipes, pumps and motors are instanced.
  const report = page.getByTestId('model-report');
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report.getByTestId('model-report-after-drawCalls')).toHaveText('14');
  await shot(page, 'model-upload-report');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /知道了|OK/ })
    .click();
  const model = (await listOf(page, '9')).find((r) => r.name === NAME)!;
  expect(model).toBeTruthy();

  await page.goto(`/ModelEditor?id=${model.id}`);
  await expect
    .poll(() => view(page).then((v) => v.paths), { timeout: 60_000, message: 'model drawn' })
    .toBeGreaterThan(30);
  // Instanced: 14 draw calls for the 38 meshes, each drawn twice at the default quality (the shadow map,
  // then the picture), plus the sky.
  expect((await view(page)).calls).toBeLessThanOrEqual(2 * 14 + 1);

  // A click in the view picks a node; Escape clears it.
  const canvas = page.getByTestId('model-view');
  await canvas.click({
    position: { x: (await canvas.boundingBox())!.width / 2, y: (await canvas.boundingBox())!.height / 2 },
  });
  await expect(page.getByTestId('model-selection')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('model-selection')).toHaveCount(0);

  // Two tanks from the tree, then a module of them, coloured red.
  const tree = page.getByTestId('model-node-tree');
  await tree.locator('[data-path="Factory/TankFarm/Tank_01"]').click();
  await tree.locator('[data-path="Factory/TankFarm/Tank_02"]').click({ modifiers: ['Control'] });
  await expect(page.getByTestId('model-selection')).toContainText('2');
  await page.getByTestId('model-new-module').click();
  await page.getByTestId('model-name-input').fill('储罐');
  await dialogOk(page);
  await expect(page.getByTestId('model-module').filter({ hasText: '储罐' })).toBeVisible();
  expect((await view(page)).styledMeshes).toBe(0);
  await page.getByTestId('model-style-color').fill('#FF0000');
  await expect
    .poll(() => view(page).then((v) => v.styledMeshes), { message: 'style shown on the two tanks' })
    .toBe(2);
  await shot(page, 'model-editor-styled');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('model-save-status')).toHaveText(/已保存|Saved/);

  const stored = await post<{
    body: { modelEditorJson: { modules: { name: string; nodes: { path: string }[] }[] } };
  }>(page, 'resource/source/get', { id: model.id });
  expect(stored.body.modelEditorJson.modules[0]).toMatchObject({
    name: '储罐',
    nodes: [{ path: 'Factory/TankFarm/Tank_01' }, { path: 'Factory/TankFarm/Tank_02' }],
  });

  await page.reload();
  // The first frames compile the engine's shaders on the CPU and hold the page: wait for the model first.
  await expect
    .poll(() => view(page).then((v) => v.paths), { timeout: 120_000, message: 'model drawn after reload' })
    .toBeGreaterThan(30);
  await page.getByTestId('model-module').filter({ hasText: '储罐' }).click();
  await expect(page.getByTestId('model-style-color')).toHaveValue('#FF0000');
  await expect
    .poll(() => view(page).then((v) => v.styledMeshes), { timeout: 60_000, message: 'style after reload' })
    .toBe(2);

  // A 3D scene that takes the model from the library shows the module's style: in the editor's scene
  // layer and in preview (the scenes' engine reads the model editor's modules and styles).
  const { projectFlag: sceneProject } = await createProject(page, '模型样式场景');
  await openEditor(page, sceneProject);
  await page.getByRole('tab', { name: '场景' }).click();
  await page.getByTestId('scene-add-3d').click();
  await page.getByTestId('s3d-choose-model').click();
  await page
    .getByTestId(`s3d-model-${NAME}`)
    .getByRole('button', { name: /使\s*用/ })
    .click();
  await expect(page.getByTestId('s3d-model-menu')).toContainText(NAME, { timeout: 60_000 });
  await expect
    .poll(() => view(page).then((v) => v.styledMeshes), { timeout: 90_000, message: 'style in the scene' })
    .toBe(2);
  await saved(page);
  await shot(page, 'model-style-in-scene');
  const doc = await queryProject(page, sceneProject);
  const scene = (doc.projectScenesList as (SavedScene & { scenesType?: number })[]).find(
    (x) => Number(x.scenesType) === 1,
  )!;
  await page.goto(`/preview/${sceneProject}?scene=${scene._id}&page=${scene.projectPageList[0]!._id}`);
  await expect
    .poll(() => view(page).then((v) => v.styledMeshes), { timeout: 90_000, message: 'style in preview' })
    .toBe(2);
});
