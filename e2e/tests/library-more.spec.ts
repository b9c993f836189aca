import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import pngjs from 'pngjs';
import { CHART_CODE } from '../../packages/web/src/components/chart/codes';
import { SAMPLE_BY_KIND } from '../../packages/web/src/components/charts/samples';
import { lastCode, apiSignIn } from '../support/accounts';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';

/**
 * The resource library beyond the basics, in real Chromium: cropping an image (the stored file really
 * is the cropped size) and editing its thumbnail; groups (move, copy, rename, delete with a
 * confirmation); colour plans restyling every chart in one undoable step; resource counts and a limit
 * refusal; charts saved with their settings and inserted elsewhere; the panel in both languages.
 */

const { PNG } = pngjs;
interface Node {
  _id: string;
  componentType?: string;
  chartModel?: { skin?: { colors?: string[] }; config?: Record<string, unknown>; data?: unknown };
}
interface Doc {
  projectScenesList: { projectPageList: { _id: string; projectTwoComponentList: Node[] }[] }[];
  revision: number;
  projectId: string;
}
interface Resource {
  id: string;
  name: string;
  fileUrl: string;
  thumbnailUrl: string;
  groupManagementId: string | null;
}

test.setTimeout(240_000);
test.use({ navigationTimeout: 60_000, actionTimeout: 30_000 });

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const s = JSON.parse((await page.evaluate(() => localStorage.getItem('tc-session'))) ?? '{}') as {
    access_token: string;
    groupId: string;
  };
  return { Authorization: `Bearer ${s.access_token}`, 'Current-Group': s.groupId };
}
async function call<T>(
  page: Page,
  url: string,
  data: object,
): Promise<{ code: string; msg: string; data: T }> {
  const res = await page.request.post(`/api/${url}`, { headers: await apiHeaders(page), data });
  return (await res.json()) as { code: string; msg: string; data: T };
}
async function post<T>(page: Page, url: string, data: object): Promise<T> {
  const body = await call<T>(page, url, data);
  expect(body.code, `${url}: ${body.msg}`).toBe('0');
  return body.data;
}
const createProject = (page: Page, name: string) =>
  post<{ projectFlag: string; projectId: string }>(page, 'project/v2/create', { projectName: name });
const query = (page: Page, flag: string) => post<Doc>(page, 'project/detail/v2/query', { projectFlag: flag });
const components = (doc: Doc) => doc.projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList;
const listOf = (page: Page, type: string, groupManagementId?: string) =>
  post<{ currentResult: Resource[] }>(page, 'resource/source/list', { type, groupManagementId }).then(
    (r) => r.currentResult,
  );
const used = async (page: Page, category: string) =>
  (await post<{ type: string; used: number; total: number }[]>(page, 'group/resource-number', {})).find(
    (r) => r.type === category,
  )!;

const saved = (page: Page) =>
  expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
const ok = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();

async function openEditor(page: Page, flag: string) {
  await page.goto(`/project/${flag}`);
  await expect(page.getByTestId('editor')).toBeVisible({ timeout: 45_000 });
}
async function openLibrary(page: Page, flag: string, tab: string) {
  await openEditor(page, flag);
  await page.getByRole('tab', { name: /资源库|Library/ }).click();
  await page.getByTestId(`library-tab-${tab}`).click();
}

/** A PNG of w×h whose colour depends on the column: red below x=100, green below 200, blue beyond. */
function stripes(w: number, h: number): Buffer {
  const png = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      png.data[i] = x < 100 ? 255 : 0;
      png.data[i + 1] = x >= 100 && x < 200 ? 255 : 0;
      png.data[i + 2] = x >= 200 ? 255 : 0;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}
/** The stored PNG behind a URL, decoded. */
async function fetchPng(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return PNG.sync.read(await res.body());
}
const pixel = (png: InstanceType<typeof PNG>, x: number, y: number) => {
  const i = (y * png.width + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
};

/** Drags a rectangle on the cropper image, in its displayed pixels. */
async function dragOn(page: Page, target: Locator, from: [number, number], to: [number, number]) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 8 });
  await page.mouse.up();
}

/** Opens an item's menu and clicks an entry (hovering a submenu first when given). */
async function itemAction(page: Page, item: Locator, entry: RegExp, sub?: string) {
  await item.getByTestId('library-item-menu').click();
  const menu = page.locator('.ant-dropdown:visible');
  if (!sub) return menu.getByRole('menuitem', { name: entry }).click();
  const title = menu.getByRole('menuitem', { name: entry });
  await title.click();
  // This entry's own submenu: rc-menu names it after the title's menu id.
  await page
    .locator(`[id="${await title.getAttribute('data-menu-id')}-popup"]`)
    .getByRole('menuitem', { name: sub })
    .click();
}
async function groupAction(page: Page, entry: RegExp) {
  await page.getByTestId('library-group-actions').click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: entry }).click();
}

test('library: crop an image to its real pixel size, then edit its thumbnail', async ({ page }) => {
  await signIn(page);
  const { projectFlag } = await createProject(page, '裁剪项目');
  await openLibrary(page, projectFlag, '4');
  const list = page.getByTestId('library-list-4');
  await page
    .getByTestId('library-file-4')
    .setInputFiles({ name: '条纹.png', mimeType: 'image/png', buffer: stripes(300, 200) });
  const item = list.getByTestId('library-item').filter({ hasText: '条纹' });
  await expect(item).toBeVisible();
  const [original] = (await listOf(page, '4')).filter((r) => r.name === '条纹');

  // Crop 100×60 displayed pixels starting at (50, 40): the image is shown at its own size.
  await itemAction(page, item, /裁剪/);
  const cropper = page.getByTestId('library-cropper').locator('img');
  await expect.poll(() => cropper.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(300);
  expect(await cropper.evaluate((el) => el.clientWidth)).toBe(300);
  await dragOn(page, cropper, [50, 40], [150, 100]);
  await expect(page.getByTestId('cropper-size')).toHaveText('100 × 60 像素');
  await page.getByTestId('cropper-crop').click();
  await expect(page.getByTestId('library-cropper')).toBeHidden();

  const [cropped] = (await listOf(page, '4')).filter((r) => r.id === original!.id);
  expect(cropped!.fileUrl).not.toBe(original!.fileUrl);
  const png = await fetchPng(page, cropped!.fileUrl);
  expect([png.width, png.height]).toEqual([100, 60]);
  // Columns 50-99 of the original were red, 100-149 green.
  expect(pixel(png, 10, 10)).toEqual([255, 0, 0]);
  expect(pixel(png, 90, 50)).toEqual([0, 255, 0]);
  // The uncropped file was nobody's any more: the server removed it.
  expect((await page.request.get(original!.fileUrl)).status()).toBe(404);
  const thumb = item.locator('img.tc-library-thumb');
  await expect(thumb).toHaveAttribute('src', cropped!.fileUrl);

  // Thumbnail: a 50×40 area of the cropped image; the file stays as it is.
  await itemAction(page, item, /裁剪/);
  await expect.poll(() => cropper.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(100);
  await dragOn(page, cropper, [40, 10], [90, 50]);
  await expect(page.getByTestId('cropper-size')).toHaveText('50 × 40 像素');
  await page.screenshot({ path: test.info().outputPath('cropper-zh.png') });
  await page.getByTestId('cropper-thumb').click();
  await expect(page.getByTestId('library-cropper')).toBeHidden();
  const [withThumb] = (await listOf(page, '4')).filter((r) => r.id === original!.id);
  expect(withThumb!.fileUrl).toBe(cropped!.fileUrl);
  expect(withThumb!.thumbnailUrl).toMatch(/^\/api\/file\/.+\.png$/);
  await expect(thumb).toHaveAttribute('src', withThumb!.thumbnailUrl);
  await expect.poll(() => thumb.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(50);
  const t = await fetchPng(page, withThumb!.thumbnailUrl);
  expect([t.width, t.height]).toEqual([50, 40]);
  expect(pixel(t, 5, 5)).toEqual([255, 0, 0]);
  expect(pixel(t, 45, 35)).toEqual([0, 255, 0]);
  expect((await fetchPng(page, cropped!.fileUrl)).width).toBe(100);
});

test('library: groups — move and copy between them, rename, delete with a confirmation', async ({ page }) => {
  await signIn(page);
  const { projectFlag } = await createProject(page, '分组项目');
  await openLibrary(page, projectFlag, '4');
  const list = page.getByTestId('library-list-4');
  const items = list.getByTestId('library-item');
  const select = page.getByTestId('library-group-select');

  for (const name of ['甲组', '乙组']) {
    await groupAction(page, /新建分组/);
    await page.getByTestId('library-group-name').fill(name);
    await ok(page);
    // The new group is selected.
    await expect(select).toContainText(`${name} (0)`);
  }
  await chooseOption(page, 'library-group-select', /^甲组/);
  await page
    .getByTestId('library-file-4')
    .setInputFiles({ name: '分组图.png', mimeType: 'image/png', buffer: stripes(120, 40) });
  await expect(items).toHaveCount(1);
  await expect(select).toContainText('甲组 (1)');
  const groups = await post<{ id: string; name: string }[]>(page, 'group-management/queryAll/4', {});
  const a = groups.find((g) => g.name === '甲组')!;
  const b = groups.find((g) => g.name === '乙组')!;
  expect((await listOf(page, '4', a.id)).map((r) => r.name)).toEqual(['分组图']);

  // Move to 乙组: gone from 甲组's list, there in 乙组's.
  await itemAction(page, items.first(), /移动到分组/, '乙组');
  await expect(items).toHaveCount(0);
  await expect(select).toContainText('甲组 (0)');
  await chooseOption(page, 'library-group-select', /^乙组/);
  await expect(items).toHaveCount(1);
  expect(await listOf(page, '4', a.id)).toEqual([]);
  expect((await listOf(page, '4', b.id)).map((r) => r.name)).toEqual(['分组图']);

  // Copy back into 甲组; rename the original.
  await itemAction(page, items.first(), /复制到分组/, '甲组');
  expect((await listOf(page, '4', a.id)).map((r) => r.name)).toEqual(['分组图副本']);
  await itemAction(page, items.first(), /^重命名$/);
  await page.getByTestId('library-rename-input').fill('改名图');
  await ok(page);
  await expect(items.first()).toHaveAttribute('data-name', '改名图');

  // Rename and copy the group (with its resources); the copy is selected.
  await groupAction(page, /重命名分组/);
  await page.getByTestId('library-group-name').fill('丙组');
  await ok(page);
  await expect(select).toContainText('丙组 (1)');
  await groupAction(page, /复制分组/);
  await expect(select).toContainText('丙组副本 (1)');
  await expect(items).toHaveAttribute('data-name', '改名图副本');

  // Delete a resource, then a group, each after a confirmation that names it.
  await itemAction(page, items.first(), /删除/);
  await expect(page.getByRole('dialog')).toContainText('改名图副本');
  await ok(page);
  await expect(items).toHaveCount(0);
  await expect(select).toContainText('丙组副本 (0)');
  await chooseOption(page, 'library-group-select', /^甲组/);
  await groupAction(page, /删除分组/);
  await expect(page.getByRole('dialog')).toContainText('甲组');
  await page.waitForTimeout(500); // the dialog's opening animation, for the screenshot
  await page.screenshot({ path: test.info().outputPath('group-delete-zh.png') });
  await ok(page);
  await expect(select).toContainText('全部分组');
  const after = await post<{ name: string; resourceCount: number }[]>(
    page,
    'group-management/queryAll/4',
    {},
  );
  expect(after.map((g) => `${g.name}:${g.resourceCount}`).sort()).toEqual(['丙组:1', '丙组副本:0']);
  expect((await listOf(page, '4')).map((r) => r.name)).toContain('改名图');
});

/** Pixels of a chart's canvas close to the colour (each channel within 40). */
function colourPixels(page: Page, id: string, rgb: [number, number, number]): Promise<number> {
  return page.getByTestId(`comp-${id}`).evaluate((el, c) => {
    let n = 0;
    for (const canvas of Array.from(el.querySelectorAll('canvas'))) {
      const ctx = canvas.getContext('2d');
      if (!ctx || canvas.width === 0) continue;
      const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < d.length; i += 4)
        if (Math.abs(d[i]! - c[0]) < 40 && Math.abs(d[i + 1]! - c[1]) < 40 && Math.abs(d[i + 2]! - c[2]) < 40)
          n++;
    }
    return n;
  }, rgb);
}

function chartNode(id: string, code: number, left: number, data: unknown, config: object = {}) {
  return {
    _id: id,
    componentName: id,
    componentType: String(code),
    order: 1,
    show: true,
    initStatus: true,
    componentRect: { componentLeft: left, componentTop: 100, componentWidth: 420, componentHeight: 300 },
    chartModel: { data, chartDataInit: 0, config },
  };
}
async function projectWith(page: Page, name: string, nodes: object[]) {
  const made = await createProject(page, name);
  const doc = await query(page, made.projectFlag);
  const pageId = doc.projectScenesList[0]!.projectPageList[0]!._id;
  await post(page, 'project/detail/v2/save', {
    projectId: made.projectId,
    baseRevision: doc.revision,
    opts: nodes.map((value, index) => ({
      command: 'add',
      path: `${pageId}.projectTwoComponentList`,
      records: { index, value },
    })),
  });
  return made;
}

test('library: a colour plan restyles every chart in one undoable step and is saved', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  const ids = ['CBAR', 'CLINE', 'CPIE'];
  const { projectFlag } = await projectWith(page, '配色项目', [
    chartNode('CBAR', CHART_CODE.bar, 40, SAMPLE_BY_KIND.bar),
    chartNode('CLINE', CHART_CODE.line, 480, SAMPLE_BY_KIND.line),
    chartNode('CPIE', CHART_CODE.pie, 920, SAMPLE_BY_KIND.pie),
  ]);
  await openLibrary(page, projectFlag, 'theme');
  await expect(page.getByTestId('theme-empty')).toBeVisible();
  for (const id of ids) await expect(page.getByTestId(`comp-${id}`).locator('canvas')).toBeVisible();
  const MAGENTA: [number, number, number] = [255, 0, 255];
  const magenta = () => Promise.all(ids.map((id) => colourPixels(page, id, MAGENTA)));
  expect(Math.max(...(await magenta()))).toBeLessThan(5);

  // Add a plan through the UI (rgb() and #RGB spellings are accepted), then edit it.
  await page.getByTestId('theme-add').click();
  await page.getByTestId('theme-name').fill('品红');
  await page.getByTestId('theme-colors').fill('#F0F, rgb(0, 200, 0), #0000FF');
  await page.screenshot({ path: test.info().outputPath('theme-add-zh.png') });
  await ok(page);
  const theme = page.getByTestId('theme-item').filter({ hasText: '品红' });
  await expect(theme).toBeVisible();
  await theme.getByTestId('theme-edit').click();
  await page.getByTestId('theme-name').fill('品红方案');
  await ok(page);
  await expect(page.getByTestId('theme-item')).toHaveAttribute('data-name', '品红方案');
  const stored = await post<{ name: string; colors: string[] }[]>(page, 'theme/list', {});
  expect(stored.map((t) => [t.name, t.colors])).toEqual([
    ['品红方案', ['#F0F', 'rgb(0, 200, 0)', '#0000FF']],
  ]);

  // Apply: every chart turns magenta; ONE undo restores all of them.
  await page.getByTestId('theme-item').getByTestId('theme-apply').click();
  await expect.poll(async () => Math.min(...(await magenta())), { timeout: 15_000 }).toBeGreaterThan(50);
  const skins = async () =>
    components(await query(page, projectFlag)).map((c) => c.chartModel?.skin?.colors?.[0] ?? 'default');
  const PLAN = ['#FF00FFFF', '#FF00FFFF', '#FF00FFFF'];
  await expect.poll(skins, { timeout: 30_000 }).toEqual(PLAN);
  await page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => Math.max(...(await magenta())), { timeout: 15_000 }).toBeLessThan(5);
  await expect.poll(skins, { timeout: 30_000 }).toEqual(['default', 'default', 'default']);

  // Apply again, reload: the saved plan is what the charts draw.
  await page.getByTestId('theme-item').getByTestId('theme-apply').click();
  await expect.poll(skins, { timeout: 30_000 }).toEqual(PLAN);
  await saved(page);
  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible({ timeout: 45_000 });
  await expect.poll(async () => Math.min(...(await magenta())), { timeout: 20_000 }).toBeGreaterThan(50);
  expect(await skins()).toEqual(PLAN);

  // Delete through the UI after a confirmation.
  await page.getByRole('tab', { name: /资源库/ }).click();
  await page.getByTestId('library-tab-theme').click();
  await page.getByTestId('theme-item').getByTestId('theme-delete').click();
  await expect(page.getByRole('dialog')).toContainText('品红方案');
  await ok(page);
  await expect(page.getByTestId('theme-empty')).toBeVisible();
  expect(await post<unknown[]>(page, 'theme/list', {})).toEqual([]);

  // Heat themes through the API: add, get, update, list, delete.
  const heat = await post<{ id: string }>(page, 'heat-theme/add', {
    name: '热力',
    body: { colors: ['#0000FF', '#FF0000'], stops: [0, 1] },
  });
  await post(page, 'heat-theme/update', { id: heat.id, name: '热力2' });
  expect(
    await post<{ name: string; colors: string[] }>(page, 'heat-theme/get', { id: heat.id }),
  ).toMatchObject({
    name: '热力2',
    colors: ['#0000FF', '#FF0000'],
  });
  expect((await post<{ id: string }[]>(page, 'heat-theme/list', {})).map((h) => h.id)).toEqual([heat.id]);
  await post(page, 'heat-theme/delete', { id: heat.id });
  expect(await post<unknown[]>(page, 'heat-theme/list', {})).toEqual([]);
});

test('library: a chart saved with its settings is inserted into another project with them', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  const config = {
    title: { show: true, text: '华东销量' },
    series: [{ color: '#FF8800FF' }],
    legend: { show: false },
  };
  const a = await projectWith(page, '图表来源', [
    chartNode('CSRC', CHART_CODE.bar, 100, SAMPLE_BY_KIND.bar, config),
  ]);
  const b = await createProject(page, '图表目标');
  await openEditor(page, a.projectFlag);
  await page.getByTestId('layer-list').getByTestId('layer-CSRC').click();
  await page.getByRole('tab', { name: /资源库/ }).click();
  await page.getByTestId('library-tab-0').click();
  await page.getByTestId('library-save-chart').click();
  await page.getByRole('dialog').getByRole('textbox').fill('橙色柱图');
  await ok(page);
  const saved0 = page
    .getByTestId('library-list-0')
    .getByTestId('library-item')
    .filter({ hasText: '橙色柱图' });
  await expect(saved0).toBeVisible();

  await openLibrary(page, b.projectFlag, '0');
  await page
    .getByTestId('library-list-0')
    .getByTestId('library-item')
    .filter({ hasText: '橙色柱图' })
    .locator('button')
    .first()
    .click();
  await expect.poll(async () => components(await query(page, b.projectFlag)).length).toBe(1);
  const [source] = components(await query(page, a.projectFlag));
  const [inserted] = components(await query(page, b.projectFlag));
  expect(inserted!._id).not.toBe(source!._id);
  expect(inserted!.componentType).toBe(String(CHART_CODE.bar));
  expect(inserted!.chartModel!.config).toEqual(config);
  expect(inserted!.chartModel!.data).toEqual(source!.chartModel!.data);
  // And it draws with them: the orange series override is on its canvas.
  await expect
    .poll(() => colourPixels(page, inserted!._id, [255, 136, 0]), { timeout: 15_000 })
    .toBeGreaterThan(50);
});

test('library: resource counts follow uploads, copies, group changes and deletes; a full category refuses', async ({
  page,
  request,
}) => {
  // A newcomer's own group, so the counts start from nothing and the limit touches no other test.
  const admin = await apiSignIn(request);
  const email = `lib.${Date.now().toString(36)}@example.com`;
  const password = 'Library123';
  await request.post('/api/userPro/sendCode', { data: { email, purpose: 'register' } });
  const code = await lastCode(request, admin.token, email);
  const reg = await request.post('/api/userPro/emailRegister', { data: { email, code, password } });
  expect(((await reg.json()) as { code: string }).code).toBe('0');
  await signIn(page, email, password);

  const { projectFlag } = await createProject(page, '计数项目');
  expect((await used(page, 'TTF')).used).toBe(0);
  await openLibrary(page, projectFlag, '2');
  const usage = page.getByTestId('library-usage');
  await expect(usage).toHaveText('已用 0/50');
  const font = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf');
  await page
    .getByTestId('library-file-2')
    .setInputFiles({ name: 'CountFont.ttf', mimeType: 'font/ttf', buffer: font });
  const items = page.getByTestId('library-list-2').getByTestId('library-item');
  await expect(items).toHaveCount(1);
  await expect(usage).toHaveText('已用 1/50');
  expect((await used(page, 'TTF')).used).toBe(1);

  await itemAction(page, items.first(), /^复制$/);
  await expect(usage).toHaveText('已用 2/50');
  await groupAction(page, /新建分组/);
  await page.getByTestId('library-group-name').fill('字体组');
  await ok(page);
  await chooseOption(page, 'library-group-select', /全部分组/);
  await itemAction(page, items.first(), /移动到分组/, '字体组');
  await expect(page.getByTestId('library-group-select')).toContainText('全部分组');
  expect((await used(page, 'TTF')).used).toBe(2);
  await chooseOption(page, 'library-group-select', /^字体组/);
  await groupAction(page, /复制分组/);
  await expect(usage).toHaveText('已用 3/50');
  await groupAction(page, /删除分组/);
  await ok(page);
  await expect(usage).toHaveText('已用 2/50');
  await itemAction(page, items.first(), /删除/);
  await ok(page);
  await expect(usage).toHaveText('已用 1/50');
  expect((await used(page, 'TTF')).used).toBe(1);

  // Fill the category to its total through the API, then an upload in the panel is refused.
  const [one] = await listOf(page, '2');
  for (let i = (await used(page, 'TTF')).used; i < 50; i++)
    await post(page, 'resource/source/add', { type: '2', name: `Filler${i}`, fileUrl: one!.fileUrl });
  await page.getByTestId('library-tab-4').click();
  await page.getByTestId('library-tab-2').click();
  await expect(usage).toHaveText('已用 50/50');
  await expect(usage).toHaveClass(/tc-library-usage-full/);
  await page
    .getByTestId('library-file-2')
    .setInputFiles({ name: 'OneTooMany.ttf', mimeType: 'font/ttf', buffer: font });
  await expect(page.getByTestId('library-list-2').locator('.tc-library-error')).toHaveText(
    '字体数量已达上限',
  );
  const refused = await call(page, 'resource/source/add', { type: '2', name: 'x', fileUrl: one!.fileUrl });
  expect([refused.code, refused.msg]).toEqual(['403', '字体数量已达上限']);
  expect((await used(page, 'TTF')).used).toBe(50);
});

test('library: every tab fits its column, in Chinese and in English', async ({ page }) => {
  await signIn(page);
  const { projectFlag } = await createProject(page, '截图项目');
  for (const lang of ['zh', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('tc-lang', l === 'en' ? 'en' : 'zh-CN'), lang);
    await openLibrary(page, projectFlag, '4');
    const panel = page.getByTestId('library-panel');
    for (const tab of ['4', '0', '1', '2', '5', '9', 'theme']) {
      await page.getByTestId(`library-tab-${tab}`).click();
      // Nothing sticks out sideways: the panel's content is no wider than the panel.
      const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `tab ${tab} (${lang})`).toBeLessThanOrEqual(0);
      await panel.screenshot({ path: test.info().outputPath(`library-${lang}-${tab}.png`) });
    }
    // Uploading: the progress bar shows while the server has not answered; then a refusal, in place.
    await page.getByTestId('library-tab-4').click();
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/file/upload', async (route) => (await held, await route.continue()));
    await page
      .getByTestId('library-file-4')
      .setInputFiles({ name: `wait-${lang}.png`, mimeType: 'image/png', buffer: stripes(20, 20) });
    await expect(page.getByTestId('library-upload-progress')).toBeVisible();
    expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await panel.screenshot({ path: test.info().outputPath(`library-${lang}-uploading.png`) });
    answer();
    await expect(page.getByTestId('library-item').filter({ hasText: `wait-${lang}` })).toBeVisible();
    await page.unroute('**/api/file/upload');
    await page.getByTestId('library-file-4').setInputFiles({
      name: 'page.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><script>x</script>'),
    });
    await expect(panel.locator('.tc-library-error')).toBeVisible();
    await panel.screenshot({ path: test.info().outputPath(`library-${lang}-refused.png`) });
  }
  await page.evaluate(() => localStorage.removeItem('tc-lang'));
});
