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
  return settled(page.getByRole('dialog').filter({ visible: true }).last());
}

/** A popup once its motion (antd's appear, enter or leave classes) has ended. */
async function settled(popup: Locator): Promise<Locator> {
  await expect(popup).not.toHaveClass(/-(appear|enter|leave)(\s|$)/);
  return popup;
}

/** Clicks OK on the open pop-up confirmation (antd Popconfirm: not a dialog) once it has settled. */
export async function popconfirmOk(page: Page): Promise<void> {
  const popup = await settled(page.locator('.ant-popover.ant-popconfirm').filter({ visible: true }).last());
  await popup.getByRole('button', { name: OK_BUTTON }).click();
}

/** Clicks OK on the dialog in front once it has settled (a confirmation, a name or form dialog). */
export async function dialogOk(page: Page): Promise<void> {
  const dialog = await settledDialog(page);
  await dialog.getByRole('button', { name: OK_BUTTON }).click();
}
