import { expect, test, type Page } from '@playwright/test';
import { pageApi } from '../support/api';
import { addRect, focusCanvas, layer, openEditor, saved } from '../support/editor';
import { queryProject } from '../support/projects';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import { shot } from '../support/shots';

// The editor's chrome as a new user meets it: dark by default (light remembered), page settings when
// the empty canvas is clicked (size, scale mode, a background the stage and the preview draw), a layer
// list that keeps to its half of the left panel and opens groups, and a palette in sections.

test.describe.configure({ timeout: 180_000 });
const settle = { timeout: 30_000 };

/** A copy of the smart-city case (about 20 layers at 1600 × 1000); its flag. */
async function smartCity(page: Page): Promise<string> {
  const made = await pageApi(page)<{ projectFlag: string }>('project/case/v2/copy', {
    caseFlag: 'case-official-smart-city',
  });
  return made.projectFlag;
}

test('page settings on the empty canvas: size, scale mode and background, drawn by stage and preview, undoable; dark theme by default', async ({
  page,
  context,
}) => {
  await signIn(page);
  const { projectFlag: flag } = await pageApi(page)<{ projectFlag: string }>('project/v2/create', {
    projectName: 'Page settings',
  });
  await openEditor(page, flag);
  // Dark chrome by default.
  await expect(page.getByTestId('editor')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.tc-left')).toHaveCSS('background-color', 'rgb(23, 28, 38)');

  // A component selected shows its own properties; clicking empty canvas shows the page's settings.
  await addRect(page, 100, 100);
  await expect(page.getByTestId('page-settings')).toHaveCount(0);
  await page.getByTestId('viewport').click({ position: { x: 8, y: 8 } });
  const settings = page.getByTestId('page-settings');
  await expect(settings).toBeVisible();
  await expect(settings.getByLabel('宽度')).toHaveValue('1920');

  // Background: a gradient at half opacity, an image over it.
  await chooseOption(page, 'page-bg-backgroundColor-type', '渐变');
  const colour = page.getByTestId('stage').getByTestId('backdrop-colour');
  await expect(colour).toHaveCSS('background-image', /linear-gradient/);
  const opacity = settings.getByLabel('颜色不透明度');
  await opacity.fill('0.5');
  await opacity.press('Enter');
  await expect(colour).toHaveCSS('opacity', '0.5');
  const image = settings.getByTestId('page-bg-backgroundImageWeb');
  await image.fill('/favicon.svg');
  await image.press('Enter');
  await expect(page.getByTestId('stage').getByTestId('backdrop-image')).toHaveCSS(
    'background-image',
    /favicon\.svg/,
  );
  // One undo removes the image again, redo brings it back (the field lets go of the keys first).
  await page.getByTestId('viewport').click({ position: { x: 8, y: 8 } });
  // Undo and redo reach the server under their own names (docs/reference.md#history), in the save's goal.
  const goals: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/detail/v2/save'))
      goals.push((JSON.parse(r.postData() ?? '{}') as { goal: string }).goal);
  });
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('stage').getByTestId('backdrop-image')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByTestId('stage').getByTestId('backdrop-image')).toHaveCount(1);
  await saved(page);
  expect(goals.join(',')).toMatch(/un_updateScene.*re_updateScene/);
  // Scale mode and size.
  await chooseOption(page, 'page-scale-mode', '拉伸铺满');
  const width = settings.getByLabel('宽度');
  await width.fill('1600');
  await width.press('Enter');
  await expect(page.getByTestId('stage')).toHaveCSS('width', '1600px');
  await saved(page);
  await shot(page, 'editor-page-settings-dark');

  const doc = (await queryProject(page, flag)) as unknown as Record<string, unknown> & {
    projectScenesList: { background?: Record<string, unknown> }[];
  };
  expect(doc.canvasWidth).toBe(1600);
  expect(doc.scaleMode).toBe('stretch');
  expect(doc.projectScenesList[0]!.background).toMatchObject({
    backgroundColor: { colorType: 2 },
    backgroundColorOpacity: 0.5,
    backgroundImageWeb: '/favicon.svg',
  });

  // The preview draws the same background and starts in the designer's scale mode.
  const preview = await context.newPage();
  await preview.goto(`/preview/${flag}`);
  await expect(preview.getByTestId('viewer')).toHaveClass(/tc-viewer-stretch/, settle);
  const stage = preview.getByTestId('viewer-stage');
  await expect(stage.getByTestId('backdrop-colour')).toHaveCSS('background-image', /linear-gradient/);
  await expect(stage.getByTestId('backdrop-colour')).toHaveCSS('opacity', '0.5');
  await expect(stage.getByTestId('backdrop-image')).toHaveCSS('background-image', /favicon\.svg/);
  await preview.close();

  // This page alone gets a solid background; the scene keeps its gradient.
  await settings.getByText('仅本页').click();
  await chooseOption(page, 'page-bg-backgroundColor-type', '纯色');
  await expect(colour).not.toHaveCSS('background-image', /linear-gradient/);
  await saved(page);
  const again = (await queryProject(page, flag)) as unknown as {
    projectScenesList: { background?: object; projectPageList: { background?: object }[] }[];
  };
  expect(again.projectScenesList[0]!.background).toMatchObject({ backgroundColor: { colorType: 2 } });
  expect(again.projectScenesList[0]!.projectPageList[0]!.background).toMatchObject({
    backgroundColor: { colorType: 1 },
  });

  // The light theme, chosen once, is kept after a reload.
  await page.getByTestId('theme-switch').click();
  await expect(page.getByTestId('editor')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.getByTestId('editor')).toHaveAttribute('data-theme', 'light', settle);
  await expect(page.locator('.tc-left')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.getByTestId('viewport').click({ position: { x: 8, y: 8 } });
  await expect(page.getByTestId('page-settings')).toBeVisible();
  await shot(page, 'editor-page-settings-light');
});

test('smart city at 1600 × 1000: the layer list keeps above the palette, groups open and take members in and out; the palette is in sections', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page);
  const flag = await smartCity(page);
  await openEditor(page, flag);
  const list = page.getByTestId('layer-list');
  await expect(list.locator('.tc-layer').first()).toBeVisible();
  // The layer list scrolls inside its own half: its last visible pixel is above the palette's first.
  const scroller = list.locator('.tc-layer-scroll');
  const paletteBox = (await page.getByTestId('palette').boundingBox())!;
  const listBox = (await scroller.boundingBox())!;
  expect(listBox.y + listBox.height).toBeLessThanOrEqual(paletteBox.y + 1);
  expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

  // Three rectangles; two become a group.
  await addRect(page, 100, 100);
  await addRect(page, 300, 100);
  const third = await addRect(page, 500, 300);
  await layer(page, '矩形').nth(1).click();
  await layer(page, '矩形')
    .nth(2)
    .click({ modifiers: ['Shift'] });
  await focusCanvas(page);
  await page.keyboard.press('Control+g');
  const group = layer(page, 'group');
  await expect(group).toBeVisible();
  await expect(layer(page, '矩形')).toHaveCount(1);
  // The group opens in the list and shows its two members.
  await group.getByRole('button', { name: '展开组合' }).click();
  const members = list.locator('[data-member-of]');
  await expect(members).toHaveCount(2);
  await shot(page, 'editor-layers-group-open');
  // One member out (the button): the group, left with one member, dissolves.
  const before = (await page.getByTestId(`comp-${third}`).boundingBox())!;
  await members.first().getByRole('button', { name: '移出组合' }).click();
  await expect(group).toHaveCount(0);
  await expect(list.locator('.tc-layer[data-testid="layer-矩形"]')).toHaveCount(3);
  await focusCanvas(page);
  await page.keyboard.press('Control+z');
  await expect(group).toBeVisible();
  // The free rectangle dragged onto the group row goes in; nothing moves on the canvas.
  const free = list.locator('.tc-layer:not([data-member-of])[data-testid="layer-矩形"]');
  await expect(members).toHaveCount(2);
  await free.dragTo(group);
  await expect(free).toHaveCount(0);
  await expect(members).toHaveCount(3);
  const after = (await page.getByTestId(`comp-${third}`).boundingBox())!;
  expect([Math.round(after.x), Math.round(after.y)]).toEqual([Math.round(before.x), Math.round(before.y)]);
  await saved(page);
  const saved1 = await queryProject(page, flag);
  const page1 = saved1.projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList ?? [];
  const savedGroup = page1.find((n) => (n.groupModel?.groupList.length ?? 0) === 3);
  expect(savedGroup?.groupModel?.groupList.map((m) => m._id)).toContain(third);

  // The palette in sections, charts by family with previews; the search spans them all.
  const palette = page.getByTestId('palette');
  const sections = await palette
    .locator('[data-testid^="palette-section-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(sections).toEqual(
    ['text', 'media', 'chart', 'shape', 'control', 'container', 'map', '3d'].map(
      (s) => `palette-section-${s}`,
    ),
  );
  await expect(page.getByTestId('palette-section-chart').locator('svg.tc-chart-thumb').first()).toBeVisible();
  const charts = await page.getByTestId('palette-section-chart').locator('.tc-palette-item').count();
  expect(await page.getByTestId('palette-section-chart').locator('svg.tc-chart-thumb').count()).toBe(charts);
  await expect(page.getByTestId('palette-section-shape').getByTestId('palette-2110')).toBeVisible();
  await page.getByTestId('palette-section-chart').scrollIntoViewIfNeeded();
  await shot(page, 'editor-palette-sections');
  const search = page
    .locator('input[data-testid="palette-search"], [data-testid="palette-search"] input')
    .first();
  await search.fill('饼');
  await expect(palette.locator('[data-testid^="palette-section-"]')).toHaveCount(1);
  await expect(page.getByTestId('palette-family-pie')).toBeVisible();
  await search.fill('');
  await expect(palette.locator('[data-testid^="palette-section-"]')).toHaveCount(8);
});

test('interactions at the panel width: condition names in full, labelled fade and duration, a table scope on a table target', async ({
  page,
}) => {
  await signIn(page);
  const { projectFlag: flag } = await pageApi(page)<{ projectFlag: string }>('project/v2/create', {
    projectName: 'Interactions panel',
  });
  await openEditor(page, flag);
  await page.getByTestId('palette-2021').click();
  await page.getByTestId('palette-2005').click();
  await page.locator('.tc-right').getByRole('tab', { name: '交互' }).click();
  await page.getByTestId('ix-add-event').click();
  await page.getByRole('menuitem', { name: '单击' }).click();
  await page.getByTestId('ix-0-add-condition').click();
  const condition = page.getByTestId('ix-0-cond-0');
  // The name has a line of its own: the whole default name is visible.
  const name = page.getByTestId('ix-0-cond-0-name');
  expect(await name.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect((await name.boundingBox())!.width).toBeGreaterThan(200);
  // The test reads a table: its cell scope can be chosen.
  const selects = condition.locator('.tc-ix-test .ant-select');
  await selects.nth(0).click();
  await page.locator('.ant-select-dropdown:visible').getByText('2D 组件', { exact: true }).click();
  await selects.nth(1).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '表格' })
    .click();
  await chooseOption(page, 'ix-scope', '行列范围');
  const range = page.getByTestId('ix-scope-range');
  await range.fill('1-3:2-2');
  await range.press('Enter');
  // A visibility action: its animation and duration are named, the duration in ms.
  await page.getByTestId('ix-0-cond-0-actions-add').click();
  const action = page.getByTestId('ix-0-cond-0-actions-0');
  await expect(action.getByText('动画', { exact: true })).toBeVisible();
  await expect(action.getByText('淡入淡出')).toBeVisible();
  await expect(action.getByText('时长', { exact: true })).toBeVisible();
  await expect(action.getByText('ms', { exact: true })).toBeVisible();
  await saved(page);
  await condition.scrollIntoViewIfNeeded();
  await shot(page.locator('.tc-right'), 'editor-interactions-panel');
  const doc = await queryProject(page, flag);
  const text = doc.projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList!.find(
    (n) => (n as { componentType?: string }).componentType === '2005',
  ) as unknown as {
    projectInteractionList: { conditions: { ifs: { scope?: string; type?: string }[] }[] }[];
  };
  expect(text.projectInteractionList[0]!.conditions[0]!.ifs[0]).toMatchObject({
    type: '2D',
    scope: '1-3:2-2',
  });
});
