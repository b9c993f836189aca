import { expect, type Locator, type Page } from '@playwright/test';

/** The confirming button of a dialog in either product language (antd spaces two-character labels). */
export const OK_BUTTON = /确\s*定|^OK$/;

/**
 * The dialog in front, once it has finished opening. antd zooms a dialog in from the pointer; a click
 * while it still moves can press on the button and release beside it, and the click is lost: seen as a
 * confirmation left open with nothing done, on a loaded machine only. A dialog still closing (a previous
 * one) is waited out the same way, so the one returned is the one the test means.
 */
export async function settledDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ visible: true }).last();
  await expect(dialog).not.toHaveClass(/-(appear|enter|leave)(\s|$)/);
  return dialog;
}

/** Clicks OK on the dialog in front once it has settled (a confirmation, a name or form dialog). */
export async function dialogOk(page: Page): Promise<void> {
  const dialog = await settledDialog(page);
  await dialog.getByRole('button', { name: OK_BUTTON }).click();
}
