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
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.goto(`${server.url}/login`);
  await page.waitForSelector('form');
  await page.screenshot({ path: 'docs/screenshots/login.png' });
  await page.getByLabel(/账号/).fill(ADMIN.account);
  await page.getByLabel(/^密码$/).fill(ADMIN.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/manage$/);
  await page.screenshot({ path: 'docs/screenshots/manage.png' });
} finally {
  await browser.close();
  await server.stop();
}
