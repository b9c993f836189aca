import { expect, test } from '@playwright/test';
import { addRect, openNewProject, propInput, saved, setField } from '../support/editor';
import { firstPageComponents, type SavedNode } from '../support/projects';
import { shot } from '../support/shots';

// Named versions in the editor (docs/versions.md): the empty panel, saving a version, a change, the
// difference by page, and a confirmed restore that brings the old state back on the canvas.

test('versions: save a named version, change, see the difference, restore the old state', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const flag = await openNewProject(page, 'Versions journey');
  const panel = page.getByTestId('versions-panel');
  const closeDrawer = async () => {
    await page.locator('.ant-drawer-close').click();
    await expect(panel).toBeHidden();
  };

  await page.getByTestId('versions-open').click();
  await expect(page.getByTestId('versions-empty')).toBeVisible();
  await shot(page, 'versions-empty');
  await closeDrawer();

  const id = await addRect(page, 300, 200);
  await saved(page);
  await page.getByTestId('versions-open').click();
  await page.getByTestId('versions-name').fill('基线');
  await page.getByTestId('versions-save').click();
  const baseline = panel.getByTestId('versions-item').filter({ hasText: '基线' });
  await expect(baseline).toBeVisible();
  await expect(baseline).toContainText('管理员');
  await closeDrawer();

  await page.getByTestId(`comp-${id}`).click();
  await setField(page, 'componentRect.componentLeft', 800);
  await saved(page);
  await expect
    .poll(async () => (await firstPageComponents<SavedNode>(page, flag))[0]?.componentRect?.componentLeft)
    .toBe(800);

  await page.getByTestId('versions-open').click();
  await baseline.getByTestId('versions-compare').click();
  const item = page.getByTestId('versions-diff-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-change', 'changed');
  await expect(item).toContainText('componentRect');
  await expect(page.getByTestId('versions-diff-counts')).toContainText('修改 1');
  await shot(page, 'versions-diff');

  await page.getByRole('button', { name: '返回列表' }).click();
  await baseline.getByTestId('versions-restore').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('基线');
  await page.locator('.tc-versions-restore-ok').click();
  // The restore arrives in this tab through the socket, like a co-editor's save.
  await expect(panel.getByTestId('versions-item').filter({ hasText: '恢复「基线」之前' })).toBeVisible();
  await closeDrawer();
  await page.getByTestId(`comp-${id}`).click();
  await expect(propInput(page, 'componentRect.componentLeft')).toHaveValue('300');
  await expect
    .poll(async () => (await firstPageComponents<SavedNode>(page, flag))[0]?.componentRect?.componentLeft)
    .toBe(300);
  await shot(page, 'versions-restored');
});
