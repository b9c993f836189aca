import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { nameDialog } from '../support/workspace';
import { dialogOk } from '../support/dialogs';

async function createProject(page: Page, name: string) {
  const popup = page.waitForEvent('popup');
  await page.getByTestId('project-create').click();
  await nameDialog(page, name);
  // docs/reference.md#routes: after a project is created, a new window opens on /project/{projectFlag}.
  const editor = await popup;
  await expect(editor).toHaveURL(/\/project\/[\w-]+$/);
  await editor.close();
  await expect(page.getByTestId(`project-${name}`)).toBeVisible();
}

async function projectMenu(page: Page, name: string, item: RegExp) {
  await page.getByTestId(`project-more-${name}`).click();
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await open.getByRole('menuitem', { name: item }).click();
  // antd keeps closed menus in the DOM; wait for this one to finish closing before the next is opened.
  await expect(open).toHaveCount(0);
}

test('folders and projects: create, search, rename, move, copy, delete, restore, all in the log', async ({
  page,
}) => {
  await signIn(page);

  // Folders: one to work in, one to move into.
  for (const folder of ['Ops', 'Archive']) {
    await page.getByTestId('folder-add').click();
    await nameDialog(page, folder);
    await expect(page.getByTestId(`folder-${folder}`)).toBeVisible();
  }
  await page.getByTestId('folder-Ops').click();

  await createProject(page, 'City board');
  await createProject(page, 'Factory board');

  // Search narrows the list, clearing it brings both back.
  const search = page.getByTestId('project-search').getByRole('searchbox');
  await search.fill('Factory');
  await search.press('Enter');
  await expect(page.getByTestId('project-City board')).toBeHidden();
  await expect(page.getByTestId('project-Factory board')).toBeVisible();
  await search.fill('');
  await search.press('Enter');
  await expect(page.getByTestId('project-City board')).toBeVisible();

  // Rename, with the name rule checked first.
  await projectMenu(page, 'City board', /重命名/);
  await page.getByTestId('name-input').fill(' bad');
  await dialogOk(page);
  await expect(page.getByText('首尾不能为空格')).toBeVisible();
  await nameDialog(page, 'Smart city');
  await expect(page.getByTestId('project-Smart city')).toBeVisible();

  // Copy gets the copy suffix.
  await projectMenu(page, 'Smart city', /复制/);
  await expect(page.getByTestId('project-Smart city副本')).toBeVisible();

  // Move the copy to Archive.
  await projectMenu(page, 'Smart city副本', /移动/);
  await page.getByTestId('move-target').click();
  await page.getByTitle('Archive').click();
  await dialogOk(page);
  await expect(page.getByTestId('project-Smart city副本')).toBeHidden();
  await page.getByTestId('folder-Archive').click();
  await expect(page.getByTestId('project-Smart city副本')).toBeVisible();

  // Delete it (confirmed), find it in the recycle bin, restore it.
  await projectMenu(page, 'Smart city副本', /删除/);
  await dialogOk(page);
  await expect(page.getByTestId('project-Smart city副本')).toBeHidden();
  await page.getByTestId('open-recycle').click();
  await page.getByTestId('restore-Smart city副本').click();
  await expect(page.getByTestId('restore-Smart city副本')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('project-Smart city副本')).toBeVisible();

  // Every step is in the operation log.
  await page.goto('/log');
  const log = page.getByTestId('log-table');
  for (const type of ['新建', '重命名', '复制', '移动', '删除', '恢复']) {
    await expect(log.getByText(type, { exact: true }).first()).toBeVisible();
  }
  // Page size 9: the sign-in that started it all is on the second page.
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(log.getByText('登录', { exact: true }).first()).toBeVisible();
  await page.getByTestId('log-project').fill('Smart city副本');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(log.getByText('恢复', { exact: true })).toBeVisible();
  await expect(log.getByText('重命名', { exact: true })).toBeHidden();
});

test('the message panel and feedback', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('message-bell').click();
  await expect(page.getByText('消息', { exact: true })).toBeVisible();

  await page.getByTestId('user-menu').hover();
  await page.getByText('意见反馈').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /提\s*交/ })
    .click();
  await expect(page.getByText('请填写反馈内容')).toBeVisible();
  await page.getByTestId('feedback-content').fill('The recycle bin could show thumbnails');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /提\s*交/ })
    .click();
  await expect(page.getByText('感谢您的反馈')).toBeVisible();

  await page.getByTestId('user-menu').hover();
  await page.getByText('意见反馈').click();
  await page.getByRole('tab', { name: '我的反馈' }).click();
  await expect(page.getByText('The recycle bin could show thumbnails')).toBeVisible();
});
