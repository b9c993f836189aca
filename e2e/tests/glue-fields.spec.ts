import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * The property panel's pickers against the real server: an image field uploads into the resource
 * library and picks from it, a text picks an uploaded font from the one font picker (listed in the
 * project's fonts), the weather component searches a city. Screenshots of each panel go to
 * GLUE_SHOTS (default /tmp/glue-shots) to be looked at.
 */
interface Node {
  componentType?: string;
  imageModel?: { imageUrl?: string };
  textModel?: { textStyle?: { fontName?: string } };
  weatherModel?: { cityCode?: string; cityName?: string; refresh?: number };
}
interface Doc {
  fonts?: { fontRealName: string; fontUrl: string }[];
  projectScenesList: { projectPageList: { projectTwoComponentList: Node[] }[] }[];
}

const SHOTS = process.env.GLUE_SHOTS ?? '/tmp/glue-shots';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const FONT = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf');

async function post<T>(page: Page, url: string, data: object): Promise<T> {
  const s = JSON.parse((await page.evaluate(() => localStorage.getItem('tc-session'))) ?? '{}') as {
    access_token: string;
    groupId: string;
  };
  const res = await page.request.post(`/api/${url}`, {
    headers: { Authorization: `Bearer ${s.access_token}`, 'Current-Group': s.groupId },
    data,
  });
  const body = (await res.json()) as { code: string; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe('0');
  return body.data;
}
const saved = (page: Page) =>
  expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

test.setTimeout(240_000);
test.use({ navigationTimeout: 60_000, actionTimeout: 30_000 });

test('property pickers: image upload and library, uploaded font, weather city search', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  // Named per attempt: a retry must not find the first attempt's upload in the library too.
  const imageName = `字段图片${test.info().retry || ''}`;
  await signIn(page);
  const { projectFlag: flag } = await post<{ projectFlag: string }>(page, 'project/v2/create', {
    projectName: '字段选择器',
  });
  await page.goto(`/project/${flag}`);
  await expect(page.getByTestId('editor')).toBeVisible({ timeout: 45_000 });
  const panel = page.getByTestId('property-panel');

  // 1. Image: upload from the field (progress, then the address is set), then pick it from the library.
  await page.getByTestId('palette-1007').dispatchEvent('click');
  // The content image comes first; the style section's background image has a picker too.
  await panel
    .getByTestId('image-source-file')
    .first()
    .setInputFiles({ name: `${imageName}.png`, mimeType: 'image/png', buffer: PNG });
  const url = panel.getByTestId('prop-imageModel.imageUrl');
  await expect(url).toHaveValue(/^\/api\/file\/.+\.png$/);
  const uploaded = await url.inputValue();
  await expect(page.locator(`.tc-comp.tc-selected img[src="${uploaded}"]`)).toBeVisible();
  await shot(page, 'image-panel');
  await url.fill('');
  await url.press('Enter');
  await expect(url).toHaveValue('');
  await panel.getByTestId('image-source-library').first().click();
  const modal = page.getByTestId('image-source-modal');
  const item = modal.getByTestId('library-item').filter({ hasText: imageName });
  await expect(item).toBeVisible();
  await shot(page, 'image-library-modal');
  await item.locator('button').first().click();
  await expect(modal).toBeHidden();
  await expect(url).toHaveValue(uploaded);

  // 2. Text: a font uploaded to the library shows up in the text's font picker and loads on demand.
  await page.getByRole('tab', { name: /资源库/ }).click();
  await page.getByTestId('library-tab-2').click();
  await page
    .getByTestId('library-file-2')
    .setInputFiles({ name: 'GlueMono.ttf', mimeType: 'font/ttf', buffer: FONT });
  await expect(page.getByTestId('library-list-2').getByTestId('library-item')).toHaveCount(1);
  await page.getByTestId('palette-2005').dispatchEvent('click');
  const fontPicker = panel.getByTestId('prop-textModel.textStyle.fontName');
  await fontPicker.click();
  const option = page.locator('.ant-select-item-option[title="GlueMono"]');
  await expect(option).toBeVisible();
  await shot(page, 'text-font-picker');
  await option.click();
  await expect(page.locator('.tc-comp.tc-selected [data-testid="text-content"]')).toHaveCSS(
    'font-family',
    /GlueMono/,
  );
  expect(await page.evaluate(() => document.fonts.check('16px GlueMono'))).toBe(true);
  await page.keyboard.press('Escape');
  await shot(page, 'text-panel');

  // 3. Weather: search a city by name, code and name set together.
  await page.getByTestId('palette-4101').dispatchEvent('click');
  const city = panel.getByTestId('prop-weatherModel');
  await expect(city).toContainText('北京');
  await city.click();
  await page.keyboard.type('广州');
  const guangzhou = page.locator('.ant-select-item-option').filter({ hasText: '101280101' });
  await expect(guangzhou).toBeVisible();
  await shot(page, 'weather-city-search');
  await guangzhou.click();
  await expect(city).toContainText('广州');
  await expect(page.locator('.tc-comp.tc-selected')).toContainText('广州');
  await shot(page, 'weather-panel');
  await saved(page);

  const doc = await post<Doc>(page, 'project/detail/v2/query', { projectFlag: flag });
  const list = doc.projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList;
  expect(list.find((c) => c.componentType === '1007')?.imageModel?.imageUrl).toBe(uploaded);
  expect(list.find((c) => c.componentType === '2005')?.textModel?.textStyle?.fontName).toBe('GlueMono');
  expect(doc.fonts?.map((f) => f.fontRealName)).toEqual(['GlueMono']);
  expect(list.find((c) => c.componentType === '4101')?.weatherModel).toMatchObject({
    cityCode: '101280101',
    cityName: '广州',
    refresh: 3600,
  });
});
