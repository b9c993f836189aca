import { expect, test } from '@playwright/test';
import { openNewProject, saved, setField } from '../support/editor';
import { firstPageComponents, type SavedNode } from '../support/projects';

const rectOf = (nodes: SavedNode[], id: string) => nodes.find((n) => n._id === id)?.componentRect;

test('editor gestures: marquee select, batch drag, arrow nudge (shift = 10), batch resize', async ({
  page,
}) => {
  const flag = await openNewProject(page, 'Gestures');
  // Two rectangles from the palette, then moved apart by their X fields.
  for (const left of [200, 600]) {
    await page.getByTestId('palette-2110').click();
    await setField(page, 'componentRect.componentLeft', left);
  }
  await saved(page);
  const ids = (await firstPageComponents(page, flag)).map((n) => n._id);
  expect(ids).toHaveLength(2);

  // Marquee from the empty top-left of the stage over both.
  const stage = (await page.getByTestId('stage').boundingBox())!;
  const scale = stage.width / 1920;
  await page.mouse.move(stage.x + 100 * scale, stage.y + 100 * scale);
  await page.mouse.down();
  await page.mouse.move(stage.x + 1000 * scale, stage.y + 900 * scale, { steps: 6 });
  await page.mouse.up();
  await expect(page.locator('.tc-comp.tc-selected')).toHaveCount(2);
  await expect(page.getByTestId('batch-proxy')).toBeVisible();

  // Arrow nudges: 1 px, and 10 px with Shift.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await saved(page);
  let nodes = await firstPageComponents(page, flag);
  const before = ids.map((id) => rectOf(nodes, id)!);
  expect(before.map((r) => r.componentLeft)).toEqual([201, 601]);

  // Drag the batch by a member: both move by the same amount; nothing is left in the drag layer. The save
  // is one move op naming both (docs/reference.md#operations), not a rect update each.
  const dragSave = page.waitForRequest((r) => r.url().includes('/detail/v2/save'), { timeout: 60_000 });
  const member = (await page.getByTestId(`comp-${ids[0]}`).boundingBox())!;
  await page.mouse.move(member.x + member.width / 2, member.y + member.height / 2);
  await page.mouse.down();
  // 80, not 50: the batch's right edge would end within the snap distance of the canvas centre (960).
  await page.mouse.move(member.x + member.width / 2 + 80 * scale, member.y + member.height / 2, { steps: 6 });
  await page.mouse.up();
  await saved(page);
  await expect(page.locator('.tc-drag-layer')).toHaveCount(0);
  nodes = await firstPageComponents(page, flag);
  const dx = rectOf(nodes, ids[0]!)!.componentLeft - before[0]!.componentLeft;
  expect(Math.abs(dx - 80)).toBeLessThanOrEqual(6);
  expect(rectOf(nodes, ids[1]!)!.componentLeft - before[1]!.componentLeft).toBe(dx);
  const dy = rectOf(nodes, ids[0]!)!.componentTop - before[0]!.componentTop;
  const dragOps = (JSON.parse((await dragSave).postData() ?? '{}') as { opts: unknown[] }).opts;
  expect(dragOps).toEqual([
    { command: 'move', path: expect.stringMatching(/\.projectTwoComponentList$/), records: { ids, dx, dy } },
  ]);
  // Undo sends the same op moving them back, and both return; redo moves them again.
  const saveAnswered = () =>
    page.waitForResponse((r) => r.url().includes('/detail/v2/save'), { timeout: 60_000 });
  const undone = saveAnswered();
  await page.keyboard.press('Control+z');
  expect((JSON.parse((await undone).request().postData() ?? '{}') as { opts: unknown[] }).opts).toEqual([
    {
      command: 'move',
      path: expect.stringMatching(/\.projectTwoComponentList$/),
      records: { ids, dx: -dx, dy: dy === 0 ? 0 : -dy },
    },
  ]);
  nodes = await firstPageComponents(page, flag);
  expect(ids.map((id) => rectOf(nodes, id)!.componentLeft)).toEqual([201, 601]);
  const redone = saveAnswered();
  await page.keyboard.press('Control+Shift+z');
  await redone;
  nodes = await firstPageComponents(page, flag);
  expect(ids.map((id) => rectOf(nodes, id)!.componentLeft)).toEqual([201 + dx, 601 + dx]);
  await saved(page);

  // Resize the batch from its right edge: widths grow in proportion.
  const handle = page.locator('.moveable-control.moveable-e').first();
  const h = (await handle.boundingBox())!;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(h.x + h.width / 2 + 100 * scale, h.y + h.height / 2, { steps: 6 });
  await page.mouse.up();
  await saved(page);
  nodes = await firstPageComponents(page, flag);
  const widths = ids.map((id) => rectOf(nodes, id)!.componentWidth);
  expect(widths[0]).toBeGreaterThan(before[0]!.componentWidth);
  expect(widths[0]).toBe(widths[1]);
});
