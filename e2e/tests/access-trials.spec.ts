import { expect, test } from '@playwright/test';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { dialogOk } from '../support/dialogs';

test('the user centre starts a free trial; the system administrator grants an application', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/userCenter/userInfo');
  const card = page.getByTestId('trial-card');
  await expect(card).toContainText('到期前 24 小时');
  await card.getByRole('button', { name: '开始免费试用' }).click();
  await expect(card.getByTestId('trial-mine')).toContainText('试用中');
  await expect(card.getByTestId('trial-mine')).toContainText(/到期日：\d{4}\/\d{1,2}\/\d{1,2}/);

  await card.getByRole('button', { name: /申请私有化/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('公司名称').fill('示例科技');
  await dialog.getByLabel('联系人').fill('张三');
  await dialog.getByLabel('手机号或邮箱').fill('13800138000');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  const row = card.locator('tr', { hasText: '示例科技' });
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: /开通/ }).click();
  await expect(row).toContainText('试用中');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'trial-card');
});

test('folder settings restrict a folder to a role and open it again', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('folder-add').click();
  await page.getByTestId('name-input').fill('权限夹');
  await dialogOk(page);
  await page.getByTestId('folder-权限夹').getByRole('button', { name: '更多' }).click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: '文件夹设置' })
    .click();
  const grants = page.getByTestId('resource-grants');
  await expect(grants).toContainText('未设置授权');
  await chooseOption(page, 'grant-subject-type', '角色');
  await chooseOption(page, 'grant-subject', '成员');
  await chooseOption(page, 'grant-level', '可编辑');
  await grants.getByRole('button', { name: /添\s*加/ }).click();
  await expect(grants).toContainText('已限制');
  await expect(grants.locator('tr', { hasText: '成员' })).toContainText('可编辑');
  await shot(page, 'folder-grants');
  await grants.getByRole('button', { name: '移除授权' }).click();
  await expect(grants).toContainText('未设置授权');
});

test('an uncaught browser error reaches the log page as a browser log', async ({ page }) => {
  await signIn(page);
  const sent = page.waitForResponse((r) => r.url().includes('/api/web-log/save'));
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e-boom');
    });
  });
  expect((await sent).status()).toBe(200);
  await page.goto('/log');
  // The type list is virtualised: scroll to its end before picking the last type.
  await page.getByTestId('log-type').click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.hover();
  await page.mouse.wheel(0, 1000);
  await dropdown.locator('.ant-select-item-option', { hasText: '前端日志' }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.locator('tr', { hasText: 'e2e-boom' })).toBeVisible();
  await shot(page, 'web-log');
});
