import { expect, test, type Page } from '@playwright/test';
import { addRect, focusCanvas, openNewProject, propInput, saved, selectedId } from '../support/editor';
import { openLibrary, stripes } from '../support/library';
import { createProject, firstPageComponents, type SavedNode } from '../support/projects';
import { signIn } from '../support/session';

// Editor rough edges a new user trips over, each checked where the user sees it.

const settle = { timeout: 30_000 };
// Editor loads, library uploads and saves on a busy machine: room for each test.
test.describe.configure({ timeout: 180_000 });
const named = (page: Page, name: string) => page.getByTestId('layer-list').getByTestId(`layer-${name}`);
const rectOf = (nodes: SavedNode[], id: string) =>
  nodes.flatMap((n) => [n, ...(n.groupModel?.groupList ?? [])]).find((n) => n._id === id)?.componentRect;

test('a locked group holds its members; double-click over a member enters the group; labelled fields and handles', async ({
  page,
}) => {
  const flag = await openNewProject(page, 'Locked group');
  const a = await addRect(page, 200, 200);
  await addRect(page, 700, 200);
  // The property rows name their fields, and the resize handles have names.
  await expect(page.getByLabel('X', { exact: true })).toHaveValue('700');
  await expect(page.getByRole('button', { name: '调整大小：右下角' })).toBeVisible();

  await named(page, '矩形').nth(0).click();
  await named(page, '矩形')
    .nth(1)
    .click({ modifiers: ['Shift'] });
  await focusCanvas(page);
  await page.keyboard.press('Control+g');
  await expect(named(page, 'group')).toBeVisible();
  await page.keyboard.press('Control+l');
  await saved(page);

  // Double-click right over member A (the group's member is what the pointer hits).
  await page.getByTestId(`comp-${a}`).dblclick();
  const head = page.getByTestId('layer-list').locator('.tc-layer-group');
  await expect(head).toContainText('组合内：group');
  await page.getByTestId(`comp-${a}`).click();
  expect(await selectedId(page)).toBe(a);
  // Members are stored relative to their group: compare with where the member is now.
  const before = rectOf(await firstPageComponents(page, flag), a)!;
  await focusCanvas(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  const box = (await page.getByTestId(`comp-${a}`).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 90, box.y + box.height / 2 + 40, { steps: 6 });
  await page.mouse.up();
  await saved(page);
  const r = rectOf(await firstPageComponents(page, flag), a)!;
  expect([r.componentLeft, r.componentTop]).toEqual([before.componentLeft, before.componentTop]);
});

test('a refused rename shows the stored name again; cut then paste keeps the name; dynamic panels get G ids', async ({
  page,
}) => {
  const flag = await openNewProject(page, 'Rename and cut');
  const id = await addRect(page, 300, 300);
  const name = page.getByLabel('名称', { exact: true });
  await expect(name).toHaveValue('矩形');
  await name.fill('长'.repeat(60));
  await name.press('Enter');
  await expect(page.locator('.ant-message')).toBeVisible();
  await expect(name).toHaveValue('矩形');

  // Keys to the canvas, not to the name field that kept the focus.
  await page.getByTestId(`comp-${id}`).click();
  await focusCanvas(page);
  await page.keyboard.press('Control+x');
  await expect(named(page, '矩形')).toHaveCount(0);
  await page.keyboard.press('Control+v');
  await expect(named(page, '矩形')).toHaveCount(1);
  await expect(named(page, '矩形副本')).toHaveCount(0);

  await page.getByTestId('palette-4901').click();
  expect(await selectedId(page)).toMatch(/^G/);
  await saved(page);
  const types = (await firstPageComponents(page, flag)).map((n) => [n.componentType, n._id.charAt(0)]);
  expect(types).toContainEqual(['4901', 'G']);
});

test('the hidden system scene is not drawn over pages until shown; the canvas re-fits when the window narrows', async ({
  page,
}) => {
  await openNewProject(page, 'System layer');
  await page.getByRole('tab', { name: '场景' }).click();
  await page.getByTestId('system-scene').click();
  await page.getByTestId('palette-2110').click();
  await saved(page);
  await page.getByTestId('scene-场景1').getByTestId('page-页面1').click();
  await expect(page.getByTestId('system-layer')).toHaveCount(0);
  await page.getByTestId('system-scene-visible').click();
  await expect(page.getByTestId('system-layer')).toBeVisible();
  await saved(page);

  // At 1000 px the whole stage fits. At the issue's own 800 px the viewport (220 px) is narrower than the
  // stage at the least zoom a fit uses (20 %, editor-canvas.spec.ts): the stage is then centred in the
  // viewport, which clips it and lies clear of the left panel (the canvas used to sit under the panel).
  for (const width of [1000, 800]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(
        async () => {
          const vp = (await page.getByTestId('viewport').boundingBox())!;
          const st = (await page.getByTestId('stage').boundingBox())!;
          const left = (await page.locator('.tc-left').boundingBox())!;
          const clear = vp.x >= left.x + left.width - 1;
          const centred = Math.abs(st.x + st.width / 2 - (vp.x + vp.width / 2)) <= 2;
          const fits = st.x >= vp.x - 1 && st.x + st.width <= vp.x + vp.width + 1;
          return clear && (width === 800 ? centred : fits);
        },
        { message: `the stage at ${width} px: in the viewport, which is clear of the left panel`, ...settle },
      )
      .toBe(true);
    await page.screenshot({ path: `test-results/editor-${width}.png` });
  }
});

test('an inserted 320×200 image keeps its size', async ({ page }) => {
  await signIn(page);
  const { projectFlag } = await createProject(page, 'Image size');
  await openLibrary(page, projectFlag, '4');
  const NAME = `wide${test.info().retry}${Date.now().toString(36)}`;
  await page
    .getByTestId('library-file-4')
    .setInputFiles({ name: `${NAME}.png`, mimeType: 'image/png', buffer: stripes(320, 200) });
  const item = page.getByTestId('library-list-4').getByTestId('library-item').filter({ hasText: NAME });
  await item.locator('.tc-library-pick').click();
  await expect(propInput(page, 'componentRect.componentWidth')).toHaveValue('320', settle);
  await expect(propInput(page, 'componentRect.componentHeight')).toHaveValue('200');
});
