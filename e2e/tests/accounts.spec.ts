import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, lastCode, type ApiSession } from '../support/accounts';
import { signIn } from '../support/session';
import { dialogOk } from '../support/dialogs';

// One story: a newcomer signs up, the admin gives them a narrow role in the admin's group, and they see
// (and may call) only what that role allows.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const NEW_USER = { email: `newbie.${stamp}@example.com`, password: 'Secret123', nick: 'Newbie' };
const ROLE = `E2E查看者${stamp.slice(-4)}`;
let admin: ApiSession;

const formItem = (page: Page, testId: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByTestId(testId) });

test.beforeAll(async ({ request }) => {
  admin = await apiSignIn(request);
});

test('a newcomer registers with an e-mail code from the outbox and can sign in again', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByTestId('to-register').click();
  await page.getByTestId('register-target').fill(NEW_USER.email);
  await page.getByTestId('register-code-send').click();
  // The resend countdown starts once the code is sent.
  await expect(page.getByTestId('register-code-send')).toContainText(/\d+ 秒后重发/);
  await expect(page.getByTestId('register-code-send')).toBeDisabled();
  const code = await lastCode(request, admin.token, NEW_USER.email);
  await page.getByTestId('register-code').fill(code);
  await page.getByTestId('register-nick').fill(NEW_USER.nick);
  await page.getByTestId('register-password').fill(NEW_USER.password);
  await page.getByTestId('register-confirm').fill(NEW_USER.password);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByTestId('user-menu')).toContainText(NEW_USER.nick);

  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, NEW_USER.email, NEW_USER.password);
  // In their own group they are super administrator: the authority area is there.
  await expect(page.getByTestId('side-menu')).toContainText('权限管理');
});

test('a wrong verification code shows the spec message next to the code field', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('to-register').click();
  await page.getByTestId('register-target').fill(`wrong.${stamp}@example.com`);
  await page.getByTestId('register-code-send').click();
  await expect(page.getByTestId('register-code-send')).toBeDisabled();
  await page.getByTestId('register-password').fill('Secret123');
  await page.getByTestId('register-confirm').fill('Secret123');
  await page.getByTestId('register-code').fill('12ab');
  await page.getByTestId('register-submit').click();
  await expect(formItem(page, 'register-code')).toContainText('验证码格式错误！');
  // Well-formed but not the code that was sent: the server's answer sits by the same field.
  await page.getByTestId('register-code').fill('000000');
  await page.getByTestId('register-submit').click();
  await expect(formItem(page, 'register-code')).toContainText('验证码错误');
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin creates a role with project view only and invites the newcomer with it', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('side-menu').getByText('角色管理').click();
  await expect(page).toHaveURL(/\/authority\/characterSet$/);
  await page.getByRole('button', { name: '新建角色' }).click();
  await page.getByTestId('role-name').fill(ROLE);
  await dialogOk(page);
  await expect(page.getByTestId('role-table')).toContainText(ROLE);
  // The new role is selected; tick "view projects" only and save.
  await expect(page.getByText(`权限配置：${ROLE}`)).toBeVisible();
  const tree = page.getByTestId('permission-tree');
  await tree.getByText('查看项目', { exact: true }).click();
  await page.getByTestId('save-permissions').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await page.getByTestId('side-menu').getByText('用户管理').click();
  await page.getByTestId('invite').click();
  await page.getByTestId('invite-target').fill(NEW_USER.email);
  await page.getByTestId('invite-role').click();
  await page.getByTitle(ROLE).click();
  await dialogOk(page);
  await expect(page.getByText('邀请成功')).toBeVisible();
});

test('the newcomer accepts, switches to the admin’s group, sees no authority menu and gets 403', async ({
  page,
  request,
}) => {
  await signIn(page, NEW_USER.email, NEW_USER.password);
  await page.getByTestId('invitation-bell').click();
  const invitation = page.getByTestId('invitation');
  await expect(invitation).toContainText(admin.groupName);
  await invitation.getByRole('button', { name: /接\s*受/ }).click();
  await expect(page.getByText('已加入团队')).toBeVisible();

  await page.getByTestId('group-switcher').click();
  await page.getByTitle(admin.groupName, { exact: true }).click();
  await expect(page.getByTestId('group-switcher')).toContainText(admin.groupName);
  const menu = page.getByTestId('side-menu');
  await expect(menu).toContainText('项目管理');
  await expect(menu).not.toContainText('权限管理');
  // A typed URL shows the 403 page instead of the screen.
  await page.goto('/authority/userManage');
  await expect(page.getByTestId('forbidden')).toBeVisible();

  const me = await apiSignIn(request, NEW_USER.email, NEW_USER.password);
  const res = await request.get(`${process.env.E2E_BASE_URL}/api/permission-manage/user-manage/users`, {
    headers: { Authorization: `Bearer ${me.token}`, 'Current-Group': admin.groupId },
  });
  expect(res.status()).toBe(403);
  // In their own group the same call is allowed (they are its super administrator).
  const own = await request.get(`${process.env.E2E_BASE_URL}/api/permission-manage/user-manage/users`, {
    headers: { Authorization: `Bearer ${me.token}`, 'Current-Group': me.groupId },
  });
  expect(own.status()).toBe(200);
});

test('a profile edit in the user center persists across reload', async ({ page }) => {
  await signIn(page, NEW_USER.email, NEW_USER.password);
  await page.goto('/userCenter/userInfo');
  await page.getByTestId('profile-nick').fill('Renamed');
  await page.getByTestId('profile-head').fill('https://example.com/head.png');
  await page.getByTestId('profile-sex').getByText('女').click();
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-nick')).toHaveValue('Renamed');
  await expect(page.getByTestId('profile-head')).toHaveValue('https://example.com/head.png');
  await expect(page.getByTestId('profile-sex').getByRole('radio', { name: '女' })).toBeChecked();
  await expect(page.getByTestId('user-menu')).toContainText('Renamed');
});

test('a new group created from the switcher becomes the current group, with the authority area', async ({
  page,
}) => {
  await signIn(page, NEW_USER.email, NEW_USER.password);
  await page.getByTestId('group-switcher').click();
  await page.getByRole('button', { name: '新建团队' }).click();
  await page.getByTestId('name-input').fill(`E2E团队${stamp.slice(-4)}`);
  await dialogOk(page);
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page.getByTestId('group-switcher')).toContainText(`E2E团队${stamp.slice(-4)}`);
  await expect(page.getByTestId('side-menu')).toContainText('权限管理');
});

test('the SSO landing exchanges a one-time code for a session; without a code it says so', async ({
  page,
  request,
}) => {
  await page.goto('/auth');
  await expect(page.getByTestId('auth-error')).toContainText('缺少授权码');
  const res = await request.post(`${process.env.E2E_BASE_URL}/api/auth/authorizeJwtToken`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {},
  });
  const { code } = ((await res.json()) as { data: { code: string } }).data;
  await page.goto(`/auth?code=${encodeURIComponent(code)}`);
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByTestId('user-menu')).toContainText('管理员');
});
