import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../support/server';

// A second server configured with an external single-sign-on page (docs/reference.md#routes).
let server: RunningServer;
const SSO = 'http://sso.test.invalid/login';
test.beforeAll(async () => {
  server = await startServer({ SSO_URL: SSO });
});
test.afterAll(() => server.stop());

test('/login redirects to the configured SSO page carrying a redirect back to /auth', async ({ page }) => {
  // The SSO host does not exist here: answer it in the browser and record where we were sent.
  await page.route('http://sso.test.invalid/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>SSO</h1>' }),
  );
  await page.goto(`${server.url}/login`);
  await page.waitForURL(/^http:\/\/sso\.test\.invalid\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect')).toBe(`${server.url}/auth`);
  await expect(page.getByRole('heading', { name: 'SSO' })).toBeVisible();
});
