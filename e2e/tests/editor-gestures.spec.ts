import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

interface Rect {
  componentLeft: number;
  componentTop: number;
  componentWidth: number;
  componentHeight: number;
}
interface Node {
  _id: string;
  componentRect?: Rect;
  projectTwoComponentList?: Node[];
  projectPageList?: Node[];
}

async function headers(page: Page): Promise<Record<string, string>> {
  const s = JSON.parse((await page.evaluate(() => localStorage.getItem('tc-session'))) ?? '{}') as {
    access_token: string;
    groupId: string;
  };
  return { Authorization: `Bearer ${s.access_token}`, 'Current-Group': s.groupId };
}

async function query(page: Page, flag: string): Promise<Node[]> {
  const res = await page.request.post('/api/project/detail/v2/query', {
    headers: await headers(page),
    data: { projectFlag: flag },
  });
  const doc = ((await res.json()) as { data: { projectScenesList: Node[] } }).data;
  return doc.projectScenesList[0]?.projectPageList?.[0]?.projectTwoComponentList ?? [];
}

const rectOf = (nodes: Node[], id: string) => nodes.find((n) => n._id === id)?.componentRect;
const saved = (page: Page) => expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

test('editor gestures: marquee select, batch drag, arrow nudge (shift = 10), batch resize', async ({
  page,
}) => {
  await signIn(page);
  const made = await page.request.post('/api/project/v2/create', {
    headers: await headers(page),
    data: { projectName: 'Gestures' },
  });
  const flag = ((await made.json()) as { data: { projectFlag: string } }).data.projectFlag;
  await page.goto(`/project/${flag}`);
  await expect(page.getByTestId('editor')).toBeVisible();
  // Two rectangles from the palette, then moved apart by their X fields.
  for (const left of [200, 600]) {
    await page.getByTestId('palette-2110').click();
    const path = 'prop-componentRect.componentLeft';
    const x = page.locator(`input[data-testid="${path}"], [data-testid="${path}"] input`).first();
    await x.fill(String(left));
    await x.press('Enter');
  }
  await saved(page);
  const ids = (await query(page, flag)).map((n) => n._id);
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
  let nodes = await query(page, flag);
  const before = ids.map((id) => rectOf(nodes, id)!);
  expect(before.map((r) => r.componentLeft)).toEqual([201, 601]);

  // Drag the batch by a member: both move by the same amount; nothing is left in the drag layer.
  const member = (await page.getByTestId(`comp-${ids[0]}`).boundingBox())!;
  await page.mouse.move(member.x + member.width / 2, member.y + member.height / 2);
  await page.mouse.down();
  // 80, not 50: the batch's right edge would end within the snap distance of the canvas centre (960).
  await page.mouse.move(member.x + member.width / 2 + 80 * scale, member.y + member.height / 2, { steps: 6 });
  await page.mouse.up();
  await saved(page);
  await expect(page.locator('.tc-drag-layer')).toHaveCount(0);
  nodes = await query(page, flag);
  const dx = rectOf(nodes, ids[0]!)!.componentLeft - before[0]!.componentLeft;
  expect(Math.abs(dx - 80)).toBeLessThanOrEqual(6);
  expect(rectOf(nodes, ids[1]!)!.componentLeft - before[1]!.componentLeft).toBe(dx);

  // Resize the batch from its right edge: widths grow in proportion.
  const handle = page.locator('.moveable-control.moveable-e').first();
  const h = (await handle.boundingBox())!;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(h.x + h.width / 2 + 100 * scale, h.y + h.height / 2, { steps: 6 });
  await page.mouse.up();
  await saved(page);
  nodes = await query(page, flag);
  const widths = ids.map((id) => rectOf(nodes, id)!.componentWidth);
  expect(widths[0]).toBeGreaterThan(before[0]!.componentWidth);
  expect(widths[0]).toBe(widths[1]);
});
