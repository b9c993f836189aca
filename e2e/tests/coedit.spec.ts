import { expect, test, type Page } from '@playwright/test';
import { propInput, saved } from '../support/editor';
import { firstPageComponents, projectWith, rect } from '../support/projects';
import { signIn } from '../support/session';
import { shot } from '../support/shots';

/**
 * Live co-editing: two browser contexts (the same account in two tabs, as two people of one group would)
 * open one project. An edit in one shows in the other within a second, each sees the other's avatar and
 * selection, an edit arriving mid-drag does not disturb the drag, and concurrent edits converge to the
 * server's document.
 */

const leftOf = (page: Page, id: string) =>
  page.getByTestId(`comp-${id}`).evaluate((el) => (el as HTMLElement).style.left);
async function setLeft(page: Page, id: string, left: number): Promise<number> {
  await page.getByTestId(`comp-${id}`).click();
  const input = propInput(page, 'componentRect.componentLeft');
  await input.fill(String(left));
  const start = Date.now();
  await input.press('Enter');
  return start;
}

test('two editors of one project: live edits, avatars, selection markers, drag, convergence', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ctxA = await browser.newContext();
  const ctxB = await browser.newContext();
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  await signIn(a);
  await signIn(b);

  const node = (id: string, left: number, index: number) => ({
    _id: id,
    componentName: id,
    componentType: '2110',
    order: index + 1,
    componentRect: rect(left, 100, 200, 120),
  });
  const made = await projectWith(a, 'Co-edit E2E', [
    node('E1', 100, 0),
    node('E2', 600, 1),
    node('E3', 1100, 2),
  ]);

  const frames: number[] = [];
  b.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      if (String(f.payload).includes('project_event')) frames.push(Date.now());
    }),
  );
  const answers: number[] = [];
  a.on('response', (r) => {
    if (r.url().includes('detail/v2/save')) answers.push(Date.now());
  });
  for (const p of [a, b]) {
    await p.goto(`/project/${made.projectFlag}`);
    await expect(p.getByTestId('comp-E1')).toBeVisible();
  }

  // Avatars: each sees the other tab.
  await expect(a.getByTestId('peer-avatar')).toHaveCount(1);
  await expect(b.getByTestId('peer-avatar')).toHaveCount(1);

  // 1. An edit in A appears in B within a second of A's save leaving (on a loaded machine the editor's
  // own commit can take longer than that before the save is sent; the total is printed).
  const saves: number[] = [];
  a.on('request', (r) => {
    if (r.url().includes('detail/v2/save')) saves.push(Date.now());
  });
  const start = await setLeft(a, 'E1', 321);
  await expect
    .poll(() => leftOf(b, 'E1'), { message: 'the co-editor sees the move', intervals: [20] })
    .toBe('321px');
  const shown = Date.now();
  expect(saves).toHaveLength(1);
  console.log(
    `co-edit: Enter→B ${shown - start} ms, save request→B ${shown - saves[0]!} ms`,
    `answer +${answers[0]! - saves[0]!}, frame at B +${frames[0]! - saves[0]!}`,
  );
  // Timings are printed, never asserted (a busy machine is slow): the move reached B as a live frame.
  expect(frames.length, 'B received the move over the live channel').toBeGreaterThan(0);

  // 2. A's selection (E1) is outlined in B with A's name; B's selection shows in A.
  await expect(b.locator('[data-testid="peer-selection"][data-component="E1"]')).toBeVisible();
  await b.getByTestId('comp-E3').click();
  await expect(a.locator('[data-testid="peer-selection"][data-component="E3"]')).toBeVisible();
  await expect(a.locator('[data-testid="peer-selection"][data-component="E1"]')).toHaveCount(0);
  await shot(b, 'coedit-b');

  // 3. B drags E2 while A's edit of E1 arrives: the drag goes on undisturbed and lands where B let go.
  await saved(a);
  const box = (await b.getByTestId('comp-E2').boundingBox())!;
  const scale = await b.evaluate(() => {
    const wrap = document.querySelector<HTMLElement>('.tc-stage-wrap')!;
    return new DOMMatrix(getComputedStyle(wrap).transform).a;
  });
  await b.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await b.mouse.down();
  await b.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 10, { steps: 4 });
  await setLeft(a, 'E1', 444);
  await expect
    .poll(() => leftOf(b, 'E1'), { message: 'the remote move shows while this pointer is down' })
    .toBe('444px');
  await b.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 4 });
  await b.mouse.up();
  await saved(b);
  const afterDrag = await firstPageComponents(b, made.projectFlag);
  const e2 = afterDrag.find((c) => c._id === 'E2')!.componentRect!;
  // Where B let go (snapping to guides may pull it by up to its 5-pixel threshold).
  const snap = 6 / scale;
  expect(Math.abs(e2.componentLeft - (600 + 60 / scale))).toBeLessThan(snap);
  expect(Math.abs(e2.componentTop - (100 + 30 / scale))).toBeLessThan(snap);
  // B's drag did not drag A's concurrent edit back, and both tabs show the server's result.
  expect(afterDrag.find((c) => c._id === 'E1')!.componentRect!.componentLeft).toBe(444);
  await expect.poll(() => leftOf(a, 'E2')).toBe(`${e2.componentLeft}px`);
  expect(await leftOf(b, 'E2')).toBe(`${e2.componentLeft}px`);

  // 4. Concurrent edits to different components (and one to the same): both converge to the server.
  await Promise.all([setLeft(a, 'E1', 150), setLeft(b, 'E3', 1500)]);
  await Promise.all([setLeft(a, 'E2', 900), setLeft(b, 'E2', 960)]);
  await saved(a);
  await saved(b);
  const server = await firstPageComponents(a, made.projectFlag);
  const lefts = Object.fromEntries(server.map((c) => [c._id, `${c.componentRect!.componentLeft}px`]));
  expect(lefts.E1).toBe('150px');
  expect(lefts.E3).toBe('1500px');
  expect(['900px', '960px']).toContain(lefts.E2);
  for (const p of [a, b])
    await expect
      .poll(async () => ({ E1: await leftOf(p, 'E1'), E2: await leftOf(p, 'E2'), E3: await leftOf(p, 'E3') }))
      .toEqual(lefts);

  // 5. Closing B's tab removes its avatar in A.
  await ctxB.close();
  await expect(a.getByTestId('peer-avatar')).toHaveCount(0);
  await shot(a, 'coedit-a');
  await ctxA.close();
});
