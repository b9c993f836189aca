// Screenshots of the account screens: `npx tsx e2e/support/accounts-screenshots.ts [outDir]` (needs a build).
// Saves register, roles, users and user-info to docs/screenshots by default, plus English and pop-up views.
import { chromium, request as playwrightRequest, type Page } from '@playwright/test';
import { ADMIN, startServer } from './server';

const out = process.argv[2] ?? 'docs/screenshots';
const server = await startServer();
const api = await playwrightRequest.newContext({ baseURL: server.url });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

async function post<T>(url: string, data: object, token?: string, group?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (group) headers['Current-Group'] = group;
  const res = await api.post(`/api/${url}`, { data, headers });
  return ((await res.json()) as { data: T }).data;
}

/** Lets antd's enter animations finish so the pictures show the settled screen. */
async function settle(p: Page): Promise<void> {
  await p.waitForTimeout(600);
}

interface Session {
  access_token: string;
  user: { groups: { groupId: string }[] };
}

try {
  const admin = await post<Session>('userPro/login', ADMIN);
  const token = admin.access_token;
  const group = admin.user.groups[0]!.groupId;
  // A few members and roles so the tables are not empty.
  for (const [i, nick] of ['Alice', 'Bob', '王小明'].entries()) {
    const email = `member${i}@example.com`;
    await post('userPro/sendCode', { email });
    const box = await api.get(`/api/system/outbox?target=${email}&limit=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const code = /(\d{6})/.exec(((await box.json()) as { data: { text: string }[] }).data[0]!.text)![1]!;
    const s = await post<Session & { user: { userId: string } }>('userPro/emailRegister', {
      email,
      code,
      password: 'Secret123',
      nickName: nick,
    });
    const inv = await post<{ inviteId: string }>(
      'permission-manage/user-manage/invite-user',
      { email },
      token,
      group,
    );
    if (i < 2)
      await post(
        'inviteUser/updateInviteState',
        { inviteId: inv.inviteId, state: 'accepted' },
        s.access_token,
      );
  }
  await post(
    'competence/role/add',
    {
      roleName: '设计师',
      description: '编辑项目与资源',
      codes: ['1010105', '1010101', '1010102', '1020105', '1020101'],
    },
    token,
    group,
  );
  await post(
    'competence/role/add',
    { roleName: '访客', description: '只读', codes: ['1010105'] },
    token,
    group,
  );
  await post('competence/group/add', { name: '前端组', description: '可视化开发' }, token, group);

  const page: Page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.goto(`${server.url}/login`);
  await page.getByTestId('to-register').click();
  await page.getByTestId('register-target').fill('someone@example.com');
  await settle(page);
  await page.screenshot({ path: `${out}/register.png` });

  await page.getByTestId('register-code').fill('12ab');
  await page.getByTestId('register-submit').click();
  await settle(page);
  await page.screenshot({ path: `${out}/register-errors.png` });

  await page.getByTestId('to-sign-in').click();
  await settle(page);
  await page.screenshot({ path: `${out}/sign-in.png` });
  await page.getByLabel(/账号/).fill(ADMIN.account);
  await page.getByLabel(/^密码$/).fill(ADMIN.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/manage$/);

  await page.goto(`${server.url}/authority/characterSet`);
  await page.getByTestId('role-table').getByText('设计师').click();
  await page.getByTestId('permission-tree').waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}/roles.png` });

  await page.goto(`${server.url}/authority/userManage`);
  await page.getByTestId('member-table').getByText('Alice').waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}/users.png` });
  await page.getByTestId('invite').click();
  await page.getByRole('dialog').waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}/users-invite.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: '用户组' }).click();
  await page.getByTestId('user-group-table').getByText('前端组').waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}/user-groups.png` });

  await page.goto(`${server.url}/userCenter/userInfo`);
  await page.getByTestId('profile-nick').waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}/user-info.png` });

  await page.goto(`${server.url}/authsetting`);
  await page.getByTestId('auth-settings').waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}/authsetting.png` });

  await page.getByTestId('group-switcher').click();
  await page.waitForTimeout(300);
  await settle(page);
  await page.screenshot({ path: `${out}/group-switcher.png` });
  await page.keyboard.press('Escape');

  // English, and the invitee's view with a pending invitation.
  const en = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en' });
  await en.goto(`${server.url}/login`);
  await en.evaluate(() => localStorage.setItem('tc-lang', 'en'));
  await en.reload();
  await en.getByTestId('to-register').click();
  await settle(en);
  await en.screenshot({ path: `${out}/register-en.png` });
  await en.getByTestId('to-sign-in').click();
  await en.getByLabel(/Account/).fill('member2@example.com');
  await en.getByLabel(/^Password$/).fill('Secret123');
  await en.getByRole('button', { name: 'Sign in' }).click();
  await en.waitForURL(/\/manage$/);
  await en.getByTestId('invitation-bell').click();
  await en.getByTestId('invitation').waitFor();
  await settle(en);
  await en.screenshot({ path: `${out}/invitations-en.png` });
  await en.goto(`${server.url}/authority/characterSet`);
  await en.getByTestId('role-table').waitFor();
  await en.getByTestId('role-table').getByText('成员').click();
  await settle(en);
  await en.screenshot({ path: `${out}/roles-en.png` });
  await en.goto(`${server.url}/userCenter/userInfo`);
  await en.getByTestId('profile-nick').waitFor();
  await settle(en);
  await en.screenshot({ path: `${out}/user-info-en.png` });
  // The private edition's sign-in with its captcha.
  const priv = await startServer({ EDITION: 'private' });
  try {
    const p = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await p.goto(`${priv.url}/login`);
    await p.getByTestId('captcha-image').waitFor();
    await settle(p);
    await p.screenshot({ path: `${out}/sign-in-private.png` });
  } finally {
    await priv.stop();
  }
} finally {
  await browser.close();
  await api.dispose();
  await server.stop();
}
