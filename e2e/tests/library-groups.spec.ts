import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { call, post } from '../support/api';
import { apiSignIn, lastCode } from '../support/accounts';
import { createProject } from '../support/projects';
import { groupAction, itemAction, listOf, openLibrary, stripes } from '../support/library';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { dialogOk } from '../support/dialogs';

/**
 * The resource library in real Chromium, part two: groups (move, copy, rename, delete with a
 * confirmation) and the resource counts that follow every change, up to a full category's refusal.
 */
test.setTimeout(240_000);
test.use({ navigationTimeout: 60_000, actionTimeout: 30_000 });

const used = async (page: Page, category: string) =>
  (await post<{ type: string; used: number; total: number }[]>(page, 'group/resource-number', {})).find(
    (r) => r.type === category,
  )!;

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
    await dialogOk(page);
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
  await dialogOk(page);
  await expect(items.first()).toHaveAttribute('data-name', '改名图');

  // Rename and copy the group (with its resources); the copy is selected.
  await groupAction(page, /重命名分组/);
  await page.getByTestId('library-group-name').fill('丙组');
  await dialogOk(page);
  await expect(select).toContainText('丙组 (1)');
  await groupAction(page, /复制分组/);
  await expect(select).toContainText('丙组副本 (1)');
  await expect(items).toHaveAttribute('data-name', '改名图副本');

  // Delete a resource, then a group, each after a confirmation that names it.
  await itemAction(page, items.first(), /删除/);
  await expect(page.getByRole('dialog')).toContainText('改名图副本');
  await dialogOk(page);
  await expect(items).toHaveCount(0);
  await expect(select).toContainText('丙组副本 (0)');
  await chooseOption(page, 'library-group-select', /^甲组/);
  await groupAction(page, /删除分组/);
  await expect(page.getByRole('dialog')).toContainText('甲组');
  // The dialog's opening animation is over (antd drops its motion class), for the screenshot.
  await expect(page.locator('.ant-modal:visible')).not.toHaveClass(/ant-zoom/);
  await shot(page, 'group-delete-zh');
  await dialogOk(page);
  await expect(select).toContainText('全部分组');
  const after = await post<{ name: string; resourceCount: number }[]>(
    page,
    'group-management/queryAll/4',
    {},
  );
  expect(after.map((g) => `${g.name}:${g.resourceCount}`).sort()).toEqual(['丙组:1', '丙组副本:0']);
  expect((await listOf(page, '4')).map((r) => r.name)).toContain('改名图');
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
  await dialogOk(page);
  await chooseOption(page, 'library-group-select', /全部分组/);
  await itemAction(page, items.first(), /移动到分组/, '字体组');
  await expect(page.getByTestId('library-group-select')).toContainText('全部分组');
  expect((await used(page, 'TTF')).used).toBe(2);
  await chooseOption(page, 'library-group-select', /^字体组/);
  await groupAction(page, /复制分组/);
  await expect(usage).toHaveText('已用 3/50');
  await groupAction(page, /删除分组/);
  await dialogOk(page);
  await expect(usage).toHaveText('已用 2/50');
  await itemAction(page, items.first(), /删除/);
  await dialogOk(page);
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
