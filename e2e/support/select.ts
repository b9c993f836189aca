import { expect, type Page } from '@playwright/test';

/**
 * Picks an option of the antd Select with this test id. antd keeps closed dropdowns in the DOM and a
 * dropdown still closing from the previous pick would otherwise be matched (and never become
 * clickable): wait until none is shown, then pick from the one just opened.
 */
export async function chooseOption(page: Page, testId: string, label: string | RegExp): Promise<void> {
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: label })
    .last()
    .click();
}
