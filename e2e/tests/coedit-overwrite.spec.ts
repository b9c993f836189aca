import { expect, test, type Page } from '@playwright/test';
import { propInput, saved, setField } from '../support/editor';
import { firstPageComponents, projectWith, rect } from '../support/projects';
import { signIn } from '../support/session';
import { shot } from '../support/shots';

/**
 * Same-property concurrent edits (issue 15, SECURITY-CASES #49): two tabs change one property of one
 * component from the same base revision. The later save wins, as in live co-editing, but never silently:
 * the tab whose edit was replaced is told which component and which property changed under it, and
 * both tabs end showing the server's value.
 */

const leftOf = (page: Page, id: string) =>
  page.getByTestId(`comp-${id}`).evaluate((el) => (el as HTMLElement).style.left);

test('SECURITY-CASES #49: an overwritten same-property edit is announced and both tabs converge', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const ctxA = await browser.newContext();
  const ctxB = await browser.newContext();
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  await signIn(a);
  await signIn(b);
  const made = await projectWith(a, 'Overwrite E2E', [
    {
      _id: 'W1',
      componentName: 'Gauge W1',
      componentType: '2110',
      order: 1,
      componentRect: rect(100, 100, 200, 120),
    },
  ]);
  for (const p of [a, b]) {
    await p.goto(`/project/${made.projectFlag}`);
    await expect(p.getByTestId('comp-W1')).toBeVisible({ timeout: 60_000 });
  }
  await expect(a.getByTestId('peer-avatar')).toHaveCount(1);

  // A's save leaves with base revision 1 but is held on its way, so B's save of the same property (also
  // from base 1) reaches the server first; then A's arrives and replaces B's value.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  await a.route('**/project/detail/v2/save', async (route) => {
    holding += 1;
    await held;
    await route.continue();
  });
  const baseOf = (body: string | null) =>
    (JSON.parse(body ?? '{}') as { baseRevision?: number }).baseRevision;
  const aSave = a.waitForRequest((r) => r.url().includes('detail/v2/save'));
  const bSave = b.waitForRequest((r) => r.url().includes('detail/v2/save'));

  await a.getByTestId('comp-W1').click();
  await setField(a, 'componentRect.componentLeft', 333);
  await expect.poll(() => holding, { message: "A's save is on its way (held)" }).toBe(1);

  await b.getByTestId('comp-W1').click();
  await setField(b, 'componentRect.componentLeft', 777);
  await saved(b);
  const base = baseOf((await aSave).postData());
  expect(base, 'A saved from the revision both tabs opened').toBeGreaterThan(made.revision);
  expect(baseOf((await bSave).postData()), 'B saved from the same revision').toBe(base);

  // Released, A's held save (and any later one) goes on to the server.
  release();
  await saved(a);

  // B is told which component and property its edit lost, in its own words (English or Chinese UI).
  const notice = b
    .locator('.ant-notification-notice')
    .filter({ hasText: /Your edit was overwritten|你的修改已被覆盖/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Gauge W1');
  // The property as the panel labels it, not its stored path.
  await expect(notice).toContainText(/Position X|位置 X/);
  await expect(notice).not.toContainText('componentLeft');
  await shot(b, 'coedit-overwrite-notice');
  // A's edit won: nothing of A's was replaced, so A shows no such notice.
  await expect(a.locator('.ant-notification-notice').filter({ hasText: /overwritten|已被覆盖/ })).toHaveCount(
    0,
  );

  // Both tabs and the server agree on the winning value.
  const server = await firstPageComponents(a, made.projectFlag);
  expect(server.find((c) => c._id === 'W1')!.componentRect!.componentLeft).toBe(333);
  for (const p of [a, b]) await expect.poll(() => leftOf(p, 'W1')).toBe('333px');
  await expect(propInput(b, 'componentRect.componentLeft')).toHaveValue('333');

  await ctxB.close();
  await ctxA.close();
});
