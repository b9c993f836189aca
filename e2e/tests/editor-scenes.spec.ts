import { expect, test } from '@playwright/test';
import {
  expectShortcutsListed,
  focusCanvas,
  menuItem,
  openNewProject,
  saved,
  addRect,
} from '../support/editor';
import { queryProject } from '../support/projects';
import { shot } from '../support/shots';
import { dialogOk } from '../support/dialogs';

// Editor audit (items the other editor E2E files do not cover), part one: floating panels, the shortcut
// list, the scene tree (pages and scenes added, renamed, copied, reordered, deleted) and the system scene.

const byOrder = <T extends { pageOrder?: number; scenesOrder?: number }>(
  list: T[],
  field: 'pageOrder' | 'scenesOrder',
) => [...list].sort((a, b) => (a[field] ?? 0) - (b[field] ?? 0));

test('editor audit: floating panels from index 25, and the help panel lists every shortcut', async ({
  page,
}) => {
  await openNewProject(page, 'Audit help');
  await page.getByTestId('help-open').click();
  const help = page.getByTestId('help-panel');
  await expect(help).toBeVisible();
  const wrap = page.locator('.ant-modal-wrap').filter({ has: help });
  await expect(wrap).toHaveCSS('z-index', '25');
  await expectShortcutsListed(help);
  await page.keyboard.press('Escape');

  // The scene tree's rename dialog is a floating panel too; its menu and tooltips stay above panels.
  await page.getByRole('tab', { name: '场景' }).click();
  await page.locator('[data-testid^="page-more-"]').first().click();
  await menuItem(page, '重命名').click();
  const rename = page.locator('.ant-modal-wrap').filter({ has: page.getByTestId('rename-input') });
  await expect(rename).toHaveCSS('z-index', '25');
  await shot(page, 'floating-panel');
});

test('editor audit: scenes and pages — add, rename, copy, reorder, delete, page path, system scene on top', async ({
  page,
}) => {
  const flag = await openNewProject(page, 'Audit scenes');
  const path = page.getByTestId('page-path');
  await expect(path).toHaveText(/场景1\s*\/?\s*页面1\s*\/?\s*UI层/);
  await page.getByRole('tab', { name: '场景' }).click();
  const rows = page.locator('.tc-page-row');

  // Add a page: it opens, and the path follows. Rename it.
  await page.getByTestId('page-add-场景1').click();
  await expect(rows).toHaveCount(2);
  await expect(path).toContainText('页面2');
  await page.getByTestId('page-more-页面2').click();
  await menuItem(page, '重命名').click();
  await page.getByTestId('rename-input').fill('Second');
  await dialogOk(page);
  await expect(page.getByTestId('page-Second')).toBeVisible();
  await expect(path).toContainText('Second');

  // Copy page 1: the copy suffix, order + 1 (right after it), later pages shift down.
  await page.getByTestId('page-more-页面1').click();
  await menuItem(page, '复制').click();
  await expect(rows).toHaveText(['页面1', '页面1副本', 'Second']);
  await saved(page);
  let pages = byOrder((await queryProject(page, flag)).projectScenesList[0]!.projectPageList, 'pageOrder');
  expect(pages.map((p) => [p.pageName, p.pageOrder])).toEqual([
    ['页面1', 1],
    ['页面1副本', 2],
    ['Second', 3],
  ]);

  // Reorder: by the menu, and by dragging a row onto another.
  await page.getByTestId('page-more-Second').click();
  await menuItem(page, '上移').click();
  await expect(rows).toHaveText(['页面1', 'Second', '页面1副本']);
  await page.getByTestId('page-页面1').dragTo(page.getByTestId('page-页面1副本'));
  await expect(rows).toHaveText(['Second', '页面1副本', '页面1']);
  await saved(page);
  pages = byOrder((await queryProject(page, flag)).projectScenesList[0]!.projectPageList, 'pageOrder');
  expect(pages.map((p) => p.pageName)).toEqual(['Second', '页面1副本', '页面1']);
  // Undo puts the drag back.
  await focusCanvas(page);
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveText(['页面1', 'Second', '页面1副本']);

  // Delete a page (asks first).
  await page.getByTestId('page-more-页面1副本').click();
  await menuItem(page, '删除').click();
  await dialogOk(page);
  await expect(rows).toHaveText(['页面1', 'Second']);

  // Scenes: add, copy (suffix, right after the source), move, delete.
  await page.getByTestId('scene-add').click();
  await expect(path).toContainText('场景2');
  await page.getByTestId('scene-more-场景1').click();
  await menuItem(page, '复制').click();
  const sceneRows = page.locator('.tc-scene > .tc-scene-row .tc-layer-name');
  await expect(sceneRows).toHaveText(['场景1', '场景1副本', '场景2']);
  await page.getByTestId('scene-more-场景2').click();
  await menuItem(page, '上移').click();
  await expect(sceneRows).toHaveText(['场景1', '场景2', '场景1副本']);
  await page.getByTestId('scene-more-场景1副本').click();
  await menuItem(page, '删除').click();
  await dialogOk(page);
  await expect(sceneRows).toHaveText(['场景1', '场景2']);
  await saved(page);
  const scenes = byOrder((await queryProject(page, flag)).projectScenesList, 'scenesOrder');
  expect(scenes.map((s) => s.scenesName)).toEqual(['场景1', '场景2']);

  // The system scene: its own path; what is drawn on it shows over every page, without catching clicks.
  await page.getByTestId('system-scene').click();
  await expect(path).toHaveText(/系统层\s*\/?\s*UI层/);
  const sysRect = await addRect(page, 100, 100);
  await saved(page);
  await page.getByTestId('scene-场景1').getByTestId('page-页面1').click();
  await expect(path).toContainText('页面1');
  const layer = page.getByTestId('system-layer');
  // New projects keep the system scene hidden: nothing is drawn until it is shown.
  await expect(layer).toHaveCount(0);
  await page.getByTestId('system-scene-visible').click();
  await expect(layer.locator(`[data-id="${sysRect}"]`)).toBeVisible();
  const pageRect = await addRect(page, 120, 120);
  await page.getByTestId(`comp-${pageRect}`).evaluate((el) => el.classList.contains('tc-selected'));
  // Above the page's component, and a click there still selects the page's component.
  expect(Number(await layer.evaluate((el) => getComputedStyle(el).zIndex))).toBeGreaterThan(
    Number(await page.getByTestId(`comp-${pageRect}`).evaluate((el) => getComputedStyle(el).zIndex)),
  );
  await page.getByRole('tab', { name: '图层' }).click();
  await page.getByTestId('viewport').click({ position: { x: 10, y: 10 } });
  await expect(page.locator('.tc-comp.tc-selected')).toHaveCount(0);
  const box = (await page.getByTestId(`comp-${pageRect}`).boundingBox())!;
  await page.mouse.click(box.x + 10, box.y + 10);
  await expect(page.getByTestId(`comp-${pageRect}`)).toHaveClass(/tc-selected/);
  await page.getByTestId('page-path').scrollIntoViewIfNeeded();
  await shot(page, 'system-layer');
  // Not on the system scene itself (its components are edited there).
  await page.getByRole('tab', { name: '场景' }).click();
  await page.getByTestId('system-scene').click();
  await expect(layer).toHaveCount(0);
  await expect(page.getByTestId(`comp-${sysRect}`)).toBeVisible();
});
