import { expect, test } from '@playwright/test';
import { newProject } from '../support/projects';
import { signIn } from '../support/session';
import { dialogOk } from '../support/dialogs';

// One language everywhere (first visit follows the browser, the header switch is remembered and used by
// the viewer and dates), the management chrome, the chunk-load failure page and the HTTP-status messages.

const settle = { timeout: 30_000 };

test('an English browser gets English everywhere; the header switch is remembered and reaches the viewer', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome to TwinCanvas' })).toBeVisible();
    await signIn(page);
    await expect(page.getByTestId('side-menu')).toContainText('Projects');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // No stray body margin (the white strip and needless scrollbar).
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');

    const made = await newProject(page, `Lang ${Date.now().toString(36)}`);
    await page.reload();
    // Dates read year-month-day in both languages, never the US month/day order.
    await expect(page.locator('.ant-card').first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/, settle);

    // The system scene every project is made with is named in the UI's language, in the tree and the path.
    await page.goto(`/project/${made.projectFlag}`);
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(page.getByTestId('system-scene')).toContainText('System layer', settle);
    await page.getByTestId('system-scene').click();
    await expect(page.getByTestId('page-path')).toContainText('System layer');

    await page.goto(`/preview/${made.projectFlag}`);
    await expect(
      page.getByRole('button', { name: 'Next page' }).or(page.getByText('The project has no pages')),
    ).toBeAttached(settle);

    await page.goto('/manage');
    await page.getByLabel('Language').click();
    await page.getByTitle('简体中文').click();
    await expect(page.getByTestId('side-menu')).toContainText('项目管理');
    await page.reload();
    await expect(page.getByTestId('side-menu')).toContainText('项目管理');
    await page.goto('/share/no-such-share');
    await expect(page.getByText('页面无法访问')).toBeVisible(settle);
  } finally {
    await context.close();
  }
});

test('the case gallery highlights one menu entry and shows previews of the dashboards', async ({ page }) => {
  await signIn(page);
  await page.goto('/manage/cases');
  await expect(page.getByTestId('side-menu').locator('.ant-menu-item-selected')).toHaveCount(1);
  await expect(page.getByTestId('side-menu').locator('.ant-menu-item-selected')).toContainText('案例库');
  // Every official case (other specs may publish cases of their own to this server) shows a loaded
  // preview of its dashboard, none the name-on-gradient placeholder.
  const official = page.locator('[data-testid="case-card"][data-flag^="case-official-"]');
  await expect(official).toHaveCount(4, settle);
  for (const card of await official.all()) {
    const flag = await card.getAttribute('data-flag');
    await expect(card.locator('.tc-cases-cover'), `${flag}: no gradient placeholder`).toHaveCount(0);
    const img = card.locator('img');
    await expect(img, `${flag}: a preview image`).toHaveCount(1);
    await expect
      .poll(
        () => img.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth),
        {
          message: `${flag}: the preview image is loaded`,
          ...settle,
        },
      )
      .toBeGreaterThan(100);
  }
  await page.screenshot({ path: 'test-results/case-gallery.png' });
});

test('a code chunk that fails to load shows a page offering a reload', async ({ page }) => {
  await signIn(page);
  const app = /\/assets\/App-[^/]+\.js$/;
  await page.route(app, (route) => route.abort());
  await page.goto('/manage');
  const box = page.getByTestId('chunk-error');
  await expect(box).toContainText('页面加载失败', settle);
  await page.screenshot({ path: 'test-results/chunk-error.png' });
  await page.unroute(app);
  await box.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByTestId('side-menu')).toBeVisible(settle);
  await expect(page.getByTestId('chunk-error')).toHaveCount(0);
});

test('an answer without the server envelope shows the HTTP-status message; creating a project refreshes the group count', async ({
  page,
}) => {
  await signIn(page);
  const quota = page.getByTestId('project-quota');
  await expect(quota).toContainText(/\d+ \/ \d+/, settle);
  const before = Number(/(\d+) \//.exec((await quota.textContent()) ?? '')?.[1]);
  await page.getByTestId('project-create').click();
  await page.getByTestId('name-input').fill(`Quota ${Date.now().toString(36)}`);
  const opened = page.waitForEvent('popup');
  await dialogOk(page);
  await (await opened).close();
  await expect(quota).toContainText(`${before + 1} /`, settle);

  await page.route('**/api/project/v2/in/folder/list', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }),
  );
  const search = page.getByTestId('project-search').getByRole('searchbox');
  await search.fill('x');
  await search.press('Enter');
  await expect(page.locator('.ant-message')).toContainText('网关错误', settle);
});
