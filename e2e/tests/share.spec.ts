import { expect, test, type Page } from '@playwright/test';
import { addOps, newProject, pageNode, saveOps } from '../support/projects';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { popconfirmOk } from '../support/dialogs';

/**
 * Issue 9: preview a project; publish it with a password from the editor's share dialog; open the link
 * in a fresh browser context (no session), enter a wrong then the right password and see the dashboard;
 * revoke it and see the page-unreachable screen.
 */
const text = (id: string, content: string, top: number, extra: object = {}) => ({
  _id: id,
  componentType: '2005',
  componentName: content,
  order: 1,
  componentRect: { componentLeft: 100, componentTop: top, componentWidth: 900, componentHeight: 80 },
  textModel: { text: content, textStyle: { fontSize: 48, color: '#FFFFFFFF' } },
  ...extra,
});

/** A project with two pages: a title, a hidden text and an HTML-looking name on page 1, a title on page 2. */
async function makeProject(page: Page): Promise<{ flag: string; pages: string[]; scene: string }> {
  const made = await newProject(page, '分享大屏 E2E');
  const page1 = made.pageId;
  const page2 = 'Dsecondpage01';
  await saveOps(page, made, [
    ...addOps(`${page1}.projectTwoComponentList`, [
      text('Etitle0001', '销售总览 Sales overview', 100),
      text('Ehidden001', 'hidden panel', 300, { initStatus: false }),
      text('Ehtml00001', '<img src=x onerror="window.__pwned=1">', 500),
    ]),
    ...addOps(
      `${made.sceneId}.projectPageList`,
      [pageNode(page2, '第二页', 2, [text('Esecond001', 'Page two', 100)])],
      1,
    ),
  ]);
  return { flag: made.projectFlag, pages: [page1, page2], scene: made.sceneId };
}

// SECURITY-CASES #39 (a text holding <img onerror> stays text on the share page), #27 (revoke)
test('preview, publish with a password, open in a fresh context, revoke', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page);
  const { flag, pages, scene } = await makeProject(page);

  // Preview: the first page, hidden components hidden, HTML shown as text, a link to page 2 works.
  await page.goto(`/preview/${flag}`);
  await expect(page.getByTestId('view-Etitle0001')).toContainText('销售总览');
  await expect(page.getByTestId('view-Ehidden001')).toHaveAttribute('data-visible', 'false');
  await expect(page.getByTestId('view-Ehtml00001')).toContainText('<img src=x');
  expect(await page.locator('[data-testid=viewer-stage] img').count()).toBe(0);
  await expect(page).toHaveURL(new RegExp(`scene=${scene.slice(0, 6)}&page=${pages[0]!.slice(0, 6)}`));
  await page.getByTestId('viewer-next').click();
  await expect(page.getByTestId('view-Esecond001')).toContainText('Page two');
  await expect(page.getByTestId('view-Etitle0001')).toHaveCount(0);
  await page.goto(`/preview/${flag}?scene=${scene.slice(0, 6)}&page=${pages[1]!.slice(0, 6)}`);
  await expect(page.getByTestId('view-Esecond001')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('view-Etitle0001')).toBeVisible();

  // Publish from the editor's share dialog with a password.
  await page.goto(`/project/${flag}`);
  await page.getByTestId('share-open').click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByTestId('share-password-switch').click();
  await dialog.getByTestId('share-password').fill('s3cret-pass');
  await dialog.getByTestId('share-publish').click();
  const linkBox = dialog.getByTestId('share-link');
  await expect(linkBox).toHaveValue(/\/share\/[A-Za-z0-9_-]{32}$/);
  await expect(dialog.getByTestId('share-qr')).toBeVisible();
  const link = await linkBox.inputValue();

  // A fresh browser context: no session, no stored share password.
  const guest = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'zh-CN' });
  const g = await guest.newPage();
  const requests: Record<string, string>[] = [];
  g.on('request', (r) => {
    if (r.url().includes('/api/')) requests.push(r.headers());
  });
  await g.goto(link);
  await expect(g.getByTestId('viewer-password')).toBeVisible();
  await g.getByTestId('viewer-password-input').fill('wrong-pass');
  await g.getByTestId('viewer-password-submit').click();
  await expect(g.getByTestId('viewer-password-error')).toBeVisible();
  await g.getByTestId('viewer-password-input').fill('s3cret-pass');
  await g.getByTestId('viewer-password-submit').click();
  await expect(g.getByTestId('view-Etitle0001')).toContainText('销售总览');
  await shot(g, 'share-dashboard');
  // The share page never sent a bearer token; its reads were signed.
  expect(requests.some((h) => 'authorization' in h)).toBe(false);
  expect(requests.some((h) => h.sign && h.nonce && h.timestamp && h['share-token'])).toBe(true);
  // Password and share session live in sessionStorage: a reload does not ask again.
  await g.reload();
  await expect(g.getByTestId('view-Etitle0001')).toBeVisible();
  // Any path under /share/ is the shared view.
  await g.goto(`${link}/any/deeper/path`);
  await expect(g.getByTestId('view-Etitle0001')).toBeVisible();

  // Revoke: the link is unreachable at once, in the open tab too.
  await page.getByTestId('share-revoke').click();
  await popconfirmOk(page);
  await expect(page.getByTestId('share-publish')).toBeVisible();
  await g.goto(link);
  await expect(g.getByTestId('viewer-unreachable')).toBeVisible();
  await expect(g.getByTestId('viewer-unreachable')).toContainText('页面无法访问');
  await expect(g.getByTestId('viewer-unreachable')).toContainText('This page cannot be reached');
  await shot(g, 'share-unreachable');

  // Malformed share ids are the same screen.
  for (const sid of [':id', 'null', '']) {
    await g.goto(`/share/${sid}`);
    await expect(g.getByTestId('viewer-unreachable')).toBeVisible();
  }
  await guest.close();
});
