import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { dialogOk } from '../support/dialogs';

async function addFolder(page: Page, name: string) {
  await page.getByTestId('folder-add').click();
  await page.getByTestId('name-input').fill(name);
  await dialogOk(page);
  await expect(page.getByTestId(`folder-${name}`)).toBeVisible();
}

test('deleting a folder asks first, selects the previous folder and puts it in the recycle bin', async ({
  page,
}) => {
  await signIn(page);
  await addFolder(page, 'Keep-F');
  await addFolder(page, 'Drop-F');
  await page.getByTestId('folder-Drop-F').getByRole('button', { name: '更多' }).click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: '删除' })
    .click();
  // Cancelling keeps it.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(page.getByTestId('folder-Drop-F')).toBeVisible();
  await page.getByTestId('folder-Drop-F').getByRole('button', { name: '更多' }).click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: '删除' })
    .click();
  await dialogOk(page);
  await expect(page.getByTestId('folder-Drop-F')).toBeHidden();
  // docs/reference.md#workspace: the previous folder is selected.
  await expect(page.getByRole('heading', { name: 'Keep-F' })).toBeVisible();
  await page.getByTestId('open-recycle').click();
  await expect(page.getByTestId('restore-Drop-F')).toBeVisible();
});
