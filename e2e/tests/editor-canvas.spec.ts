import { expect, test } from '@playwright/test';
import {
  addRect,
  focusCanvas,
  openNewProject,
  propInput,
  saved,
  selectedId,
  setField,
  visibleCanvas,
} from '../support/editor';
import { firstPageComponents, queryProject } from '../support/projects';

// Editor audit, part two: the canvas (size, zoom), where new and pasted components land, the copy
// refusals inside dynamic panels, and groups entered level by level.

test('editor audit: canvas size is undoable and saved; zoom steps 10 %, fits at least 0.2, kept per project', async ({
  page,
}) => {
  const flag = await openNewProject(page, 'Audit canvas');
  const stageWidth = () => page.getByTestId('stage').evaluate((el: HTMLElement) => el.offsetWidth);
  const size = async () => {
    const d = await queryProject(page, flag);
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
  await openNewProject(page, 'Audit placement');
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
  await openNewProject(page, 'Audit copy source');
  const src = await addRect(page, 400, 300);
  await saved(page);
  await page.getByTestId('layer-list').locator('.tc-layer').first().click();
  await page.keyboard.press('Control+c');

  // Another project: same place + 5, the copy suffix, a fresh id.
  const other = await openNewProject(page, 'Audit copy target', true);
  await focusCanvas(page);
  await page.keyboard.press('Control+v');
  await expect(page.locator('.tc-comp')).toHaveCount(1);
  await saved(page);
  let list = await firstPageComponents(page, other);
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
  list = await firstPageComponents(page, other);
  const centred = list[1]!.componentRect!;
  expect(Math.abs(centred.componentLeft + 150 - (view.left + view.width / 2))).toBeLessThanOrEqual(3);
  expect(Math.abs(centred.componentTop + 100 - (view.top + view.height / 2))).toBeLessThanOrEqual(3);
  await page.getByTestId('zoom-fit').click();

  // Copy refusals inside a dynamic panel (docs/reference.md#copy-paste), each with its own message.
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

test('editor audit: groups are entered at levels 1 and 2 and left one level at a time', async ({ page }) => {
  test.setTimeout(90_000);
  const flag = await openNewProject(page, 'Audit groups');
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
  const list = await firstPageComponents(page, flag);
  const firstGroup = list.find((c) => c._id === first)!;
  expect(firstGroup.groupModel!.groupList.map((c) => c.componentName)).toContain('group副本');
  expect(list.map((c) => c._id)).toContain(outer);
});
