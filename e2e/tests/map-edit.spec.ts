import { expect, test } from '@playwright/test';
import { openNewProject, saved, selectedId } from '../support/editor';
import { firstPageComponents } from '../support/projects';
import { shot } from '../support/shots';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

/**
 * Editing map items with the keys of the map context (docs/maps.md): copy, paste, undo, redo and delete
 * on the default E2E server, checked in the saved document. map.spec.ts covers drawing, data and the
 * fly-to form.
 */

test('the editor: copy, paste, undo, redo and delete of map items, as keys in the map context', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const flag = await openNewProject(page, 'map-paste');
  await page.getByTestId('palette-4501').click();
  // A double-click opens the map's editing context, as the map kind declares (map.spec uses the button).
  const mapId = await selectedId(page);
  await page.keyboard.press('Escape');
  await page.getByTestId(`comp-${mapId}`).dblclick();
  await expect(page.getByTestId('map-panel')).toBeVisible();
  await page.getByTestId('map-add-layer').click();
  await page.getByTestId('map-add-4524').click();
  await page.getByTestId('map-add-vector').click();
  await page.getByTestId('map-add-4543').click();
  const rows = page.locator('[data-testid^="map-item-J"]');
  await expect(rows).toHaveCount(2);
  type Item = { _id: string; componentName?: string; zIndex: number; sqlId?: unknown };
  type SavedMap = { mapModel: { layer: Item[]; vector: Item[] } };
  const stored = async () => (await firstPageComponents<SavedMap>(page, flag))[0]!.mapModel;
  await saved(page);
  const before = await stored();
  const original = before.layer[0]!;
  expect(before.vector.map((i) => i.zIndex)).toEqual([2]);

  // The GeoJSON layer (bottom row: the list reads top of the drawing order first) is copied and pasted.
  await page.getByTestId(`map-item-${original._id}`).click();
  const keys = async (combo: string) => {
    await page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });
    await page.keyboard.press(combo);
  };
  await keys('Control+c');
  await keys('Control+v');
  await expect(rows).toHaveCount(3);
  await saved(page);
  const pasted = await stored();
  expect(pasted.layer).toHaveLength(2);
  const copy = pasted.layer.find((i) => i._id !== original._id)!;
  // A new id, the copy suffix, and zIndex the map's maximum + 1 (the heat map holds 2).
  expect(copy._id).not.toBe(original._id);
  expect(copy.componentName ?? '').toContain('副本');
  expect(copy.zIndex).toBe(3);
  await expect(page.getByTestId(`map-item-${copy._id}`)).toContainText('副本');

  // Undo takes the paste back, redo brings it again: history entries like every edit (mapCpt).
  await keys('Control+z');
  await expect(rows).toHaveCount(2);
  await saved(page);
  expect((await stored()).layer.map((i) => i._id)).toEqual([original._id]);
  await keys('Control+Shift+z');
  await expect(rows).toHaveCount(3);

  // Delete removes the selected item (the copy), and only it.
  await page.getByTestId(`map-item-${copy._id}`).click();
  await keys('Delete');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId(`map-item-${copy._id}`)).toHaveCount(0);
  await saved(page);
  const after = await stored();
  expect(after.layer.map((i) => i._id)).toEqual([original._id]);
  expect(after.vector).toHaveLength(1);
  await shot(page, 'map-editor-paste');
});
