import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { lastCode, apiSignIn } from '../support/accounts';
import { serverApi, type Api } from '../support/api';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import { shot } from '../support/shots';

/**
 * Folder grants as two members of the administrator's group live them: once the administrator restricts a
 * folder to one member, the other no longer finds it in the manager (a list read before the change closes
 * its settings quietly) nor its folder and project in the operation log; the grantee still does.
 */
const url = () => process.env.E2E_BASE_URL!;
const stamp = Date.now().toString(36);
const FOLDER = `机密夹${stamp}`;
const PROJECT = `机密项目${stamp}`;
const PASSWORD = 'Secret123';
// View projects and folders, view the operation log: an auditor who is no administrator.
const CODES = ['1010105', '1010205', '1010305'];

interface Member {
  email: string;
  nick: string;
}
// User names take Chinese, letters, underscore, dot and @ only: the stamp's digits become letters.
const tag = stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const insider: Member = { email: `insider.${stamp}@example.com`, nick: `知情人${tag}` };
const outsider: Member = { email: `outsider.${stamp}@example.com`, nick: `局外人${tag}` };
let groupName = '';

/** Registers the member with an outbox code and lets them join the administrator's group with `roleId`. */
async function join(m: Member, admin: Api, adminToken: string, roleId: string, request: APIRequestContext) {
  const anonymous = serverApi(url());
  await anonymous('userPro/sendCode', { email: m.email });
  const code = await lastCode(request, adminToken, m.email);
  const s = await anonymous<{ access_token: string }>('userPro/emailRegister', {
    email: m.email,
    code,
    password: PASSWORD,
    nickName: m.nick,
  });
  const inv = await admin<{ inviteId: string }>('permission-manage/user-manage/invite-user', {
    email: m.email,
    roleIds: [roleId],
  });
  await serverApi(url(), { authorization: `Bearer ${s.access_token}` })('inviteUser/updateInviteState', {
    inviteId: inv.inviteId,
    state: 'accepted',
  });
}

/** A member's browser, signed in and switched to the administrator's group, on the manager. */
async function memberPage(browser: Browser, m: Member): Promise<Page> {
  const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await signIn(page, m.email, PASSWORD);
  await chooseOption(page, 'group-switcher', groupName);
  await page.goto('/manage');
  await expect(page.getByTestId('group-switcher')).toContainText(groupName);
  return page;
}

/** The log page's rows for a project-name filter. */
async function logRows(page: Page, projectName: string) {
  await page.goto('/log');
  await page.getByTestId('log-project').fill(projectName);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  return page.getByTestId('log-table');
}

test.beforeAll(async ({ request }) => {
  const s = await apiSignIn(request);
  groupName = s.groupName;
  const admin = serverApi(url(), { authorization: `Bearer ${s.token}`, 'current-group': s.groupId });
  const { roleId } = await admin<{ roleId: string }>('competence/role/add', {
    roleName: `审计${stamp}`,
    description: '查看项目与日志',
    codes: CODES,
  });
  await join(insider, admin, s.token, roleId, request);
  await join(outsider, admin, s.token, roleId, request);
  const folder = await admin<{ id: string }>('userFolder/add', { name: FOLDER });
  await admin('project/v2/create', { folderId: folder.id, projectName: PROJECT });
});

test('a folder restricted to one member disappears for another, in the manager and in the log', async ({
  page,
  browser,
}) => {
  // The outsider's manager is open before the change: the folder is still listed there.
  const outside = await memberPage(browser, outsider);
  await expect(outside.getByTestId(`folder-${FOLDER}`)).toBeVisible();

  // The administrator restricts the folder to the insider, in the folder settings.
  await signIn(page);
  await page.getByTestId(`folder-${FOLDER}`).getByRole('button', { name: '更多' }).click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: '文件夹设置' })
    .click();
  const grants = page.getByTestId('resource-grants');
  await expect(grants).toContainText('未设置授权');
  await chooseOption(page, 'grant-subject', insider.nick);
  await chooseOption(page, 'grant-level', '可查看');
  await grants.getByRole('button', { name: /添\s*加/ }).click();
  await expect(grants).toContainText('已限制');
  await expect(grants.locator('tr', { hasText: insider.nick })).toContainText('可查看');

  // The outsider's stale list: opening the folder's settings closes them with a note, no error, and the
  // folder leaves the list.
  await outside.getByTestId(`folder-${FOLDER}`).getByRole('button', { name: '更多' }).click();
  await outside
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: '文件夹设置' })
    .click();
  await expect(outside.locator('.ant-message')).toContainText('您已无权访问此文件夹');
  await expect(outside.getByTestId(`folder-${FOLDER}`)).toHaveCount(0);
  await expect(outside.locator('.ant-drawer-open')).toHaveCount(0);
  await expect(outside.locator('.ant-message-warning')).toHaveCount(0);
  await shot(outside, 'access-grants-outsider-manage');

  // Nor does the log name the folder or its project for the outsider, filtered or not.
  await expect(await logRows(outside, PROJECT)).not.toContainText(PROJECT);
  await expect(outside.getByTestId('log-table')).toContainText(/暂无数据|No data/);
  const all = await logRows(outside, '');
  await expect(all.locator('tbody tr').first()).toBeVisible();
  await expect(all).not.toContainText(FOLDER);
  await expect(all).not.toContainText(PROJECT);
  await shot(outside, 'access-grants-outsider-log');
  await outside.close();

  // The insider still has both.
  const inside = await memberPage(browser, insider);
  await expect(inside.getByTestId(`folder-${FOLDER}`)).toBeVisible();
  await expect((await logRows(inside, PROJECT)).locator('tr', { hasText: PROJECT }).first()).toBeVisible();
  await shot(inside, 'access-grants-insider-log');
  await inside.close();
});
