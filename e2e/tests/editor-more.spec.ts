import { expect, test, type Page } from '@playwright/test';
import { addRect, expectShortcutsListed, layer, openNewProject, propInput, saved } from '../support/editor';
import { firstPageComponents, savedPages, type SavedNode } from '../support/projects';

const byId = (nodes: SavedNode[], id: string) => nodes.find((n) => n._id === id)!;

async function stageScale(page: Page) {
  const stage = (await page.getByTestId('stage').boundingBox())!;
  return { stage, scale: stage.width / 1920 };
}

async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 8 });
  await page.mouse.up();
}

const centre = async (page: Page, selector: string) => {
  const b = (await page.locator(selector).first().boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

test('editor: rotate by the handle, resize with lock ratio', async ({ page }) => {
  const flag = await openNewProject(page, 'Rotate and ratio');
  const id = await addRect(page, 400, 300);
  await saved(page);
  const before = byId(await firstPageComponents(page, flag), id).componentRect!;

  // Rotation handle: drag it a quarter turn around the box centre (from above the centre to its right).
  const c = await centre(page, `[data-testid="comp-${id}"]`);
  const handle = await centre(page, '.moveable-rotation-control');
  const r = Math.hypot(handle.x - c.x, handle.y - c.y);
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  for (let deg = 10; deg <= 90; deg += 10) {
    const a = ((deg - 90) * Math.PI) / 180;
    await page.mouse.move(c.x + r * Math.cos(a), c.y + r * Math.sin(a));
  }
  await page.mouse.up();
  await saved(page);
  const rotated = byId(await firstPageComponents(page, flag), id).componentRect!;
  expect(Math.abs((rotated.componentRotate ?? 0) - 90)).toBeLessThanOrEqual(5);
  expect(rotated.componentWidth).toBe(before.componentWidth);
  await expect(page.getByTestId(`comp-${id}`)).toHaveCSS('transform', /matrix/);
  // Back to 0 by the field, so the corner handle below resizes along the axes.
  const rot = propInput(page, 'componentRect.componentRotate');
  await rot.fill('0');
  await rot.press('Enter');
  await saved(page);

  // Lock ratio on, then drag the bottom-right corner mostly to the right: the aspect is kept.
  await page.getByTestId('prop-componentRect.lockRatio').click();
  await expect(page.getByTestId('prop-componentRect.lockRatio')).toHaveAttribute('aria-checked', 'true');
  await saved(page);
  const { scale } = await stageScale(page);
  await drag(page, await centre(page, '.moveable-control.moveable-se'), 150 * scale, 20 * scale);
  await saved(page);
  const after = byId(await firstPageComponents(page, flag), id).componentRect!;
  expect(after.componentWidth).toBeGreaterThan(before.componentWidth + 50);
  const ratio = before.componentWidth / before.componentHeight;
  expect(Math.abs(after.componentWidth / after.componentHeight - ratio)).toBeLessThan(0.03);
});

test('editor: copy and paste on a page and onto another page', async ({ page }) => {
  const flag = await openNewProject(page, 'Copy paste');
  const id = await addRect(page, 400, 300);
  await saved(page);
  const src = byId(await firstPageComponents(page, flag), id);
  // Keys go to the editor, not to the property field that had the focus.
  await layer(page, '矩形').click();

  // Within the page: offset 5 from the source, then 5 + 5 for the next paste; names carry the copy suffix (docs/reference.md#copy-paste).
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await page.keyboard.press('Control+v');
  await saved(page);
  let list = await firstPageComponents(page, flag);
  expect(list).toHaveLength(3);
  const copies = list.filter((n) => n._id !== id);
  expect(copies.map((n) => n.componentName)).toEqual(['矩形副本', '矩形副本']);
  expect(new Set(copies.map((n) => n._id)).size).toBe(2);
  expect(copies.map((n) => [n.componentRect!.componentLeft, n.componentRect!.componentTop])).toEqual([
    [405, 305],
    [410, 310],
  ]);
  // Copies stack above the source.
  expect(copies.every((n) => (n.order ?? 0) > (src.order ?? 0))).toBe(true);

  // A new copy restarts the offsets; pasted on a second page it keeps the position plus 5.
  await layer(page, '矩形').click();
  await page.keyboard.press('Control+c');
  await page.getByRole('tab', { name: '场景' }).click();
  await page
    .getByTestId(/^page-add-/)
    .first()
    .click();
  const rows = page.locator('.tc-page-row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).click();
  await expect(rows.nth(1)).toHaveClass(/tc-current/);
  await expect(page.locator('.tc-comp')).toHaveCount(0);
  await page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+v');
  await expect(page.locator('.tc-comp')).toHaveCount(1);
  await saved(page);
  const pages = await savedPages(page, flag);
  expect(pages[0]).toHaveLength(3);
  expect(pages[1]).toHaveLength(1);
  const other = pages[1]![0]!;
  expect(other._id).not.toBe(id);
  expect(other.componentName).toBe('矩形副本');
  expect([other.componentRect!.componentLeft, other.componentRect!.componentTop]).toEqual([405, 305]);
  expect(other.componentRect!.componentWidth).toBe(src.componentRect!.componentWidth);
  list = pages[0]!;
  expect(byId(list, id).componentRect).toEqual(src.componentRect);
});

test('editor: lock stops dragging, show/hide from the layer list, stacking keys', async ({ page }) => {
  const flag = await openNewProject(page, 'Lock and show');
  const a = await addRect(page, 200, 200);
  const b = await addRect(page, 700, 200);
  await saved(page);
  const { scale } = await stageScale(page);

  // Lock A by its layer button (the list shows the top of the stack first: B, then A).
  const rows = page.getByTestId('layer-list').locator('.tc-layer');
  await expect(rows).toHaveCount(2);
  const layerOf = async (id: string) => rows.nth(id === b ? 0 : 1);
  await (await layerOf(a)).getByRole('button', { name: '锁定' }).click();
  await saved(page);
  expect(byId(await firstPageComponents(page, flag), a).lock).toBe(true);
  await expect(page.getByTestId(`comp-${a}`)).toHaveClass(/tc-locked/);
  await drag(page, await centre(page, `[data-testid="comp-${a}"]`), 120 * scale, 80 * scale);
  // The same drag on B (not locked) is saved; saves go out in order, so a move of A would be saved too.
  await drag(page, await centre(page, `[data-testid="comp-${b}"]`), 120 * scale, 80 * scale);
  await saved(page);
  const afterDrags = await firstPageComponents(page, flag);
  // (B moved about 120 to the right; snapping to edges may shift where it lands by a few pixels.)
  expect(byId(afterDrags, b).componentRect!.componentLeft).toBeGreaterThan(760);
  let rectA = byId(afterDrags, a).componentRect!;
  expect([rectA.componentLeft, rectA.componentTop]).toEqual([200, 200]);

  // Unlock: the same drag moves it.
  await (await layerOf(a)).getByRole('button', { name: '解锁' }).click();
  await saved(page);
  expect(byId(await firstPageComponents(page, flag), a).lock).toBe(false);
  await drag(page, await centre(page, `[data-testid="comp-${a}"]`), 120 * scale, 80 * scale);
  await saved(page);
  rectA = byId(await firstPageComponents(page, flag), a).componentRect!;
  expect(Math.abs(rectA.componentLeft - 320)).toBeLessThanOrEqual(6);
  expect(Math.abs(rectA.componentTop - 280)).toBeLessThanOrEqual(6);

  // Hide B from its layer row, then show it again.
  await (await layerOf(b)).getByRole('button', { name: '隐藏' }).click();
  await saved(page);
  expect(byId(await firstPageComponents(page, flag), b).show).toBe(false);
  await expect(page.getByTestId(`comp-${b}`)).toHaveCSS('visibility', 'hidden');
  await (await layerOf(b)).getByRole('button', { name: '显示' }).click();
  await saved(page);
  expect(byId(await firstPageComponents(page, flag), b).show).toBe(true);
  await expect(page.getByTestId(`comp-${b}`)).toHaveCSS('visibility', 'visible');

  // Stacking: B was added last, so it is on top; Ctrl+[ sends it one level down, Ctrl+] brings it back.
  const orders = async () => {
    const list = await firstPageComponents(page, flag);
    return { a: byId(list, a).order ?? 0, b: byId(list, b).order ?? 0 };
  };
  expect((await orders()).b).toBeGreaterThan((await orders()).a);
  await page.getByTestId(`comp-${b}`).click();
  await expect(page.getByTestId(`comp-${b}`)).toHaveClass(/tc-selected/);
  await page.keyboard.press('Control+[');
  await saved(page);
  let o = await orders();
  expect(o.b).toBeLessThan(o.a);
  await expect(page.getByTestId(`comp-${b}`)).toHaveCSS('z-index', String(o.b));
  await page.keyboard.press('Control+]');
  await saved(page);
  o = await orders();
  expect(o.b).toBeGreaterThan(o.a);
  await expect(page.getByTestId(`comp-${a}`)).toHaveCSS('z-index', String(o.a));
});

test('editor: a guide dragged from the ruler lands where it was dropped', async ({ page }) => {
  await openNewProject(page, 'Guides');
  const { stage, scale } = await stageScale(page);

  // Drag from the top ruler down to canvas y ≈ 600: a horizontal guide there.
  const ruler = (await page.getByTestId('ruler-top').boundingBox())!;
  const rx = stage.x + 1400 * scale;
  await page.mouse.move(rx, ruler.y + ruler.height / 2);
  await page.mouse.down();
  await page.mouse.move(rx, stage.y + 600 * scale, { steps: 10 });
  await page.mouse.up();
  const guides = page.getByTestId('ruler-top').locator('[data-index][data-pos]');
  await expect(guides).toHaveCount(1);
  const guideY = Math.round(Number(await guides.first().getAttribute('data-pos')));
  expect(Math.abs(guideY - 600)).toBeLessThanOrEqual(3);
  // The line is drawn where its position says, in canvas coordinates.
  const line = (await guides.first().boundingBox())!;
  expect(Math.abs((line.y - stage.y) / scale - guideY)).toBeLessThanOrEqual(3);
});

// Moveable snaps in screen pixels of the unscaled viewport, so guide positions are scaled by the zoom
// (canvas/SelectionLayer.tsx); this guards that conversion for guides and for other components.
test('editor: a component dragged near a ruler guide snaps onto it', async ({ page }) => {
  const flag = await openNewProject(page, 'Guide snap');
  const id = await addRect(page, 200, 200);
  await saved(page);
  const { stage, scale } = await stageScale(page);
  const ruler = (await page.getByTestId('ruler-top').boundingBox())!;
  await drag(
    page,
    { x: stage.x + 1400 * scale, y: ruler.y + ruler.height / 2 },
    0,
    stage.y + 600 * scale - ruler.y - ruler.height / 2,
  );
  const guides = page.getByTestId('ruler-top').locator('[data-index][data-pos]');
  await expect(guides).toHaveCount(1);
  const guideY = Math.round(Number(await guides.first().getAttribute('data-pos')));
  // Drag the rectangle so its top comes within 3 px of the guide: it snaps onto it exactly.
  const before = byId(await firstPageComponents(page, flag), id).componentRect!;
  const wantDy = guideY - 3 - before.componentTop;
  await drag(page, await centre(page, `[data-testid="comp-${id}"]`), 37 * scale, wantDy * scale);
  await saved(page);
  const after = byId(await firstPageComponents(page, flag), id).componentRect!;
  expect(after.componentTop).toBe(guideY);

  // Another component's left edge snaps too: bring the rectangle's left within 3 px of it.
  const other = await addRect(page, 900, 100);
  await saved(page);
  await page.getByTestId(`comp-${id}`).click();
  const wantDx = 900 - 3 - after.componentLeft;
  const from = await centre(page, `[data-testid="comp-${id}"]`);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + wantDx * scale, from.y, { steps: 8 });
  // Mid-drag: the snap line is drawn on the guide canvas at the other component's left edge; Moveable's
  // control box is hidden and the lifted component carries its own outline (canvas/snapGuides.ts).
  const guideCanvas = page.getByTestId('snap-guides');
  await expect(guideCanvas).toHaveAttribute('data-lines', /^[1-9]/);
  const otherLeft = (await page.getByTestId(`comp-${other}`).boundingBox())!.x;
  const lit = await guideCanvas.evaluate((c: HTMLCanvasElement, x) => {
    const box = c.getBoundingClientRect();
    const ratio = c.width / box.width;
    const col = Math.round((x - box.left) * ratio);
    const data = c.getContext('2d')!.getImageData(Math.max(0, col - 2), 0, 5, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n / c.height;
  }, otherLeft);
  expect(lit, 'a vertical snap line through the other component’s left edge').toBeGreaterThan(0.9);
  await expect(page.locator('.moveable-control-box')).toBeHidden();
  await expect(page.getByTestId(`comp-${id}`)).toHaveCSS('outline-style', 'solid');
  await page.mouse.up();
  await expect(guideCanvas).toHaveAttribute('data-lines', '0');
  await expect(page.locator('.moveable-control-box')).toBeVisible();
  await saved(page);
  const list = await firstPageComponents(page, flag);
  expect(byId(list, id).componentRect!.componentLeft).toBe(byId(list, other).componentRect!.componentLeft);
});

test('editor: the keyboard help panel lists the shortcuts', async ({ page }) => {
  await openNewProject(page, 'Help');
  await page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  const help = page.getByTestId('help-panel');
  await expect(help).toBeVisible();
  await expectShortcutsListed(help);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.getByTestId('help-open').click();
  await expect(help).toBeVisible();
});
