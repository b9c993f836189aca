import { expect, test, type Locator, type Page } from '@playwright/test';
import { compareWithReference } from '../support/pixels';
import { signIn } from '../support/session';

/**
 * The 2D catalogue (docs/reference.md#type-codes, non-map, non-chart): one of every kind placed through the palette,
 * laid out on a grid through the property panel, saved, reloaded and checked in the editor and in the
 * preview; screenshots compared with the committed references (e2e/references/components-*.png).
 */
const CODES = [
  1006, 1007, 1009, 2005, 2006, 2021, 2022, 2110, 2112, 2113, 2115, 2116, 2117, 2118, 2119, 2120, 2121, 4100,
  4101, 4102, 4301, 4302, 4901, 4902, 4903,
];
const COLS = 5;
const CELL = { w: 360, h: 190, dx: 380, dy: 213, x0: 20, y0: 15 };

/** What each kind shows once rendered (inside its component box). */
const RENDERED: Record<number, string> = {
  1006: '[data-testid="empty-state"]',
  1007: 'img',
  1009: '[data-testid="empty-state"]',
  2005: '[data-testid="text-content"]',
  2006: '[data-testid="text-content"]',
  2021: '[data-testid="table-header"]',
  2022: '[data-testid="flipper"]',
  2112: '[data-testid="shape-svg"] path',
  2113: '[data-testid="shape-svg"] path',
  2115: '[data-testid="shape-svg"] path',
  2116: '[data-testid="shape-svg"] path',
  2117: '[data-testid="shape-svg"]',
  2118: '[data-testid="shape-svg"] path',
  2119: '[data-testid="shape-svg"] path',
  2120: '[data-testid="shape-svg"] path',
  2121: '[data-testid="custom-svg"] svg path',
  4100: '[data-testid="icon-svg"]',
  4101: '[data-testid="weather"]',
  4102: '[data-testid="time"]',
  4301: '[data-testid="nav-bar"]',
  4302: '[data-testid="hot-zone"]',
  4901: '[data-testid="dynamic-panel"]',
  4902: '[data-testid="iframe-refused"]',
  4903: '[data-testid="timeline"]',
};

interface StoredSession {
  access_token: string;
  groupId: string;
}

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const s = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('tc-session'))) ?? '{}',
  ) as StoredSession;
  return { Authorization: `Bearer ${s.access_token}`, 'Current-Group': s.groupId };
}

const propInput = (page: Page, path: string) =>
  page.locator(`input[data-testid="prop-${path}"], [data-testid="prop-${path}"] input`).first();

async function setNumber(page: Page, path: string, value: number) {
  const input = propInput(page, path);
  await input.fill(String(value));
  await input.press('Enter');
  await expect(input).toHaveValue(String(value));
}

const saved = (page: Page) => expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

async function checkRendered(page: Page, box: (id: string) => Locator, ids: Record<number, string>) {
  for (const code of CODES) {
    const root = box(ids[code]!);
    await expect(root, `kind ${code}`).toBeVisible();
    if (RENDERED[code])
      await expect(root.locator(RENDERED[code]).first(), `kind ${code} renders`).toBeVisible();
  }
}

function expectLike(name: string, shot: Buffer, diffDir: string) {
  const result = compareWithReference(name, shot, { diffDir });
  if (result.created) test.info().annotations.push({ type: 'reference', description: `created ${name}.png` });
  // Anti-aliasing and font rasterisation differ slightly between runs: up to 1.5 % of pixels may move.
  expect(result.ratio, `${name}: ${result.diffPixels} pixels differ`).toBeLessThanOrEqual(0.015);
}

test('components: every 2D kind from the palette renders, survives save and reload, and previews', async ({
  page,
}, info) => {
  // 25 kinds × 4 property edits, each an undoable saved op: minutes on a busy 2-core machine.
  test.setTimeout(480_000);
  await signIn(page);
  const res = await page.request.post('/api/project/v2/create', {
    headers: await apiHeaders(page),
    data: { projectName: 'Components E2E' },
  });
  const flag = ((await res.json()) as { data: { projectFlag: string } }).data.projectFlag;
  await page.goto(`/project/${flag}`);
  await expect(page.getByTestId('editor')).toBeVisible({ timeout: 30_000 });

  // 1. One of each kind through the palette, then placed on a 5 × 5 grid from the property panel.
  const ids: Record<number, string> = {};
  for (const [i, code] of CODES.entries()) {
    // A DOM click on the palette button itself: the left panel's layer list may sit over the palette.
    await page.getByTestId(`palette-${code}`).dispatchEvent('click');
    const selected = page.locator('.tc-comp.tc-selected');
    await expect(selected).toHaveCount(1);
    ids[code] = (await selected.getAttribute('data-id'))!;
    await setNumber(page, 'componentRect.componentWidth', CELL.w);
    await setNumber(page, 'componentRect.componentHeight', CELL.h);
    await setNumber(page, 'componentRect.componentLeft', CELL.x0 + (i % COLS) * CELL.dx);
    await setNumber(page, 'componentRect.componentTop', CELL.y0 + Math.floor(i / COLS) * CELL.dy);
  }
  // The iframe refuses anything but http/https with its bilingual message.
  await page.locator(`[data-testid="comp-${ids[4902]}"]`).click({ force: true });
  const url = page.locator('[data-testid="prop-iframeModel.url"]').first();
  await url.fill('javascript:alert(1)');
  await url.press('Enter');
  await saved(page);

  // 2. Reload: everything comes back from the server and renders.
  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.tc-comp')).toHaveCount(CODES.length);
  await checkRendered(page, (id) => page.getByTestId(`comp-${id}`), ids);
  await expect(page.getByTestId(`comp-${ids[4902]}`)).toContainText('Only http/https links are allowed');
  await expect(page.getByTestId(`comp-${ids[2021]}`).locator('[data-row]').first()).toContainText('苹果');
  await expect(page.getByTestId(`comp-${ids[2022]}`).getByTestId('flipper')).toHaveAttribute(
    'aria-label',
    '1,234,567',
  );
  await expect(page.getByTestId(`comp-${ids[4101]}`).getByTestId('weather-temperature')).toHaveText('--');

  const diffDir = info.outputPath('diff');
  const stage = page.getByTestId('stage');
  await page.mouse.click(5, 890); // deselect: no selection frame in the picture
  const editorShot = await stage.screenshot({
    animations: 'disabled',
    mask: [page.getByTestId(`comp-${ids[4102]}`)],
  });
  await info.attach('editor-stage', { body: editorShot, contentType: 'image/png' });
  expectLike('components-editor', editorShot, diffDir);

  // 3. Preview: the same kinds in the running viewer.
  await page.goto(`/preview/${flag}`);
  await expect(page.getByTestId('viewer-stage')).toBeVisible({ timeout: 30_000 });
  await checkRendered(page, (id) => page.getByTestId(`view-${id}`), ids);
  const previewShot = await page.getByTestId('viewer-stage').screenshot({
    animations: 'disabled',
    mask: [
      page.getByTestId(`view-${ids[4102]}`),
      page.getByTestId(`view-${ids[4903]}`),
      page.getByTestId('viewer-toolbar'),
    ],
  });
  await info.attach('preview-stage', { body: previewShot, contentType: 'image/png' });
  expectLike('components-preview', previewShot, diffDir);
});
