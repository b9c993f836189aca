import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { saved } from '../support/editor';
import { openLibrary } from '../support/library';
import { createProject, queryProject, type SavedDoc, type SavedNode } from '../support/projects';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { dialogOk } from '../support/dialogs';

/**
 * The resource library and the case gallery in real Chromium: an uploaded image and font used in a
 * project; a group of components collected and inserted into another project; a project made from an
 * official case and previewed.
 */
interface Node extends SavedNode {
  imageModel?: { imageUrl?: string };
  textModel?: { textStyle?: { fontName?: string } };
  groupModel?: { groupList: Node[] };
}

// A 2×2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const FONT = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf');

const components = (doc: SavedDoc<Node>) =>
  doc.projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList;
const query = (page: Page, flag: string) => queryProject<Node>(page, flag);
// The build machine is shared; give slow first loads room.
test.setTimeout(180_000);
test.use({ navigationTimeout: 60_000, actionTimeout: 30_000 });

test('library: upload an image and a font and use both in a project', async ({ page }) => {
  await signIn(page);
  const { projectFlag: flag } = await createProject(page, '资源库项目');
  await openLibrary(page, flag, '4');

  await page
    .getByTestId('library-file-4')
    .setInputFiles({ name: '红色方块.png', mimeType: 'image/png', buffer: PNG });
  const image = page
    .getByTestId('library-list-4')
    .getByTestId('library-item')
    .filter({ hasText: '红色方块' });
  await expect(image).toBeVisible();
  await image.locator('button').first().click();
  const img = page.locator('.tc-comp img[src*="/api/file/"]');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(2);

  // A text component, selected, then the uploaded font applied to it.
  await page.getByTestId('palette-2005').click();
  await page.getByTestId('library-tab-2').click();
  await page
    .getByTestId('library-file-2')
    .setInputFiles({ name: 'MonoTest.ttf', mimeType: 'font/ttf', buffer: FONT });
  const font = page.getByTestId('library-list-2').getByTestId('library-item').filter({ hasText: 'MonoTest' });
  await expect(font).toBeVisible();
  await font.locator('button').first().click();
  await expect(page.locator('.tc-comp.tc-selected [data-testid="text-content"]')).toHaveCSS(
    'font-family',
    /MonoTest/,
  );
  expect(await page.evaluate(() => document.fonts.check('16px MonoTest'))).toBe(true);
  await saved(page, 30_000);

  const doc = await query(page, flag);
  const list = components(doc);
  expect(list.find((c) => c.componentType === '1007')?.imageModel?.imageUrl).toMatch(
    /^\/api\/file\/\d{8}\/image\/[0-9a-f]{32}\.png$/,
  );
  expect(list.find((c) => c.componentType === '2005')?.textModel?.textStyle?.fontName).toBe('MonoTest');
  expect(doc.fonts?.map((f) => f.fontRealName)).toEqual(['MonoTest']);

  // Served as it should be: nosniff, and the font loads in the viewer from the project's font list.
  const served = await page.request.get(doc.fonts![0]!.fontUrl);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['content-type']).toBe('font/ttf');
});

test('library: collect a group of components and insert it into another project', async ({ page }) => {
  await signIn(page);
  const a = await createProject(page, '收藏来源');
  const b = await createProject(page, '收藏目标');
  await page.goto(`/project/${a.projectFlag}`);
  await expect(page.getByTestId('editor')).toBeVisible({ timeout: 45_000 });
  await page.getByTestId('palette-2110').click();
  await page.getByTestId('palette-2005').click();
  await page
    .getByTestId('layer-list')
    .getByTestId('layer-矩形')
    .click({ modifiers: ['Shift'] });
  await page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+g');
  await expect(page.getByTestId('layer-list').getByTestId('layer-group')).toBeVisible();
  await saved(page, 30_000);

  await page.getByRole('tab', { name: /资源库/ }).click();
  await page.getByTestId('library-tab-1').click();
  await page.getByTestId('collect-new-group').click();
  await page.getByTestId('collect-group-name').fill('标题组件');
  await dialogOk(page);
  await expect(page.getByTestId('collect-group-select')).toContainText('标题组件');
  await page.getByTestId('collect-selection').click();
  await page.getByTestId('collect-name').fill('卡片');
  await dialogOk(page);
  await expect(page.getByTestId('library-list-1').getByTestId('library-item')).toHaveAttribute(
    'data-name',
    '卡片收藏',
  );

  await openLibrary(page, b.projectFlag, '1');
  const item = page.getByTestId('library-list-1').getByTestId('library-item');
  await expect(item).toHaveAttribute('data-name', '卡片收藏');
  await item.locator('button').first().click();
  await expect.poll(async () => components(await query(page, b.projectFlag)).length).toBe(1);
  const source = components(await query(page, a.projectFlag))[0]!;
  const inserted = components(await query(page, b.projectFlag))[0]!;
  expect(inserted.componentType).toBe('5001');
  expect(inserted._id).not.toBe(source._id);
  expect(inserted.groupModel!.groupList.map((c) => c.componentType).sort()).toEqual(['2005', '2110']);
  const sourceIds = new Set(source.groupModel!.groupList.map((c) => c._id));
  expect(inserted.groupModel!.groupList.every((c) => !sourceIds.has(c._id))).toBe(true);
  // One undo removes the whole insertion.
  await page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => components(await query(page, b.projectFlag)).length).toBe(0);
});

test('cases: create a project from an official case and preview it', async ({ page, context }) => {
  await signIn(page);
  await page.goto('/manage/cases');
  const cards = page.getByTestId('case-card');
  // The official cases: smart city, factory monitoring, sales, and the digital-twin factory.
  await expect(cards).toHaveCount(4);
  const city = cards.filter({ hasText: '智慧城市运营中心' });
  const opened = context.waitForEvent('page');
  await city.getByTestId('case-copy').click();
  const editor = await opened;
  await expect(editor).toHaveURL(/\/project\/A/);
  await expect(editor.getByTestId('editor')).toBeVisible({ timeout: 45_000 });
  const flag = new URL(editor.url()).pathname.split('/').pop()!;
  const doc = await query(page, flag);
  expect(components(doc).length).toBeGreaterThan(10);
  await editor.close();

  await page.goto(`/preview/${flag}`);
  await expect(page.getByText('智慧城市运营中心').first()).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await shot(page, 'case-preview');
});
