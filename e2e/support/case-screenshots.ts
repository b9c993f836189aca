// Screenshots of the shipped official cases: `npx tsx e2e/support/case-screenshots.ts [outDir]` (needs a
// build). Copies each case into a project and saves its preview as docs/screenshots/case-<key>.png.
import { chromium } from '@playwright/test';
import { ADMIN, startServer } from './server';

const out = process.argv[2] ?? 'docs/screenshots';
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/账号|Account/).fill(ADMIN.account);
  await page.getByLabel(/^密码$|^Password$/).fill(ADMIN.password);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL(/\/manage$/);
  const s = JSON.parse((await page.evaluate(() => localStorage.getItem('tc-session'))) ?? '{}') as {
    access_token: string;
    groupId: string;
  };
  const headers = { Authorization: `Bearer ${s.access_token}`, 'Current-Group': s.groupId };
  for (const key of ['smart-city', 'factory', 'sales']) {
    const res = await page.request.post(`${server.url}/api/project/case/v2/copy`, {
      headers,
      data: { caseFlag: `case-official-${key}` },
    });
    const { projectFlag } = ((await res.json()) as { data: { projectFlag: string } }).data;
    await page.goto(`${server.url}/preview/${projectFlag}`);
    await page.locator('canvas').first().waitFor();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/case-${key}.png` });
    process.stdout.write(`${out}/case-${key}.png\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}
