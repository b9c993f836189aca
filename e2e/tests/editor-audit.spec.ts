import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

// Audit of the editor issue's items that the other editor specs do not cover: floating panels, the
// shortcut list, the scene tree, the system scene, canvas size, zoom, placement, cross-project paste,
// copy refusals, router relations on delete, property-panel undo steps, throttled state updates,
// the leave guard and save failures.

interface Rect {
  componentLeft: number;
  componentTop: number;
  componentWidth: number;
  componentHeight: number;
}
interface Node {
  _id: string;
  componentName?: string;
  componentRect?: Rect;
  projectTwoComponentList?: Node[];
  projectPageList?: Node[];
  pageName?: string;
  pageOrder?: number;
  scenesName?: string;
  scenesOrder?: number;
}
interface Doc {
  projectId: string;
  revision: number;
  canvasWidth?: number;
  canvasHeight?: number;
  projectScenesList: Node[];
  systemScenes?: Node[];
}

async function headers(page: Page): Promise<Record<string, string>> {
  const s = JSON.parse((await page.evaluate(() => localStorage.getItem('tc-session'))) ?? '{}') as {
    access_token: string;
    groupId: string;
  };
  return { Authorization: `Bearer ${s.access_token}`, 'Current-Group': s.groupId };
}

async function api<T>(page: Page, path: string, data: object): Promise<T> {
  const res = await page.request.post(`/api/${path}`, { headers: await headers(page), data });
  const body = (await res.json()) as { code: string; data: T };
  expect(body.code).toBe('0');
  return body.data;
}

const savedDoc = (page: Page, flag: string) =>
  api<Doc>(page, 'project/detail/v2/query', { projectFlag: flag });
const firstPageList = async (page: Page, flag: string) =>
  (await savedDoc(page, flag)).projectScenesList[0]?.projectPageList?.[0]?.projectTwoComponentList ?? [];
const byOrder = <T extends Node>(list: T[], field: 'pageOrder' | 'scenesOrder') =>
  [...list].sort((a, b) => (a[field] ?? 0) - (b[field] ?? 0));

async function openProject(page: Page, name: string, signedIn = false): Promise<string> {
  if (!signedIn) await signIn(page);
  const made = await api<{ projectFlag: string }>(page, 'project/v2/create', { projectName: name });
  await page.goto(`/project/${made.projectFlag}`);
  await expect(page.getByTestId('editor')).toBeVisible();
  return made.projectFlag;
}

const saved = (page: Page) =>
  expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
const propInput = (page: Page, path: string) =>
  page.locator(`input[data-testid="prop-${path}"], [data-testid="prop-${path}"] input`).first();
const selectedId = async (page: Page) =>
  (await page.locator('.tc-comp.tc-selected').getAttribute('data-id'))!;
/** An entry of the open dropdown menu (a menu just closed may still be in the page, fading out). */
const menuItem = (page: Page, name: string) =>
  page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name, exact: true });
/** Keys go to the editor, not to a field that still has the focus. */
const focusCanvas = (page: Page) => page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });

async function setField(page: Page, path: string, value: number | string) {
  const input = propInput(page, path);
  await input.fill(String(value));
  await input.press('Enter');
}

/** A rectangle from the palette at left/top; returns its id. */
async function addRect(page: Page, left: number, top: number): Promise<string> {
  await page.getByTestId('palette-2110').click();
  await setField(page, 'componentRect.componentLeft', left);
  await setField(page, 'componentRect.componentTop', top);
  return selectedId(page);
}

/** The visible part of the stage in canvas units, from what is on screen. */
async function visibleCanvas(page: Page) {
  const vp = (await page.getByTestId('viewport').boundingBox())!;
  const st = (await page.getByTestId('stage').boundingBox())!;
  const size = await page.getByTestId('stage').evaluate((el) => ({ w: el.offsetWidth, h: el.offsetHeight }));
  const scale = st.width / size.w;
  const left = Math.max(0, (vp.x - st.x) / scale);
  const top = Math.max(0, (vp.y - st.y) / scale);
  const right = Math.min(size.w, (vp.x + vp.width - st.x) / scale);
  const bottom = Math.min(size.h, (vp.y + vp.height - st.y) / scale);
  return { left, top, width: right - left, height: bottom - top, scale };
}

test('editor audit: floating panels from index 25, and the help panel lists every shortcut', async ({
  page,
}) => {
  await openProject(page, 'Audit help');
  await page.getByTestId('help-open').click();
  const help = page.getByTestId('help-panel');
  await expect(help).toBeVisible();
  const wrap = page.locator('.ant-modal-wrap').filter({ has: help });
  await expect(wrap).toHaveCSS('z-index', '25');
  const text = (await help.innerText()).replace(/\s+/g, ' ');
  for (const key of [
    'Ctrl+C',
    'Ctrl+V',
    'Ctrl+X',
    'Ctrl+Z',
    'Ctrl+Shift+Z',
    'Ctrl+Y',
    'Ctrl+G',
    'Ctrl+Shift+G',
    'Ctrl+L',
    'Delete',
    'Ctrl+[',
    'Ctrl+]',
    '←',
    '→',
    '↑',
    '↓',
    'Shift+↓',
  ])
    expect(text).toContain(key);
  await page.keyboard.press('Escape');

  // The scene tree's rename dialog is a floating panel too; its menu and tooltips stay above panels.
  await page.getByRole('tab', { name: '场景' }).click();
  await page.locator('[data-testid^="page-more-"]').first().click();
  await menuItem(page, '重命名').click();
  const rename = page.locator('.ant-modal-wrap').filter({ has: page.getByTestId('rename-input') });
  await expect(rename).toHaveCSS('z-index', '25');
  await page.screenshot({ path: test.info().outputPath('floating-panel.png') });
});

test('editor audit: scenes and pages — add, rename, copy, reorder, delete, page path, system scene on top', async ({
  page,
}) => {
  const flag = await openProject(page, 'Audit scenes');
  const path = page.getByTestId('page-path');
  await expect(path).toHaveText(/场景1\s*\/?\s*页面1\s*\/?\s*UI层/);
  await page.getByRole('tab', { name: '场景' }).click();
  const rows = page.locator('.tc-page-row');

  // Add a page: it opens, and the path follows. Rename it.
  await page.getByTestId('page-add-场景1').click();
  await expect(rows).toHaveCount(2);
  await expect(path).toContainText('页面2');
  await page.getByTestId('page-more-页面2').click();
  await menuItem(page, '重命名').click();
  await page.getByTestId('rename-input').fill('Second');
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByTestId('page-Second')).toBeVisible();
  await expect(path).toContainText('Second');

  // Copy page 1: the copy suffix, order + 1 (right after it), later pages shift down.
  await page.getByTestId('page-more-页面1').click();
  await menuItem(page, '复制').click();
  await expect(rows).toHaveText(['页面1', '页面1副本', 'Second']);
  await saved(page);
  let pages = byOrder((await savedDoc(page, flag)).projectScenesList[0]!.projectPageList!, 'pageOrder');
  expect(pages.map((p) => [p.pageName, p.pageOrder])).toEqual([
    ['页面1', 1],
    ['页面1副本', 2],
    ['Second', 3],
  ]);

  // Reorder: by the menu, and by dragging a row onto another.
  await page.getByTestId('page-more-Second').click();
  await menuItem(page, '上移').click();
  await expect(rows).toHaveText(['页面1', 'Second', '页面1副本']);
  await page.getByTestId('page-页面1').dragTo(page.getByTestId('page-页面1副本'));
  await expect(rows).toHaveText(['Second', '页面1副本', '页面1']);
  await saved(page);
  pages = byOrder((await savedDoc(page, flag)).projectScenesList[0]!.projectPageList!, 'pageOrder');
  expect(pages.map((p) => p.pageName)).toEqual(['Second', '页面1副本', '页面1']);
  // Undo puts the drag back.
  await focusCanvas(page);
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveText(['页面1', 'Second', '页面1副本']);

  // Delete a page (asks first).
  await page.getByTestId('page-more-页面1副本').click();
  await menuItem(page, '删除').click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(rows).toHaveText(['页面1', 'Second']);

  // Scenes: add, copy (suffix, right after the source), move, delete.
  await page.getByTestId('scene-add').click();
  await expect(path).toContainText('场景2');
  await page.getByTestId('scene-more-场景1').click();
  await menuItem(page, '复制').click();
  const sceneRows = page.locator('.tc-scene > .tc-scene-row .tc-layer-name');
  await expect(sceneRows).toHaveText(['场景1', '场景1副本', '场景2']);
  await page.getByTestId('scene-more-场景2').click();
  await menuItem(page, '上移').click();
  await expect(sceneRows).toHaveText(['场景1', '场景2', '场景1副本']);
  await page.getByTestId('scene-more-场景1副本').click();
  await menuItem(page, '删除').click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(sceneRows).toHaveText(['场景1', '场景2']);
  await saved(page);
  const scenes = byOrder((await savedDoc(page, flag)).projectScenesList, 'scenesOrder');
  expect(scenes.map((s) => s.scenesName)).toEqual(['场景1', '场景2']);

  // The system scene: its own path; what is drawn on it shows over every page, without catching clicks.
  await page.getByTestId('system-scene').click();
  await expect(path).toHaveText(/系统层\s*\/?\s*UI层/);
  const sysRect = await addRect(page, 100, 100);
  await saved(page);
  await page.getByTestId('scene-场景1').getByTestId('page-页面1').click();
  await expect(path).toContainText('页面1');
  const layer = page.getByTestId('system-layer');
  await expect(layer.locator(`[data-id="${sysRect}"]`)).toBeVisible();
  const pageRect = await addRect(page, 120, 120);
  await page.getByTestId(`comp-${pageRect}`).evaluate((el) => el.classList.contains('tc-selected'));
  // Above the page's component, and a click there still selects the page's component.
  expect(Number(await layer.evaluate((el) => getComputedStyle(el).zIndex))).toBeGreaterThan(
    Number(await page.getByTestId(`comp-${pageRect}`).evaluate((el) => getComputedStyle(el).zIndex)),
  );
  await page.getByRole('tab', { name: '图层' }).click();
  await page.getByTestId('viewport').click({ position: { x: 10, y: 10 } });
  await expect(page.locator('.tc-comp.tc-selected')).toHaveCount(0);
  const box = (await page.getByTestId(`comp-${pageRect}`).boundingBox())!;
  await page.mouse.click(box.x + 10, box.y + 10);
  await expect(page.getByTestId(`comp-${pageRect}`)).toHaveClass(/tc-selected/);
  await page.getByTestId('page-path').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('system-layer.png') });
  // Not on the system scene itself (its components are edited there).
  await page.getByRole('tab', { name: '场景' }).click();
  await page.getByTestId('system-scene').click();
  await expect(layer).toHaveCount(0);
  await expect(page.getByTestId(`comp-${sysRect}`)).toBeVisible();
});

test('editor audit: canvas size is undoable and saved; zoom steps 10 %, fits at least 0.2, kept per project', async ({
  page,
}) => {
  const flag = await openProject(page, 'Audit canvas');
  const stageWidth = () => page.getByTestId('stage').evaluate((el) => el.offsetWidth);
  const size = async () => {
    const d = await savedDoc(page, flag);
    return [d.canvasWidth, d.canvasHeight];
  };
  // `update project size`, then undo and redo (each saved).
  const sizeCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/project/v2/update')) sizeCalls.push(r.postData() ?? '');
  });
  const width = page.locator('input[data-testid="canvas-width"]');
  const height = page.locator('input[data-testid="canvas-height"]');
  await width.fill('2400');
  await width.press('Enter');
  await expect.poll(stageWidth).toBe(2400);
  await expect.poll(size).toEqual([2400, 1080]);
  expect(sizeCalls.some((b) => b.includes('"canvasWidth":2400') && b.includes('"canvasHeight":1080'))).toBe(
    true,
  );
  await height.fill('1200');
  await height.press('Enter');
  await expect.poll(size).toEqual([2400, 1200]);
  // Two edits, two undo steps, each saved (keys go to the editor once the field is left).
  await page.getByTestId('viewport').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(height).toHaveValue('1080');
  await page.keyboard.press('Control+z');
  await expect.poll(stageWidth).toBe(1920);
  await expect(width).toHaveValue('1920');
  await saved(page);
  expect(await size()).toEqual([1920, 1080]);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(stageWidth).toBe(2400);
  await saved(page);
  expect(await size()).toEqual([2400, 1080]);

  // Zoom: in and out to the next multiple of 10 %.
  const zoomValue = async () => Number((await page.getByTestId('zoom-value').innerText()).replace('%', ''));
  const fit = await zoomValue();
  await page.getByTestId('zoom-in').click();
  expect(await zoomValue()).toBe((Math.floor(fit / 10) + 1) * 10);
  await page.getByTestId('zoom-out').click();
  await page.getByTestId('zoom-out').click();
  const kept = (Math.floor(fit / 10) - 1) * 10;
  expect(await zoomValue()).toBe(kept);
  expect(await page.evaluate((f) => localStorage.getItem(`tc-editor-scale:${f}`), flag)).toBe(
    String(kept / 100),
  );
  // Kept per project: a reload opens at that zoom; another project fits on its own.
  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible();
  await expect.poll(zoomValue).toBe(kept);
  const stage = (await page.getByTestId('stage').boundingBox())!;
  expect(Math.abs(stage.width / 2400 - kept / 100)).toBeLessThan(0.005);

  // A huge canvas fits at the floor of 20 %.
  await width.fill('30000');
  await height.fill('30000');
  await height.press('Enter');
  await expect.poll(stageWidth).toBe(30000);
  await page.getByTestId('zoom-fit').click();
  expect(await zoomValue()).toBe(20);
  for (let i = 0; i < 3; i++) await page.getByTestId('zoom-out').click();
  expect(await zoomValue()).toBe(20);
});

test('editor audit: new components land at the centre of the visible canvas, or where they are dropped', async ({
  page,
}) => {
  await openProject(page, 'Audit placement');
  for (let i = 0; i < 4; i++) await page.getByTestId('zoom-in').click();
  // Pan so the view shows another part of the canvas.
  await page.getByTestId('viewport').hover({ position: { x: 300, y: 300 } });
  await page.mouse.wheel(250, 150);
  const view = await visibleCanvas(page);
  await page.getByTestId('palette-2110').click();
  const left = Number(await propInput(page, 'componentRect.componentLeft').inputValue());
  const top = Number(await propInput(page, 'componentRect.componentTop').inputValue());
  expect(Math.abs(left + 150 - (view.left + view.width / 2))).toBeLessThanOrEqual(2);
  expect(Math.abs(top + 100 - (view.top + view.height / 2))).toBeLessThanOrEqual(2);

  // Dropped at a point of the zoomed, panned canvas: centred on that point.
  const vp = (await page.getByTestId('viewport').boundingBox())!;
  const st = (await page.getByTestId('stage').boundingBox())!;
  const target = { x: 200, y: 260 };
  await page.getByTestId('palette-2005').dragTo(page.getByTestId('viewport'), { targetPosition: target });
  const w = Number(await propInput(page, 'componentRect.componentWidth').inputValue());
  const h = Number(await propInput(page, 'componentRect.componentHeight').inputValue());
  const x = Number(await propInput(page, 'componentRect.componentLeft').inputValue());
  const y = Number(await propInput(page, 'componentRect.componentTop').inputValue());
  expect(Math.abs(x + w / 2 - (vp.x + target.x - st.x) / view.scale)).toBeLessThanOrEqual(2);
  expect(Math.abs(y + h / 2 - (vp.y + target.y - st.y) / view.scale)).toBeLessThanOrEqual(2);
});

test('editor audit: paste across projects, centring outside the view, and the dynamic-panel copy refusals', async ({
  page,
}) => {
  await openProject(page, 'Audit copy source');
  const src = await addRect(page, 400, 300);
  await saved(page);
  await page.getByTestId('layer-list').locator('.tc-layer').first().click();
  await page.keyboard.press('Control+c');

  // Another project: same place + 5, the copy suffix, a fresh id.
  const other = await openProject(page, 'Audit copy target', true);
  await focusCanvas(page);
  await page.keyboard.press('Control+v');
  await expect(page.locator('.tc-comp')).toHaveCount(1);
  await saved(page);
  let list = await firstPageList(page, other);
  expect(
    list.map((c) => [c.componentName, c.componentRect?.componentLeft, c.componentRect?.componentTop]),
  ).toEqual([['矩形副本', 405, 305]]);
  expect(list[0]!._id).not.toBe(src);

  // Zoomed in on the far corner, the source place is out of view: the paste is centred in the view.
  for (let i = 0; i < 5; i++) await page.getByTestId('zoom-in').click();
  await page.getByTestId('viewport').hover({ position: { x: 300, y: 300 } });
  await page.mouse.wheel(400, 300);
  const view = await visibleCanvas(page);
  expect(view.left).toBeGreaterThan(720);
  expect(view.width).toBeGreaterThan(300);
  await page.keyboard.press('Control+v');
  await expect(page.locator('.tc-comp')).toHaveCount(2);
  await saved(page);
  list = await firstPageList(page, other);
  const centred = list[1]!.componentRect!;
  expect(Math.abs(centred.componentLeft + 150 - (view.left + view.width / 2))).toBeLessThanOrEqual(3);
  expect(Math.abs(centred.componentTop + 100 - (view.top + view.height / 2))).toBeLessThanOrEqual(3);
  await page.getByTestId('zoom-fit').click();

  // Copy refusals inside a dynamic panel (editor spec 5), each with its own message.
  await page.getByTestId('palette-4901').click();
  const panelA = await selectedId(page);
  await setField(page, 'componentRect.componentLeft', 100);
  await page.getByTestId('palette-4901').click();
  const panelB = await selectedId(page);
  await setField(page, 'componentRect.componentLeft', 1200);
  await page.getByTestId(`comp-${panelA}`).click();
  await focusCanvas(page);
  await page.keyboard.press('Control+c');
  await page.getByTestId(`comp-${panelB}`).dblclick();
  await expect(page.getByTestId('dynamic-tabs')).toBeVisible();
  await focusCanvas(page);
  await page.keyboard.press('Control+v');
  await expect(page.locator('.ant-message')).toContainText('动态面板内不支持复制动态面板');
  await expect(page.getByTestId('dynamic-edit-page').locator('.tc-comp')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A group holding a panel: its own message.
  const rows = page.getByTestId('layer-list').locator('.tc-layer');
  await rows.filter({ hasText: '矩形副本' }).first().click();
  // The list shows the top of the stack first: panel A, added before B, is the lower row.
  await page
    .getByTestId('layer-list')
    .getByTestId('layer-动态面板')
    .last()
    .click({ modifiers: ['Shift'] });
  await expect(page.locator('.tc-comp.tc-selected')).toHaveCount(2);
  await expect(page.getByTestId(`comp-${panelA}`)).toHaveClass(/tc-selected/);
  await focusCanvas(page);
  await page.keyboard.press('Control+g');
  await expect(page.getByTestId('layer-list').getByTestId('layer-group')).toBeVisible();
  await page.keyboard.press('Control+c');
  await page.getByTestId(`comp-${panelB}`).dblclick();
  await focusCanvas(page);
  await page.keyboard.press('Control+v');
  await expect(page.locator('.ant-message')).toContainText('动态面板内不支持复制包含地图或动态面板的组合');
  await expect(page.getByTestId('dynamic-edit-page').locator('.tc-comp')).toHaveCount(0);
});

test('editor audit: deleting a component removes its router relations first', async ({ page }) => {
  const flag = await openProject(page, 'Audit relations');
  const id = await addRect(page, 300, 300);
  await saved(page);
  // A project router bound to the rectangle, with its relation, as the data panel leaves them.
  const router = await api<{ id: string }>(page, 'project/router/add', {
    projectFlag: flag,
    name: 'audit router',
  });
  const doc = await savedDoc(page, flag);
  const pageId = doc.projectScenesList[0]!.projectPageList![0]!._id;
  const bound = await api<{ subCode: number }>(page, 'project/detail/v2/save', {
    projectId: doc.projectId,
    baseRevision: doc.revision,
    time: Date.now(),
    goal: 'editor',
    opts: [
      {
        command: 'update',
        path: `${id}.requestSource`,
        records: {
          newValue: { type: 'router', sqlOptions: { routers: [{ id: router.id, routerType: 0 }] } },
        },
      },
    ],
  });
  expect(bound.subCode).toBe(0);
  const entry = { projectFlag: flag, sceneId: doc.projectScenesList[0]!._id, pageId, componentId: id };
  await api(page, 'project/router/relation/add', {
    proProjectComponentList: [{ ...entry, routers: [{ id: router.id, routerType: 0 }] }],
  });
  const relations = () =>
    api<{ componentId: string }[]>(page, 'project/router/relation/list', { projectFlag: flag });
  expect((await relations()).map((r) => r.componentId)).toEqual([id]);

  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible();
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (url.includes('/router/relation/delete')) calls.push('relation');
    if (url.includes('/detail/v2/save')) calls.push('save');
  });
  await page.getByTestId(`comp-${id}`).click();
  await page.keyboard.press('Delete');
  await expect(page.locator('.tc-comp')).toHaveCount(0);
  await saved(page);
  await expect.poll(relations).toEqual([]);
  expect(calls).toEqual(['relation', 'save']);
  expect(await firstPageList(page, flag)).toEqual([]);
});

test('editor audit: property-panel edits are one undo step each; held arrows are throttled at 600 ms', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const flag = await openProject(page, 'Audit properties');
  const id = await addRect(page, 300, 300);
  await saved(page);
  const comp = page.getByTestId(`comp-${id}`);
  const row = page.getByTestId('layer-list').locator('.tc-layer').first();
  const undoRedo = async (css: string, before: string, after: string) => {
    await expect(comp).toHaveCSS(css, after);
    await row.click();
    await page.keyboard.press('Control+z');
    await expect(comp).toHaveCSS(css, before);
    await page.keyboard.press('Control+Shift+z');
    await expect(comp).toHaveCSS(css, after);
  };
  await setField(page, 'opacity', '0.5');
  await undoRedo('opacity', '1', '0.5');
  await setField(page, 'componentBorder.width', 4);
  await undoRedo('border-top-width', '0px', '4px');
  await setField(page, 'componentShadow.x', 6);
  await undoRedo('box-shadow', 'none', 'rgba(0, 0, 0, 0.5) 6px 0px 0px 0px');
  await setField(page, 'cornerRadius.tl', 12);
  await undoRedo('border-top-left-radius', '0px', '12px');
  await setField(page, 'gaussianBlur', 3);
  await undoRedo('filter', 'none', 'blur(3px)');
  // The background (for the rectangle, its fill) as a gradient, then an image over it.
  await page.locator('[data-testid="prop-backgroundColorData-type"]').click();
  await page.locator('.ant-select-dropdown:visible').getByText('渐变', { exact: true }).click();
  await undoRedo('background-image', 'none', /linear-gradient/ as unknown as string);
  await setField(page, 'bgImg', '/favicon.svg');
  await expect(comp).toHaveCSS('background-image', /url\(.*favicon\.svg.*\), linear-gradient/);
  await saved(page);
  const saved1 = (await firstPageList(page, flag))[0] as Node & Record<string, unknown>;
  expect(saved1).toMatchObject({
    opacity: 0.5,
    componentBorder: { width: 4 },
    componentShadow: { x: 6 },
    cornerRadius: { tl: 12 },
    gaussianBlur: 3,
    backgroundColorData: { colorType: 2 },
    bgImg: '/favicon.svg',
  });

  // Ten arrow presses inside 600 ms: the first saved at once, the nine others as one save (one op)
  // when the window closes; one undo step for all ten.
  await setField(page, 'componentRect.componentLeft', 100);
  await saved(page);
  await row.click();
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/detail/v2/save')) saves.push(r.postData() ?? '');
  });
  // Key repeat of a held arrow: ten key-downs in a row, faster than Playwright's own key presses.
  await page.evaluate(() => {
    for (let i = 0; i < 10; i++)
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', code: 'ArrowRight', repeat: i > 0 }),
      );
  });
  await expect(comp).toHaveCSS('left', '110px');
  await saved(page);
  const lefts = saves.map((body) =>
    (JSON.parse(body) as { opts: { records: { newValue: Rect } }[] }).opts.map(
      (op) => op.records.newValue.componentLeft,
    ),
  );
  expect(lefts).toEqual([[101], [110]]);
  await page.keyboard.press('Control+z');
  await expect(comp).toHaveCSS('left', '100px');
  await saved(page);
  expect((await firstPageList(page, flag))[0]!.componentRect!.componentLeft).toBe(100);
});

test('editor audit: a failed save keeps the edits, offers a retry, and leaving asks first', async ({
  page,
}) => {
  const flag = await openProject(page, 'Audit save failure');
  const first = await addRect(page, 200, 200);
  await saved(page);
  // The server refuses saves (a network fault, not a mock of our code).
  let down = true;
  await page.route('**/api/project/detail/v2/save', (route) =>
    down
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"500","msg":"down","data":null}',
        })
      : route.continue(),
  );
  await page.getByTestId('palette-2005').click();
  const text = await selectedId(page);
  await setField(page, 'componentRect.componentLeft', 640);
  const status = page.getByTestId('save-status');
  await expect(status).toHaveAttribute('data-status', 'failed');
  await expect(status).toContainText('未保存');
  await expect(page.getByTestId('save-retry')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('save-failed.png') });

  // Leaving asks: the browser's prompt on unload, our dialog inside the app (staying keeps the edits).
  const prompts = await page.evaluate(() => {
    const e = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(e);
    return e.defaultPrevented;
  });
  expect(prompts).toBe(true);
  await page.getByRole('button', { name: '返回项目列表' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '有未保存的修改' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /留\s*下/ }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${flag}$`));
  await expect(page.getByTestId(`comp-${text}`)).toBeVisible();

  // Retrying while the server is still down fails again and loses nothing.
  const retry = page.getByTestId('save-retry');
  await retry.click();
  await expect(status).toHaveAttribute('data-status', 'failed');
  await expect(status).toContainText('2 项未保存');
  // The server is back: the retry (ours, or the queue's own timed one) saves everything, in order.
  down = false;
  await retry.click({ timeout: 2000 }).catch(() => undefined);
  await saved(page);
  const list = await firstPageList(page, flag);
  expect(list.map((c) => c._id)).toEqual([first, text]);
  expect(list[1]!.componentRect!.componentLeft).toBe(640);
  await page.reload();
  await expect(page.getByTestId(`comp-${text}`)).toHaveCSS('left', '640px');
  // Nothing unsaved: leaving does not ask.
  await page.getByRole('button', { name: '返回项目列表' }).click();
  await expect(page).toHaveURL(/\/manage$/);
});

test('editor audit: groups are entered at levels 1 and 2 and left one level at a time', async ({ page }) => {
  test.setTimeout(90_000);
  const flag = await openProject(page, 'Audit groups');
  for (const [x, y] of [
    [100, 100],
    [500, 100],
    [100, 500],
    [500, 500],
  ] as const)
    await addRect(page, x, y);
  const rows = page.getByTestId('layer-list').locator('.tc-layer');
  const head = page.getByTestId('layer-list').locator('.tc-layer-group');
  const named = (name: string) => page.getByTestId('layer-list').getByTestId(`layer-${name}`);
  // Two rectangles into a group, the two others into another.
  for (const left of [2, 0]) {
    await named('矩形').nth(0).click();
    await named('矩形')
      .nth(1)
      .click({ modifiers: ['Shift'] });
    await expect(page.locator('.tc-comp.tc-selected')).toHaveCount(2);
    await focusCanvas(page);
    await page.keyboard.press('Control+g');
    await expect(named('矩形')).toHaveCount(left);
  }
  await expect(named('group')).toHaveCount(2);
  // Copy one group into the other: a group inside a group.
  await named('group').nth(0).click();
  const outer = await selectedId(page);
  await focusCanvas(page);
  await page.keyboard.press('Control+c');
  await named('group').nth(1).click();
  const first = await selectedId(page);
  await focusCanvas(page);
  await page.keyboard.press('Enter');
  await expect(head).toContainText('组合内：group');
  await page.keyboard.press('Control+v');
  await expect(rows).toHaveCount(3);
  const inner = await selectedId(page);
  await saved(page);

  // Level 2 by double-click; then Esc leaves one level at a time, selecting the group just left.
  await page.getByTestId(`comp-${inner}`).dblclick();
  await expect(head).toContainText('组合内：group副本');
  await expect(rows).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(head).toContainText('组合内：group');
  await expect(page.getByTestId(`comp-${inner}`)).toHaveClass(/tc-selected/);
  await page.keyboard.press('Escape');
  await expect(head).toHaveCount(0);
  await expect(page.getByTestId(`comp-${first}`)).toHaveClass(/tc-selected/);
  const list = await firstPageList(page, flag);
  const firstGroup = list.find((c) => c._id === first) as Node & { groupModel: { groupList: Node[] } };
  expect(firstGroup.groupModel.groupList.map((c) => c.componentName)).toContain('group副本');
  expect(list.map((c) => c._id)).toContain(outer);
});
