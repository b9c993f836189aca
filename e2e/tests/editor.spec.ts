import { expect, test, type Page } from '@playwright/test';
import { call } from '../support/api';
import { layer, openNewProject, propInput, saved } from '../support/editor';
import { firstPageComponents, type SavedNode } from '../support/projects';

interface Node extends SavedNode {
  textModel?: { textStyle?: { fontSize?: number } };
  groupModel?: { groupList: Node[] };
}

/** Stage positions of every rendered component, by id (what the user sees). */
async function domBoxes(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('.tc-comp')))
      out[el.dataset.id ?? ''] = [el.style.left, el.style.top, el.style.width, el.style.height].join(',');
    return out;
  });
}

test('editor: build a page with mouse and keyboard, group, align, undo/redo, reload', async ({ page }) => {
  const flag = await openNewProject(page, 'Editor E2E');
  await expect(page.getByTestId('project-name')).toHaveText('Editor E2E');

  // 1. Palette click: a rectangle at the centre of the view, selected.
  await page.getByTestId('palette-2110').click();
  await expect(layer(page, '矩形')).toHaveClass(/tc-layer-selected/);
  await expect(propInput(page, 'componentRect.componentLeft')).toHaveValue('810');

  // 2. Palette drag: a text and an image dropped at points of the canvas.
  const viewport = page.getByTestId('viewport');
  const vbox = (await viewport.boundingBox())!;
  const stage = (await page.getByTestId('stage').boundingBox())!;
  const scale = stage.width / 1920;
  const at = (x: number, y: number) => ({ x: stage.x - vbox.x + x * scale, y: stage.y - vbox.y + y * scale });
  await page.getByTestId('palette-2005').dragTo(viewport, { targetPosition: at(300, 200) });
  await expect(layer(page, '单行文本')).toBeVisible();
  await expect(propInput(page, 'componentRect.componentLeft')).toHaveValue('180');

  // 3. And an image, by drag as well.
  await page.getByTestId('palette-1007').dragTo(viewport, { targetPosition: at(1500, 800) });
  await expect(layer(page, '图片')).toBeVisible();
  await saved(page);

  // 4. Drag the rectangle on the canvas with the mouse: +100, +60 (snapping may pull it a few pixels).
  const rectId = (await page.locator('.tc-comp').first().getAttribute('data-id'))!;
  const grabX = stage.x + 960 * scale;
  const grabY = stage.y + 540 * scale;
  await page.mouse.move(grabX, grabY);
  await page.mouse.down();
  await page.mouse.move(grabX + 100 * scale, grabY + 60 * scale, { steps: 8 });
  await page.mouse.up();
  await expect(layer(page, '矩形')).toHaveClass(/tc-layer-selected/);
  await expect
    .poll(async () => Number(await propInput(page, 'componentRect.componentLeft').inputValue()))
    .toBeGreaterThan(900);
  const movedLeft = Number(await propInput(page, 'componentRect.componentLeft').inputValue());
  const movedTop = Number(await propInput(page, 'componentRect.componentTop').inputValue());
  expect(Math.abs(movedLeft - 910)).toBeLessThanOrEqual(6);
  expect(Math.abs(movedTop - 500)).toBeLessThanOrEqual(6);
  await expect(page.getByTestId(`comp-${rectId}`)).toHaveCSS('left', `${movedLeft}px`);

  // 5. Property panel edit: the text's font size.
  await layer(page, '单行文本').click();
  const fontSize = propInput(page, 'textModel.textStyle.fontSize');
  await expect(fontSize).toHaveValue('28');
  await fontSize.fill('40');
  await fontSize.press('Enter');
  const textId = (await page.locator('.tc-comp.tc-selected').getAttribute('data-id'))!;
  await expect(page.getByTestId(`comp-${textId}`).locator('div div')).toHaveCSS('font-size', '40px');

  // 6. Group (Ctrl+G) the rectangle and the text, then ungroup (Ctrl+Shift+G).
  await layer(page, '矩形').click({ modifiers: ['Shift'] });
  await viewport.hover({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+g');
  await expect(layer(page, 'group')).toBeVisible();
  await expect(layer(page, '矩形')).toBeHidden();
  await page.keyboard.press('Control+Shift+g');
  await expect(layer(page, 'group')).toBeHidden();
  await expect(layer(page, '矩形')).toBeVisible();

  // 7. Select all and align left.
  await page.keyboard.press('Control+a');
  await page.getByTestId('action-alignLeft').first().click();
  await saved(page);
  let comps = await firstPageComponents<Node>(page, flag);
  expect(new Set(comps.map((c) => c.componentRect?.componentLeft)).size).toBe(1);

  // 8. Undo 5 (align, ungroup, group, font size, drag), redo 3 (drag, font size, group).
  for (let i = 0; i < 5; i++) await page.keyboard.press('Control+z');
  await expect(page.getByTestId(`comp-${rectId}`)).toHaveCSS('left', '810px');
  await expect(page.getByTestId(`comp-${textId}`).locator('div div')).toHaveCSS('font-size', '28px');
  await page.keyboard.press('Control+y');
  await page.keyboard.press('Control+Shift+z');
  await page.getByTestId('action-redo').click();
  await expect(layer(page, 'group')).toBeVisible();
  // Back inside the group, stored relative to the group's box (whose left is the text's, 180).
  await expect(page.getByTestId(`comp-${rectId}`)).toHaveCSS('left', `${movedLeft - 180}px`);
  await saved(page);

  const before = await domBoxes(page);
  comps = await firstPageComponents<Node>(page, flag);
  expect(comps.map((c) => c.componentName).sort()).toEqual(['group', '图片']);
  const group = comps.find((c) => c.componentName === 'group')!;
  expect(group.groupModel?.groupList.map((c) => c.componentName).sort()).toEqual(['单行文本', '矩形']);
  expect(group.groupModel?.groupList.find((c) => c._id === textId)?.textModel?.textStyle?.fontSize).toBe(40);

  // The manager's thumbnail follows the first page once saves settle.
  await expect
    .poll(async () => {
      const res = await call<{ list: { projectFlag: string; thumbnailUrl: string }[] }>(
        page,
        'project/v2/in/folder/list',
        { start: 0, end: 100 },
      );
      const list = res.data.list;
      return decodeURIComponent(list.find((p) => p.projectFlag === flag)?.thumbnailUrl ?? '');
    })
    .toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg .*<rect .*<rect /);

  // 9. Reload: exactly what was saved.
  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible();
  await expect(layer(page, 'group')).toBeVisible();
  expect(await domBoxes(page)).toEqual(before);
});
