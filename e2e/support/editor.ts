import { expect, type Locator, type Page } from '@playwright/test';
import { createProject } from './projects';
import { signIn } from './session';

/** The editor as the specs drive it: opening a project, the property fields, the layer list, the keys. */

/** Every save has been answered (a loaded machine may take a while: 60 s unless told). */
export const saved = (page: Page, timeout = 60_000) =>
  expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout });

/** Opens the editor on a project and waits for it (its chunks are large: 60 s unless told). */
export async function openEditor(page: Page, flag: string, timeout = 60_000): Promise<void> {
  await page.goto(`/project/${flag}`);
  await expect(page.getByTestId('editor'), 'the editor opened').toBeVisible({ timeout });
}

/** Signs in (unless the page already is), makes a project and opens it in the editor; its flag. */
export async function openNewProject(page: Page, name: string, signedIn = false): Promise<string> {
  if (!signedIn) await signIn(page);
  const { projectFlag } = await createProject(page, name);
  await openEditor(page, projectFlag);
  return projectFlag;
}

/** The input of a property field (the field itself, or the input inside it). */
export const propInput = (page: Page, path: string) =>
  page.locator(`input[data-testid="prop-${path}"], [data-testid="prop-${path}"] input`).first();

/** Types a value into a property field and commits it with Enter. */
export async function setField(page: Page, path: string, value: number | string): Promise<void> {
  const input = propInput(page, path);
  await input.fill(String(value));
  await input.press('Enter');
}

/** The id of the one selected component. */
export const selectedId = async (page: Page) =>
  (await page.locator('.tc-comp.tc-selected').getAttribute('data-id'))!;

/** A rectangle from the palette, placed at left/top by its fields; its id. */
export async function addRect(page: Page, left: number, top: number): Promise<string> {
  await page.getByTestId('palette-2110').click();
  await setField(page, 'componentRect.componentLeft', left);
  await setField(page, 'componentRect.componentTop', top);
  return selectedId(page);
}

/** A row of the layer list, by the component's name. */
export const layer = (page: Page, name: string) =>
  page.getByTestId('layer-list').getByTestId(`layer-${name}`);

/** An entry of the open dropdown menu (a menu just closed may still be in the page, fading out). */
export const menuItem = (page: Page, name: string) =>
  page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-leave"])')
    .getByRole('menuitem', { name, exact: true });

/** Keys go to the editor, not to a field that still has the focus. */
export const focusCanvas = (page: Page) => page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });

/** The visible part of the stage in canvas units, from what is on screen. */
export async function visibleCanvas(page: Page) {
  const vp = (await page.getByTestId('viewport').boundingBox())!;
  const st = (await page.getByTestId('stage').boundingBox())!;
  const size = await page
    .getByTestId('stage')
    .evaluate((el: HTMLElement) => ({ w: el.offsetWidth, h: el.offsetHeight }));
  const scale = st.width / size.w;
  const left = Math.max(0, (vp.x - st.x) / scale);
  const top = Math.max(0, (vp.y - st.y) / scale);
  const right = Math.min(size.w, (vp.x + vp.width - st.x) / scale);
  const bottom = Math.min(size.h, (vp.y + vp.height - st.y) / scale);
  return { left, top, width: right - left, height: bottom - top, scale };
}

/** The editor's shortcuts (docs/reference.md#keyboard), each of which the help panel must list. */
const SHORTCUTS = [
  'Ctrl+C',
  'Ctrl+V',
  'Ctrl+X',
  'Ctrl+Z',
  'Ctrl+Shift+Z',
  'Ctrl+Y',
  'Ctrl+G',
  'Ctrl+Shift+G',
  'Ctrl+L',
  'Ctrl+H',
  'Ctrl+A',
  'Ctrl+[',
  'Ctrl+]',
  'Delete',
  '←',
  '→',
  '↑',
  '↓',
  'Shift+←',
  'Shift+↓',
];

/** The open help panel lists every shortcut. */
export async function expectShortcutsListed(help: Locator): Promise<void> {
  await expect(help).toBeVisible();
  const text = (await help.innerText()).replace(/\s+/g, ' ');
  for (const key of SHORTCUTS) expect(text, key).toContain(key);
}
