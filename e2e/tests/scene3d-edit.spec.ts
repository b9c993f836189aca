import { expect, test, type Page } from '@playwright/test';
import { pageApi } from '../support/api';
import { openEditor } from '../support/editor';
import { queryProject, saveOps } from '../support/projects';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

/**
 * Scene layer edits as two editors of one project see them (docs/3d.md, "Editing" and "Environment,
 * styles, section planes"): a section plane added in the model style menu clips the scene in both
 * editors; selecting it draws its helper, closing the menu clears the selection (the plane keeps
 * clipping); the sky type changes live in both; Ctrl+Z takes both edits back, in both. Figures come from
 * the engines' test hook (clipping planes, sky type, the helper in the scene graph), never pixels.
 */
test.setTimeout(480_000);
test.use({ navigationTimeout: 90_000, actionTimeout: 90_000 });

interface Figures {
  modelMeshes: number;
  clippingPlanes: number;
  sky: string;
  helper: boolean;
}
interface Hook3D {
  last: {
    stats(): { modelMeshes: number; clippingPlanes: number; sky: string };
    scene: { getObjectByName(name: string): unknown };
  } | null;
}
const figures = (page: Page) =>
  page.evaluate((): Figures => {
    const e = (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last;
    const s = e?.stats();
    return {
      modelMeshes: s?.modelMeshes ?? 0,
      clippingPlanes: s?.clippingPlanes ?? -1,
      sky: s?.sky ?? '',
      helper: Boolean(e?.scene.getObjectByName('tc-section-helper')),
    };
  });
const seen = <K extends keyof Figures>(page: Page, key: K, message: string, timeout = 30_000) =>
  expect.poll(() => figures(page).then((f) => f[key]), { message, timeout });

test('section plane and sky on the scene layer: live in a second editor, the selection cleared on closing the menu, undone', async ({
  browser,
}) => {
  const [a, b] = await Promise.all([
    browser.newContext(SOFTWARE_WEBGL),
    browser.newContext(SOFTWARE_WEBGL),
  ]).then((cs) => Promise.all(cs.map((c) => c.newPage())));
  await signIn(a!);
  await signIn(b!);
  const { projectFlag } = await pageApi(a!)<{ projectFlag: string }>('project/case/v2/copy', {
    caseFlag: 'case-official-digital-twin-factory',
    projectName: '三维协同',
  });
  // Smooth quality keeps two software-WebGL editors quick.
  const doc = await queryProject(a!, projectFlag);
  const root = doc as unknown as { _id: string; engine?: Record<string, unknown> };
  const quick = await saveOps(a!, doc, [
    {
      command: 'update',
      path: `${root._id}.engine`,
      records: { oldValue: root.engine, newValue: { ...root.engine, quality: 1 } },
    },
  ]);
  expect(quick.subCode).toBe(0);
  for (const p of [a!, b!]) {
    await openEditor(p, projectFlag);
    await p.getByTestId('layer-3d').dispatchEvent('click');
    await seen(p, 'modelMeshes', 'the factory drawn', 120_000).toBeGreaterThan(0);
  }
  expect((await figures(a!)).clippingPlanes).toBe(0);
  const skyBefore = (await figures(a!)).sky;

  // A section plane: clips both editors' scenes; selected, its helper shows; closing the menu clears it.
  await a!.getByTestId('s3d-style-open').click();
  await a!.getByTestId('s3d-add-plane').click();
  await seen(a!, 'clippingPlanes', 'the plane clips the scene').toBe(1);
  await seen(b!, 'clippingPlanes', 'the co-editor sees the plane').toBe(1);
  await a!.getByTestId('s3d-plane-剖切面 1').click();
  await seen(a!, 'helper', 'the selected plane drawn').toBe(true);
  await shot(a!, 'editor3d-section-plane');
  await a!
    .getByTestId('s3d-style-menu')
    .getByRole('button', { name: /close|关闭/i })
    .first()
    .click();
  await seen(a!, 'helper', 'closing the menu clears the selected plane').toBe(false);
  expect((await figures(a!)).clippingPlanes, 'the plane still clips').toBe(1);

  // The sky: another type, live in both.
  const next = skyBefore === 'sky' ? 'gradient' : 'sky';
  await a!.getByTestId('s3d-env-open').click();
  await a!
    .getByTestId('s3d-env')
    .getByText(next === 'sky' ? '真实天空' : '渐变', { exact: true })
    .click();
  await seen(a!, 'sky', 'the sky changed').toBe(next);
  await seen(b!, 'sky', 'the co-editor sees the sky').toBe(next);
  await shot(a!, 'editor3d-sky');

  // Ctrl+Z in the scene's 3D history: the sky, then the plane, in both editors.
  await a!.keyboard.press('Escape');
  await a!.getByTestId('scene3d-canvas').click({ position: { x: 40, y: 300 } });
  await a!.keyboard.press('Control+z');
  await seen(a!, 'sky', 'undo: the sky back').toBe(skyBefore);
  await seen(b!, 'sky', 'undo reaches the co-editor').toBe(skyBefore);
  await a!.keyboard.press('Control+z');
  await seen(a!, 'clippingPlanes', 'undo: the plane gone').toBe(0);
  await seen(b!, 'clippingPlanes', 'undo reaches the co-editor').toBe(0);
  await a!.context().close();
  await b!.context().close();
});
