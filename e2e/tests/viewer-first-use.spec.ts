import { expect, test, type Page } from '@playwright/test';
import { addOps, newProject, queryProject, rect, saveOps, textNode as text } from '../support/projects';
import { signIn } from '../support/session';

// What a new user meets in the viewer (issue 16 items 9 and 16): the system scene, saved hidden by new
// projects, is not drawn over the pages until shown; app variables (^{name} in link templates) come from
// the address and from the embedding page (docs/editor-defects.md, viewer/appVariables.ts).

test.describe.configure({ timeout: 180_000 });
const settle = { timeout: 60_000 };

test('preview: a hidden system scene is not drawn over the page; once shown, it is', async ({ page }) => {
  await signIn(page);
  const made = await newProject(page, `System hidden ${Date.now().toString(36)}`);
  const system = made.doc.systemScenes[0]!;
  expect((system as { isShow?: boolean }).isShow, 'new projects save the system scene hidden').toBe(false);
  const added = await saveOps(page, made, [
    ...addOps(`${made.pageId}.projectTwoComponentList`, [
      text('Esyspage01', 'page text', rect(100, 100, 600, 80)),
    ]),
    // A system component covering the whole page: drawn, it would hide the page's text.
    ...addOps(`${system._id}.projectTwoComponentList`, [
      text('Esysover01', 'system banner', rect(0, 0, 1920, 1080)),
    ]),
  ]);
  expect(added.subCode).toBe(0);

  await page.goto(`/preview/${made.projectFlag}`);
  await expect(page.getByTestId('view-Esyspage01')).toBeVisible(settle);
  await expect(page.getByTestId('viewer-layer-system')).toHaveCount(0);
  await expect(page.getByTestId('view-Esysover01')).toHaveCount(0);

  const now = await queryProject(page, made.projectFlag);
  const shown = await saveOps(page, now, [
    { command: 'update', path: `${system._id}.isShow`, records: { oldValue: false, newValue: true } },
  ]);
  expect(shown.subCode).toBe(0);
  await page.reload();
  await expect(page.getByTestId('viewer-layer-system').getByTestId('view-Esysover01')).toBeVisible(settle);
});

/** A project whose text, clicked, follows a link filled with the app variable `who`; its flag. */
async function linkProject(page: Page, base: string): Promise<string> {
  const made = await newProject(page, `App variables ${Date.now().toString(36)}`);
  const saved = await saveOps(
    page,
    made,
    addOps(`${made.pageId}.projectTwoComponentList`, [
      text('Eappvar001', 'open the link', rect(100, 100, 800, 120), {
        projectInteractionList: [
          {
            eventId: '40101',
            conditions: [],
            // This server and the same window: where the click leads can be read off the address (links
            // are absolute http(s) addresses only).
            actions: {
              elseAction: [{ type: 'link', url: `${base}/landing-for-test?who=^{who}`, newWindow: false }],
            },
          },
        ],
      }),
    ]),
  );
  expect(saved.subCode).toBe(0);
  return made.projectFlag;
}

test("app variables: ^{who} is filled from the address's own parameter", async ({ page, baseURL }) => {
  await signIn(page);
  const flag = await linkProject(page, baseURL!);
  await page.goto(`/preview/${flag}?who=alice&scale=fit`);
  // The address the click asks for (the app then shows its 404 page there, and may move on to /404).
  const followed = page.waitForRequest(/\/landing-for-test/, settle);
  await page.getByTestId('view-Eappvar001').click();
  expect((await followed).url()).toMatch(/\/landing-for-test\?who=alice$/);
});

test('app variables: ^{who} is filled from the embedding page’s message', async ({ page, baseURL }) => {
  await signIn(page);
  const flag = await linkProject(page, baseURL!);
  // An embedding page holding the preview in a frame (of the same site, so the frame shares the session).
  await page.goto('/embedding-page-for-test');
  await page.evaluate((src) => {
    document.body.innerHTML = `<iframe id="dash" src="${src}" style="width:1400px;height:850px;border:0"></iframe>`;
  }, `${baseURL}/preview/${flag}`);
  const frame = page.frameLocator('#dash');
  await expect(frame.getByTestId('view-Eappvar001')).toBeVisible(settle);
  await page.evaluate(() =>
    (document.getElementById('dash') as HTMLIFrameElement).contentWindow!.postMessage(
      { type: 'twincanvas:appVariables', values: { who: 'bob', ignored: { not: 'plain' } } },
      '*',
    ),
  );
  const followed = page.waitForRequest(/\/landing-for-test/, settle);
  await frame.getByTestId('view-Eappvar001').click();
  expect((await followed).url(), 'the frame followed the link with the posted value').toMatch(
    /\/landing-for-test\?who=bob$/,
  );
});
