import type { Locator, Page } from '@playwright/test';
import pngjs from 'pngjs';
import { post } from './api';
import { openEditor } from './editor';

/** The resource library panel of the editor as the library specs drive it. */
const { PNG } = pngjs;

export interface Resource {
  id: string;
  name: string;
  fileUrl: string;
  thumbnailUrl: string;
  groupManagementId: string | null;
}

/** Opens the editor on a project (slow first loads have room), then the library on one tab. */
export async function openLibrary(page: Page, flag: string, tab: string): Promise<void> {
  await openEditor(page, flag, 45_000);
  await page.getByRole('tab', { name: /资源库|Library/ }).click();
  await page.getByTestId(`library-tab-${tab}`).click();
}

/** The library's resources of one type (in one group when given), as the server lists them. */
export const listOf = (page: Page, type: string, groupManagementId?: string) =>
  post<{ currentResult: Resource[] }>(page, 'resource/source/list', { type, groupManagementId }).then(
    (r) => r.currentResult,
  );

/** A PNG of w×h whose colour depends on the column: red below x=100, green below 200, blue beyond. */
export function stripes(w: number, h: number): Buffer {
  const png = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      png.data[i] = x < 100 ? 255 : 0;
      png.data[i + 1] = x >= 100 && x < 200 ? 255 : 0;
      png.data[i + 2] = x >= 200 ? 255 : 0;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** Opens an item's menu and clicks an entry (hovering a submenu first when given). */
export async function itemAction(page: Page, item: Locator, entry: RegExp, sub?: string): Promise<void> {
  await item.getByTestId('library-item-menu').click();
  const menu = page.locator('.ant-dropdown:visible');
  if (!sub) return menu.getByRole('menuitem', { name: entry }).click();
  const title = menu.getByRole('menuitem', { name: entry });
  await title.click();
  // This entry's own submenu: rc-menu names it after the title's menu id.
  await page
    .locator(`[id="${await title.getAttribute('data-menu-id')}-popup"]`)
    .getByRole('menuitem', { name: sub })
    .click();
}

/** Clicks an entry of the group actions menu. */
export async function groupAction(page: Page, entry: RegExp): Promise<void> {
  await page.getByTestId('library-group-actions').click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: entry }).click();
}
