// Takes the README's screenshots: `npx tsx e2e/support/screenshot.ts` (needs a build).
import { chromium } from '@playwright/test';
import { startServer, ADMIN } from './server';

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  const page = await browser.newPage({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    baseURL: server.url,
  });
  await page.goto(`${server.url}/login`);
  await page.waitForSelector('form');
  await page.screenshot({ path: 'docs/screenshots/login.png' });
  await page.getByLabel(/账号/).fill(ADMIN.account);
  await page.getByLabel(/^密码$/).fill(ADMIN.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/manage$/);
  // A folder with a few projects, so the manager shows what it is for.
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('tc-session'))) ?? '{}') as {
    access_token: string;
    groupId: string;
  };
  const headers = { Authorization: `Bearer ${session.access_token}`, 'Current-Group': session.groupId };
  const folder = await (
    await page.request.post('/api/userFolder/add', { headers, data: { name: '智慧城市' } })
  ).json();
  for (const name of ['城市运行中心', '交通态势', '能耗监测']) {
    await page.request.post('/api/project/v2/create', {
      headers,
      data: { folderId: folder.data.id, projectName: name },
    });
  }
  await page.reload();
  await page.getByTestId('folder-智慧城市').click();
  await page.getByTestId('project-能耗监测').waitFor();
  await page.screenshot({ path: 'docs/screenshots/manage.png' });
} finally {
  await browser.close();
  await server.stop();
}
