import { expect, type Page } from '@playwright/test';

/** The workspace's name dialog (new folder, new project, rename): fills the name and confirms. */
export async function nameDialog(page: Page, name: string): Promise<void> {
  const input = page.getByTestId('name-input');
  await input.fill(name);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定|^OK$/ })
    .click();
  await expect(input).toBeHidden();
}
