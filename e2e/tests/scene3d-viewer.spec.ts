import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { pageApi, sessionHeaders } from '../support/api';
import { openEditor } from '../support/editor';
import { queryProject, rect, saveOps, textNode } from '../support/projects';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

/**
 * The 3D scene as its viewers and editors meet it beyond the happy path of scene3d.spec.ts (docs/3d.md,
 * "Viewer"): the official digital-twin factory opened as a case, its 2D layer flying the 3D camera to a
 * saved view and playing a tour (the one event bus), loading progress, and a model that cannot be shown
 * (a damaged upload, a scene whose model file is gone) giving a clear message in Chinese and English
 * while the page keeps working. Figures come from the engine's test hook (window.__tc3d), never pixels.
 */
test.setTimeout(480_000);
test.use({ navigationTimeout: 90_000, actionTimeout: 90_000 });

const FACTORY = readFileSync(new URL('../../samples/factory.glb', import.meta.url));
const CASE = 'case-official-digital-twin-factory';

interface Vec3 {
  x: number;
  y: number;
  z: number;
}
interface Figures {
  modelMeshes: number;
  frames: number;
  mode: 'edit' | 'viewer' | null;
  touring: boolean;
  position: Vec3 | null;
}
/** The part of the engine's test hook (engine3d/index.ts) this spec reads. */
interface Hook3D {
  last: {
    stats(): { modelMeshes: number; frames: number; engineMode: 'edit' | 'viewer' };
    touring: boolean;
    controls: { pose(): { position: Vec3 } };
  } | null;
}
const figures = (page: Page) =>
  page.evaluate((): Figures => {
    const e = (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last;
    const s = e?.stats();
    return {
      modelMeshes: s?.modelMeshes ?? 0,
      frames: s?.frames ?? 0,
      mode: s?.engineMode ?? null,
      touring: e?.touring ?? false,
      position: e?.controls.pose().position ?? null,
    };
  });

async function expectModelDrawn(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => figures(page).then((f) => f.modelMeshes > 0 && f.frames > 0), {
      timeout: 90_000,
      message: `${what}: the factory drawn`,
    })
    .toBe(true);
}

const near = (a: Vec3 | null, b: Vec3) => a !== null && Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z) < 0.5;

/** Holds the real answer for the model file a few seconds, so the loading progress can be seen. */
async function slowModel(page: Page): Promise<void> {
  await page.route('**/*.glb', async (route) => {
    const response = await route.fetch();
    await new Promise((r) => setTimeout(r, 4000));
    await route.fulfill({ response });
  });
}

const VIEW_A = { position: { x: 70, y: 45, z: 70 }, target: { x: 0, y: 0, z: 0 } };
const VIEW_B = { position: { x: -60, y: 35, z: -55 }, target: { x: 5, y: 0, z: 5 } };

test('the official factory as a case and in preview: 3D under the charts; 2D buttons fly to a view and play a tour', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const api = pageApi(page);
  const { projectFlag } = await api<{ projectFlag: string }>('project/case/v2/copy', {
    caseFlag: CASE,
    projectName: '三维查看',
  });
  const doc = await queryProject<never>(page, projectFlag);
  const page3D = doc.projectScenesList[0]!.projectPageList[0]! as unknown as {
    _id: string;
    projectThreeComponent?: { configData?: Record<string, unknown> };
    projectTwoComponentList: { _id: string }[];
  };
  const chartId = page3D.projectTwoComponentList[0]!._id;
  const three = page3D.projectThreeComponent ?? {};
  const button = (id: string, label: string, top: number, action: object) =>
    textNode(id, label, rect(760, top, 400, 60), {
      projectInteractionList: [{ eventId: '40101', conditions: [], actions: { elseAction: [action] } }],
    });
  const root = doc as unknown as { _id: string; engine?: Record<string, unknown> };
  const answer = await saveOps(page, doc, [
    // Smooth quality keeps software WebGL quick (no shadows, no post-processing).
    {
      command: 'update',
      path: `${root._id}.engine`,
      records: { oldValue: root.engine, newValue: { ...root.engine, quality: 1 } },
    },
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
              { id: 'va', name: '东北角', ...VIEW_A },
              { id: 'vb', name: '西南角', ...VIEW_B },
            ],
            cameraTours: [
              {
                id: 'ta',
                name: '巡检',
                stops: [
                  { viewId: 'va', duration: 0.6, hold: 0.3 },
                  { viewId: 'vb', duration: 0.6 },
                ],
              },
            ],
          },
        },
      },
    },
    {
      command: 'add',
      path: `${page3D._id}.projectTwoComponentList`,
      records: {
        index: page3D.projectTwoComponentList.length,
        value: button('Eflyview01', '飞到东北角', 200, { type: 'camera3D', viewId: 'va' }),
      },
    },
    {
      command: 'add',
      path: `${page3D._id}.projectTwoComponentList`,
      records: {
        index: page3D.projectTwoComponentList.length + 1,
        value: button('Eplaytour1', '开始巡检', 300, { type: 'camera3D', tourId: 'ta' }),
      },
    },
  ]);
  expect(answer.subCode).toBe(0);

  // The copied case has no scene picture yet (cases published before they kept them, and the official
  // one, have none): the scene list shows a plain 3D tile until the scene is opened and pictured.
  const sceneName = doc.projectScenesList[0]!.scenesName!;
  await openEditor(page, projectFlag);
  await page.getByRole('tab', { name: '场景' }).click();
  await expect(page.getByTestId(`scene-thumb-none-${sceneName}`)).toBeVisible();
  await shot(page, 'editor3d-scene-list-no-picture');
  await page.getByTestId('layer-3d').dispatchEvent('click');
  await expectModelDrawn(page, 'editor');
  await page.getByTestId('layer-2d').dispatchEvent('click');
  await expect(page.getByTestId(`scene-thumb-${sceneName}`)).toHaveAttribute('src', /^data:image\/jpeg/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId(`scene-thumb-none-${sceneName}`)).toHaveCount(0);

  // Preview: loading progress (held so it can be seen), then the model under the charts.
  await slowModel(page);
  await page.goto(`/preview/${projectFlag}`);
  await expect(page.getByTestId('viewer-3d-progress')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('viewer-3d-progress')).toContainText('正在加载三维场景');
  await shot(page, 'viewer3d-progress-zh');
  await expectModelDrawn(page, 'preview');
  await expect(page.getByTestId('viewer-3d-progress')).toHaveCount(0);
  expect((await figures(page)).mode).toBe('viewer');
  await expect(page.getByTestId(`view-${chartId}`)).toBeVisible();

  // A 2D button flies the 3D camera to the saved view; another plays the tour to its last stop.
  await page.getByTestId('view-Eflyview01').click();
  await expect
    .poll(() => figures(page).then((f) => near(f.position, VIEW_A.position)), {
      timeout: 30_000,
      message: 'the camera flew to view A',
    })
    .toBe(true);
  await page.getByTestId('view-Eplaytour1').click();
  await expect
    .poll(() => figures(page).then((f) => f.touring || near(f.position, VIEW_B.position)), {
      message: 'the tour started',
    })
    .toBe(true);
  await expect
    .poll(() => figures(page).then((f) => !f.touring && near(f.position, VIEW_B.position)), {
      timeout: 30_000,
      message: 'the tour ended on its last view',
    })
    .toBe(true);
  await shot(page, 'viewer3d-preview-tour');

  // The case itself, opened in Chinese and in English: the model under the 2D charts.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(`/case?caseFlag=${CASE}`);
  await expect(page.getByTestId('viewer')).toHaveAttribute('data-mode', 'case');
  await expectModelDrawn(page, 'case');
  expect((await figures(page)).mode).toBe('viewer');
  // The case's own ids (a copy has new ones): its title, a 2D text over the scene.
  await expect(page.getByText('数字孪生工厂', { exact: true })).toBeVisible();
  await shot(page, 'viewer3d-case-zh');

  const en = await english(browser);
  await signIn(en);
  await slowModel(en);
  await en.goto(`/case?caseFlag=${CASE}`);
  await expect(en.getByTestId('viewer-3d-progress')).toContainText('Loading the 3D scene', {
    timeout: 60_000,
  });
  await shot(en, 'viewer3d-progress-en');
  await expectModelDrawn(en, 'case in English');
  await shot(en, 'viewer3d-case-en');
  await en.context().close();
});

test('a model that cannot be shown: a clear message in Chinese and English, the page keeps working', async ({
  page,
  browser,
}) => {
  for (const [lang, p] of [
    ['zh', page],
    ['en', await english(browser)],
  ] as const) {
    const en = lang === 'en';
    await signIn(p);
    const api = pageApi(p);

    // A new 3D scene: the empty state offers a model; a damaged file is refused with the server's message.
    const { projectFlag: fresh } = await api<{ projectFlag: string }>('project/v2/create', {
      projectName: `空三维-${lang}`,
    });
    await openEditor(p, fresh);
    await p.getByRole('tab', { name: en ? 'Scenes' : '场景' }).click();
    await p.getByTestId('scene-add-3d').click();
    await expect(p.getByTestId('scene3d-empty')).toBeVisible();
    // Its hint and the bar's quality label are readable on it (they were light text on a light panel).
    for (const text of [
      p.getByTestId('scene3d-empty').locator('.ant-empty-description'),
      p.locator('.tc-s3d-label').first(),
    ])
      expect(await contrastOn(text, p.getByTestId('scene3d-empty')), 'text contrast').toBeGreaterThan(4.5);
    await shot(p, `editor3d-empty-${lang}`);
    await p.getByTestId('s3d-choose-model').click();
    await p.getByTestId('s3d-model-file').setInputFiles({
      name: 'broken.glb',
      mimeType: 'model/gltf-binary',
      buffer: FACTORY.subarray(0, 3000),
    });
    await expect(
      p.getByText(en ? /model file is damaged/ : /模型文件已损坏/).first(),
      'the refusal says why',
    ).toBeVisible({ timeout: 60_000 });
    await shot(p, `editor3d-bad-upload-${lang}`);
    // Nothing half done: the picker still offers the upload, the scene still has no model.
    await expect(p.getByTestId('s3d-upload-progress')).toHaveCount(0);
    await p.keyboard.press('Escape');
    await expect(p.getByTestId('scene3d-empty')).toBeVisible();

    // A scene whose model file is gone: the editor and the preview say so; the 2D layer still works.
    const { projectFlag } = await api<{ projectFlag: string }>('project/case/v2/copy', {
      caseFlag: CASE,
      projectName: `坏模型-${lang}`,
    });
    const doc = await queryProject<never>(p, projectFlag);
    const scene = doc.projectScenesList[0]! as unknown as {
      _id: string;
      projectModel: Record<string, unknown>;
      projectPageList: { projectTwoComponentList: { _id: string }[] }[];
    };
    const broken = await saveOps(p, doc, [
      {
        command: 'update',
        path: `${scene._id}.projectModel`,
        records: {
          oldValue: scene.projectModel,
          newValue: { ...scene.projectModel, modelWebUrl: '/files/official/models/gone/model.glb' },
        },
      },
    ]);
    expect(broken.subCode).toBe(0);
    const message = en ? /model file was not found|damaged or not glTF/ : /找不到模型文件|已损坏/;
    await openEditor(p, projectFlag);
    await p.getByTestId('layer-3d').dispatchEvent('click');
    await expect(p.getByTestId('scene3d-error')).toContainText(message, { timeout: 150_000 });
    await shot(p, `editor3d-model-error-${lang}`);
    // The editor keeps working: the UI layer opens and shows the case's charts.
    await p.getByTestId('layer-2d').dispatchEvent('click');
    await expect(p.getByTestId('scene3d-error')).toHaveCount(0);

    await p.goto(`/preview/${projectFlag}`);
    await expect(p.getByTestId('viewer-3d-error')).toContainText(message, { timeout: 150_000 });
    // The message is drawn over the case's 2D charts, not under them.
    expect(
      await p.getByTestId('viewer-3d-error').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }),
      'the error on top',
    ).toBe(true);
    await expect(
      p.getByTestId(`view-${scene.projectPageList[0]!.projectTwoComponentList[0]!._id}`),
    ).toBeVisible();
    await shot(p, `viewer3d-model-error-${lang}`);

    // The model editor: the list of models to open, then a model loading (held so it can be seen).
    const upload = await p.request.post('/api/model/upload', {
      headers: await sessionHeaders(p),
      multipart: { file: { name: `factory-${lang}.glb`, mimeType: 'model/gltf-binary', buffer: FACTORY } },
    });
    const made = (await upload.json()) as { code: string; data: { resource: { id: string } } };
    expect(made.code).toBe('0');
    await p.goto('/ModelEditor');
    await expect(p.getByTestId('model-picker')).toContainText(`factory-${lang}`);
    await shot(p, `model-editor-list-${lang}`);
    await slowModel(p);
    await p.goto(`/ModelEditor?id=${made.data.resource.id}`);
    await expect(p.getByText(en ? /Loading model/ : /正在加载模型/)).toBeVisible({ timeout: 60_000 });
    await shot(p, `model-editor-loading-${lang}`);
    await expect
      .poll(() => figures(p).then((f) => f.modelMeshes), { timeout: 90_000, message: 'model editor drew it' })
      .toBeGreaterThan(0);
    await shot(p, `model-editor-${lang}`);
    await p.unrouteAll({ behavior: 'ignoreErrors' });
    if (en) await p.context().close();
  }
});

/** The contrast ratio (WCAG) of an element's text colour on another element's background colour. */
async function contrastOn(text: Locator, on: Locator): Promise<number> {
  const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const luminance = ([r, g, b]: number[]) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const fg = luminance(rgb(await text.evaluate((el) => getComputedStyle(el).color)));
  const bg = luminance(rgb(await on.evaluate((el) => getComputedStyle(el).backgroundColor)));
  return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
}

/** A page whose browser asks for English (the app's first visit follows the browser's language). */
async function english(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...SOFTWARE_WEBGL,
    locale: 'en-US',
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}
