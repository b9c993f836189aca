import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/server';
import { signIn } from '../support/session';

test('signing in with the right password lands on /manage', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('folder-add')).toBeVisible();
  await expect(page).toHaveTitle(/TwinCanvas - 数据可视化大屏与数字孪生编辑器/);
});

test('a wrong password shows the error and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/账号/).fill(ADMIN.account);
  await page.getByLabel(/^密码$/).fill('Wrong12345');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('login-error')).toContainText('账号或密码错误');
  await expect(page).toHaveURL(/\/login$/);
});

test('the form shows the spec validation messages before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/账号/).fill('ab');
  await page.getByLabel(/^密码$/).fill('123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('6-20个字符，支持数字、字母、下划线、小数点和@符号')).toBeVisible();
  await expect(page.getByText('密码需至少6位数字与字母的组合！')).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('/authority and /userCenter redirect as specified, for a signed-in user', async ({ page }) => {
  await signIn(page);
  await page.goto('/authority');
  await expect(page).toHaveURL(/\/authority\/characterSet$/);
  await page.goto('/userCenter');
  await expect(page).toHaveURL(/\/userCenter\/userInfo$/);
});

test('reload keeps the session', async ({ page }) => {
  await signIn(page);
  await page.reload();
  await expect(page).toHaveURL(/\/manage$/);
  // Other tests share this server, so the manager may hold their projects: check the signed-in chrome.
  await expect(page.getByTestId('user-menu')).toContainText('管理员');
  await expect(page.getByTestId('folder-add')).toBeVisible();
});

test('sign out returns to /login and protected pages need signing in again', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/login$/);
});

test('the language switch turns the UI to English', async ({ page }) => {
  // The sign-in form appears once the server's edition is known. Its answer is held back until the
  // language menu is open, as a slow machine did: the form must not take the focus (and close the menu
  // under the pointer) from a user already in it.
  let answer = () => undefined as void;
  const menuOpen = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/system/info', async (route) => {
    await menuOpen;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('语言').click();
  await expect(page.getByTitle('English')).toBeVisible();
  answer();
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await page.getByTitle('English').click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // With nothing else focused, the account field has the focus as before.
  await page.reload();
  await expect(page.getByLabel(/Account/)).toBeFocused();
});
