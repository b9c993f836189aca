import { expect, test, type Page } from '@playwright/test';
import { openNewProject, saved } from '../support/editor';
import { firstPageComponents, type SavedNode } from '../support/projects';
import { shot } from '../support/shots';

interface Node extends SavedNode {
  dynamicEvent?: number;
  dynamicModel?: { pageList: { _id: string; pageName?: string; componentList: Node[] }[] };
}

/** The saved dynamic panel of the first page, as the server returns it. */
async function savedPanel(page: Page, flag: string): Promise<Node> {
  const list = await firstPageComponents<Node>(page, flag);
  const panel = list.find((c) => c.componentType === '4901');
  expect(panel).toBeDefined();
  return panel!;
}

const editPage = (page: Page) => page.getByTestId('dynamic-edit-page');
const tabs = (page: Page) => page.getByTestId('dynamic-tabs').getByRole('tab');

test('dynamic panel: enter, edit pages in place, leave, save, reload, undo a page add', async ({ page }) => {
  const flag = await openNewProject(page, 'Dynamic panel E2E');

  // A new panel (two empty pages by default), entered from its property panel.
  await page.getByTestId('palette-4901').click();
  await page.getByTestId('dynamic-enter').click();
  await expect(tabs(page)).toHaveCount(2);
  await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');

  // Page 1: a text, edited in place (it is in the page, not on the canvas page).
  await page.getByTestId('palette-2005').click();
  await expect(editPage(page).locator('.tc-comp')).toHaveCount(1);
  await expect(editPage(page).locator('.tc-comp.tc-selected')).toHaveCount(1);

  // A new page (the third) with a rectangle.
  await page.getByTestId('dynamic-add-page').click();
  await expect(tabs(page)).toHaveCount(3);
  await expect(tabs(page).nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(editPage(page).locator('.tc-comp')).toHaveCount(0);
  await page.getByTestId('palette-2110').click();
  await expect(editPage(page).locator('.tc-comp')).toHaveCount(1);

  // Drag the rectangle inside the page: a move of the page's component.
  const rect = editPage(page).locator('.tc-comp').first();
  const box = (await rect.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await shot(page, 'dynamic-edit-area');

  // Switch back to page 1: its text is shown, not the rectangle.
  await tabs(page).nth(0).click();
  await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(editPage(page).locator('.tc-comp')).toHaveCount(1);
  const textId = await editPage(page).locator('.tc-comp').first().getAttribute('data-id');

  // Esc leaves; the panel is selected on the canvas page again.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('dynamic-tabs')).toHaveCount(0);
  await saved(page);

  let panel = await savedPanel(page, flag);
  let pages = panel.dynamicModel!.pageList;
  expect(pages).toHaveLength(3);
  expect(pages[0]!.componentList.map((c) => [c._id, c.componentType])).toEqual([[textId, '2005']]);
  expect(pages[1]!.componentList).toHaveLength(0);
  expect(pages[2]!.componentList.map((c) => c.componentType)).toEqual(['2110']);

  // After a reload the edit area opens on the same content; adding a page and undoing it removes it.
  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByTestId(`comp-${panel._id}`).dblclick();
  await expect(tabs(page)).toHaveCount(3);
  await expect(editPage(page).locator('.tc-comp')).toHaveCount(1);
  await page.getByTestId('dynamic-add-page').click();
  await expect(tabs(page)).toHaveCount(4);
  await saved(page);
  await page.keyboard.press('Control+z');
  await expect(tabs(page)).toHaveCount(3);
  // Still editing the panel, back on the page that was current before the add (the text's).
  await expect(editPage(page).locator('.tc-comp')).toHaveCount(1);
  await saved(page);
  panel = await savedPanel(page, flag);
  pages = panel.dynamicModel!.pageList;
  expect(pages).toHaveLength(3);
  expect(pages[2]!.componentList.map((c) => c.componentType)).toEqual(['2110']);

  // Clicking the canvas outside the panel leaves too.
  const vp = (await page.getByTestId('viewport').boundingBox())!;
  await page.mouse.click(vp.x + 20, vp.y + 20);
  await expect(page.getByTestId('dynamic-tabs')).toHaveCount(0);
});

test('dynamic panel: the page left open is stored (undo, reload, preview); the edited page is clipped', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const flag = await openNewProject(page, 'Dynamic panel page state');
  await page.getByTestId('palette-4901').click();
  const panelId = (await page.locator('.tc-comp.tc-selected').getAttribute('data-id'))!;
  const panelWidth = Number(
    await page.locator('input[data-testid="prop-componentRect.componentWidth"]').inputValue(),
  );
  await page.getByTestId('dynamic-enter').click();

  // Switching to the second page is an edit: saved as the panel's current page.
  await tabs(page).nth(1).click();
  await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await saved(page);
  expect((await savedPanel(page, flag)).dynamicEvent).toBe(1);

  // A rectangle half outside the panel's right edge: the part outside is not drawn.
  await page.getByTestId('palette-2110').click();
  const rectId = (await editPage(page).locator('.tc-comp.tc-selected').getAttribute('data-id'))!;
  const left = page.locator('input[data-testid="prop-componentRect.componentLeft"]');
  await left.fill(String(panelWidth - 100));
  await left.press('Enter');
  await saved(page);
  const panelBox = (await page.getByTestId(`comp-${panelId}`).boundingBox())!;
  const rectBox = (await page.getByTestId(`comp-${rectId}`).boundingBox())!;
  expect(rectBox.x + rectBox.width).toBeGreaterThan(panelBox.x + panelBox.width + 20);
  const hit = (x: number, y: number) =>
    page.evaluate(
      ([px, py, id]) =>
        document.elementFromPoint(px as number, py as number)?.closest(`[data-id="${id}"]`) !== null,
      [x, y, rectId] as const,
    );
  const y = rectBox.y + rectBox.height / 2;
  expect(await hit(panelBox.x + panelBox.width - 10, y)).toBe(true);
  expect(await hit(panelBox.x + panelBox.width + 10, y)).toBe(false);
  await expect(editPage(page)).toHaveCSS('overflow', 'hidden');
  await shot(page, 'dynamic-clipped');

  // Back to the first page, then undo: the edit area and the stored page return to the second.
  await tabs(page).nth(0).click();
  await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await saved(page);
  expect((await savedPanel(page, flag)).dynamicEvent).toBe(0);
  await page.keyboard.press('Control+z');
  await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(editPage(page).locator(`[data-id="${rectId}"]`)).toBeVisible();
  await saved(page);
  expect((await savedPanel(page, flag)).dynamicEvent).toBe(1);

  // Reload: the panel shows, and opens on, the page it was left on; so does the preview.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible();
  await expect(page.getByTestId(`comp-${panelId}`).getByTestId('dynamic-panel')).toHaveAttribute(
    'data-page',
    '1',
  );
  await page.getByTestId(`comp-${panelId}`).dblclick();
  await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(editPage(page).locator(`[data-id="${rectId}"]`)).toBeVisible();
  await page.goto(`/preview/${flag}`);
  await expect(page.getByTestId('viewer').getByTestId('dynamic-panel')).toHaveAttribute('data-page', '1');
});
