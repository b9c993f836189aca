import { expect, test, type Page } from '@playwright/test';
import { openEditor } from '../support/editor';
import { createProject } from '../support/projects';
import { ADMIN, startServer } from '../support/server';
import { signIn } from '../support/session';

/**
 * Issue 22 as a user meets it (docs/deployment.md#system-settings, #desktop-host): the system
 * administrator sets the product title and the default language on the settings page and sees them on
 * every page, with the edition label in the about box; inside a desktop host, the manager's preview and
 * edit links and the editor's preview button go to the host instead of opening a browser window.
 */
const settle = { timeout: 60_000 };
const MARKER = 'TwinCanvasDesktop';

/** Signs in through the sign-in page of the server at `url` (not the suite's). */
async function signInAt(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel(/账号|Account/).fill(ADMIN.account);
  await page.getByLabel(/^密码$|^Password$/).fill(ADMIN.password);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await expect(page).toHaveURL(/\/manage$/, settle);
}

test('system settings: the title shows on every page, the default language applies, the about box names the edition', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A server of its own: the title and language are installation-wide and would reach other tests.
  const server = await startServer();
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInAt(page, server.url);
    await page.goto(`${server.url}/settings`);
    await expect(page.getByTestId('settings-page')).toBeVisible(settle);
    const title = `孪生工厂 ${Date.now().toString(36)}`;
    await page.getByTestId('settings-title').fill(title);
    await page.getByLabel(/默认语言|Default language/).click();
    await page.getByTitle('English').click();
    await page.getByTestId('settings-save').click();
    // The shared page title and the top bar's brand, here and on another page.
    await expect(page).toHaveTitle(new RegExp(title), settle);
    await expect(page.getByTestId('brand')).toContainText(title);
    await page.goto(`${server.url}/manage`);
    await expect(page.getByTestId('brand')).toContainText(title, settle);
    // The administrator's group is the vendor's own team: the deployment area is offered.
    await expect(page.getByTestId('side-menu')).toContainText(/部署管理|Deployment/, settle);
    await expect(page).toHaveTitle(new RegExp(title));
    // The about box (user menu → About) shows the public edition's label.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /关于|About/ }).click();
    await expect(page.getByTestId('about-edition')).toContainText('v3.2.0', settle);

    // Someone who never picked a language gets the default one, before signing in too.
    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(`${server.url}/login`);
      await expect(other.getByRole('button', { name: /^Sign in$/ })).toBeVisible(settle);
      await expect(other).toHaveTitle(new RegExp(title));
    } finally {
      await fresh.close();
    }
  } finally {
    await context.close();
    await server.stop();
  }
});

test('desktop host: preview and edit from the manager open through the host, not a browser window', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  for (const kind of ['host object', 'WebView2'] as const) {
    const context = await browser.newContext({
      userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36 ${MARKER}/1.0`,
    });
    // What the desktop application injects: its host object, or WebView2's message channel.
    await context.addInitScript((k) => {
      const w = window as unknown as Record<string, unknown>;
      const opened: unknown[] = [];
      w.__opened = opened;
      if (k === 'host object') w.TwinCanvasHost = { openUrl: (url: string) => opened.push(url) };
      else w.chrome = { webview: { postMessage: (m: unknown) => opened.push(m) } };
    }, kind);
    const page = await context.newPage();
    let popups = 0;
    context.on('page', () => popups++);
    try {
      await signIn(page);
      const name = `桌面-${kind === 'WebView2' ? 'wv' : 'obj'}-${Date.now().toString(36)}`;
      const { projectFlag } = await createProject(page, name);
      await page.reload();
      const card = page.getByTestId(`project-${name}`);
      await expect(card).toBeVisible(settle);
      await card.getByLabel(/预览|Preview/).click();
      await card.getByLabel(/编辑|Edit/).click();
      const origin = new URL(page.url()).origin;
      const expected = [`${origin}/preview/${projectFlag}`, `${origin}/project/${projectFlag}`];
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened), settle)
        .toEqual(kind === 'host object' ? expected : expected.map((url) => ({ type: 'openUrl', url })));
      expect(popups, 'no browser window was opened').toBe(0);

      // The editor's preview button goes through the host too (the current page in its query).
      await openEditor(page, projectFlag);
      await page.getByTestId('editor-preview').click();
      const preview = new RegExp(`^${origin}/preview/${projectFlag}\\?scene=[\\w-]+&page=[\\w-]+$`);
      await expect
        .poll(async () => {
          const opened = await page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened);
          return opened.map((o) => (typeof o === 'string' ? o : (o as { url: string }).url));
        }, settle)
        .toEqual([expect.stringMatching(preview)]);
      const first = await page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened[0]);
      expect(typeof first === 'string' ? 'host object' : (first as { type: string }).type).toBe(
        kind === 'host object' ? 'host object' : 'openUrl',
      );
      expect(popups, 'no browser window was opened from the editor').toBe(0);
    } finally {
      await context.close();
    }
  }
});
