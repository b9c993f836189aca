import { expect, type Page } from '@playwright/test';
import { dialogOk } from './dialogs';

/** The workspace's name dialog (new folder, new project, rename): fills the name and confirms. */
export async function nameDialog(page: Page, name: string): Promise<void> {
  const input = page.getByTestId('name-input');
  await input.fill(name);
  await dialogOk(page);
  await expect(input).toBeHidden();
}
