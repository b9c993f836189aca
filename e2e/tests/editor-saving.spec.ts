import { expect, test } from '@playwright/test';
import { post } from '../support/api';
import { addRect, openNewProject, propInput, saved, selectedId, setField } from '../support/editor';
import { firstPageComponents, queryProject, type SavedNode } from '../support/projects';
import { shot } from '../support/shots';

// Editor audit, part three: what is saved and how: router relations removed before a component,
// property-panel edits as single undo steps, held arrows throttled at 600 ms, a failed save kept and
// retried, and the leave guard.

test('editor audit: deleting a component removes its router relations first', async ({ page }) => {
  const flag = await openNewProject(page, 'Audit relations');
  const id = await addRect(page, 300, 300);
  await saved(page);
  // A project router bound to the rectangle, with its relation, as the data panel leaves them.
  const router = await post<{ id: string }>(page, 'project/router/add', {
    projectFlag: flag,
    name: 'audit router',
  });
  const doc = await queryProject(page, flag);
  const pageId = doc.projectScenesList[0]!.projectPageList[0]!._id;
  const bound = await post<{ subCode: number }>(page, 'project/detail/v2/save', {
    projectId: doc.projectId,
    baseRevision: doc.revision,
    time: Date.now(),
    goal: 'editor',
    opts: [
      {
        command: 'update',
        path: `${id}.requestSource`,
        records: {
          newValue: { type: 'router', sqlOptions: { routers: [{ id: router.id, routerType: 0 }] } },
        },
      },
    ],
  });
  expect(bound.subCode).toBe(0);
  const entry = { projectFlag: flag, sceneId: doc.projectScenesList[0]!._id, pageId, componentId: id };
  await post(page, 'project/router/relation/add', {
    proProjectComponentList: [{ ...entry, routers: [{ id: router.id, routerType: 0 }] }],
  });
  const relations = () =>
    post<{ componentId: string }[]>(page, 'project/router/relation/list', { projectFlag: flag });
  expect((await relations()).map((r) => r.componentId)).toEqual([id]);

  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible();
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (url.includes('/router/relation/delete')) calls.push('relation');
    if (url.includes('/detail/v2/save')) calls.push('save');
  });
  await page.getByTestId(`comp-${id}`).click();
  await page.keyboard.press('Delete');
  await expect(page.locator('.tc-comp')).toHaveCount(0);
  await saved(page);
  await expect.poll(relations).toEqual([]);
  expect(calls).toEqual(['relation', 'save']);
  expect(await firstPageComponents(page, flag)).toEqual([]);
});

test('editor audit: property-panel edits are one undo step each; held arrows are throttled at 600 ms', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const flag = await openNewProject(page, 'Audit properties');
  const id = await addRect(page, 300, 300);
  await saved(page);
  const comp = page.getByTestId(`comp-${id}`);
  const row = page.getByTestId('layer-list').locator('.tc-layer').first();
  const undoRedo = async (css: string, before: string, after: string) => {
    await expect(comp).toHaveCSS(css, after);
    await row.click();
    await page.keyboard.press('Control+z');
    await expect(comp).toHaveCSS(css, before);
    await page.keyboard.press('Control+Shift+z');
    await expect(comp).toHaveCSS(css, after);
  };
  await setField(page, 'opacity', '0.5');
  await undoRedo('opacity', '1', '0.5');
  await setField(page, 'componentBorder.width', 4);
  await undoRedo('border-top-width', '0px', '4px');
  await setField(page, 'componentShadow.x', 6);
  await undoRedo('box-shadow', 'none', 'rgba(0, 0, 0, 0.5) 6px 0px 0px 0px');
  await setField(page, 'cornerRadius.tl', 12);
  await undoRedo('border-top-left-radius', '0px', '12px');
  await setField(page, 'gaussianBlur', 3);
  await undoRedo('filter', 'none', 'blur(3px)');
  // The background (for the rectangle, its fill) as a gradient, then an image over it.
  await page.locator('[data-testid="prop-backgroundColorData-type"]').click();
  await page.locator('.ant-select-dropdown:visible').getByText('渐变', { exact: true }).click();
  await undoRedo('background-image', 'none', /linear-gradient/ as unknown as string);
  await setField(page, 'bgImg', '/favicon.svg');
  await expect(comp).toHaveCSS('background-image', /url\(.*favicon\.svg.*\), linear-gradient/);
  await saved(page);
  const saved1 = (await firstPageComponents(page, flag))[0] as SavedNode & Record<string, unknown>;
  expect(saved1).toMatchObject({
    opacity: 0.5,
    componentBorder: { width: 4 },
    componentShadow: { x: 6 },
    cornerRadius: { tl: 12 },
    gaussianBlur: 3,
    backgroundColorData: { colorType: 2 },
    bgImg: '/favicon.svg',
  });

  // Ten arrow presses inside 600 ms: the first saved at once, the nine others as one save (one op)
  // when the window closes; one undo step for all ten.
  await setField(page, 'componentRect.componentLeft', 100);
  await saved(page);
  await row.click();
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/detail/v2/save')) saves.push(r.postData() ?? '');
  });
  // Key repeat of a held arrow: ten key-downs in a row, faster than Playwright's own key presses.
  await page.evaluate(() => {
    for (let i = 0; i < 10; i++)
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', code: 'ArrowRight', repeat: i > 0 }),
      );
  });
  await expect(comp).toHaveCSS('left', '110px');
  await saved(page);
  // Each save is one move op (docs/reference.md#operations): the first press, then the nine others summed.
  const moves = saves.map((body) =>
    (JSON.parse(body) as { opts: { command: string; records: { dx: number; dy: number } }[] }).opts.map(
      (op) => [op.command, op.records.dx, op.records.dy],
    ),
  );
  expect(moves).toEqual([[['move', 1, 0]], [['move', 9, 0]]]);
  await page.keyboard.press('Control+z');
  await expect(comp).toHaveCSS('left', '100px');
  await saved(page);
  expect((await firstPageComponents(page, flag))[0]!.componentRect!.componentLeft).toBe(100);
});

test('editor audit: a failed save keeps the edits, offers a retry, and leaving asks first', async ({
  page,
}) => {
  const flag = await openNewProject(page, 'Audit save failure');
  const first = await addRect(page, 200, 200);
  await saved(page);
  // The server refuses saves (a network fault, not a mock of our code).
  let down = true;
  await page.route('**/api/project/detail/v2/save', (route) =>
    down
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"500","msg":"down","data":null}',
        })
      : route.continue(),
  );
  await page.getByTestId('palette-2005').click();
  const text = await selectedId(page);
  await setField(page, 'componentRect.componentLeft', 640);
  const status = page.getByTestId('save-status');
  await expect(status).toHaveAttribute('data-status', 'failed');
  await expect(status).toContainText('未保存');
  await expect(page.getByTestId('save-retry')).toBeVisible();
  await shot(page, 'save-failed');

  // Leaving asks: the browser's prompt on unload, our dialog inside the app (staying keeps the edits).
  const prompts = await page.evaluate(() => {
    const e = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(e);
    return e.defaultPrevented;
  });
  expect(prompts).toBe(true);
  await page.getByRole('button', { name: '返回项目列表' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '有未保存的修改' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /留\s*下/ }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${flag}$`));
  await expect(page.getByTestId(`comp-${text}`)).toBeVisible();

  // Retrying while the server is still down fails again and loses nothing.
  const retry = page.getByTestId('save-retry');
  await retry.click();
  await expect(status).toHaveAttribute('data-status', 'failed');
  await expect(status).toContainText('2 项未保存');
  // The server is back: the retry (ours, or the queue's own timed one) saves everything, in order.
  down = false;
  await retry.click({ timeout: 2000 }).catch(() => undefined);
  await saved(page);
  const list = await firstPageComponents(page, flag);
  expect(list.map((c) => c._id)).toEqual([first, text]);
  expect(list[1]!.componentRect!.componentLeft).toBe(640);
  await page.reload();
  await expect(page.getByTestId(`comp-${text}`)).toHaveCSS('left', '640px');
  // Nothing unsaved: leaving does not ask.
  await page.getByRole('button', { name: '返回项目列表' }).click();
  await expect(page).toHaveURL(/\/manage$/);
});

test('editor audit: no save goes out while a property field is typed in; Enter sends the held edits in order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const flag = await openNewProject(page, 'Audit typing holds saves');
  const id = await addRect(page, 300, 300);
  await saved(page);
  const comp = page.getByTestId(`comp-${id}`);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/detail/v2/save')) saves.push(r.postData() ?? '');
  });
  const left = propInput(page, 'componentRect.componentLeft');
  await left.click();
  await left.press('Control+a');
  // Typing holds saves; the field's arrow key steps the typed value and commits it at once (an edit).
  await left.pressSequentially('42');
  await left.press('ArrowUp');
  // The step is on the canvas, and the status still reads saved: a save sent would have set it to
  // "saving" in the same render (saveQueue.ts), so the edit is held, not on its way.
  await expect(comp).toHaveCSS('left', '43px');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  // More typing, still held; Enter commits the typed value and lets the held step go first.
  await left.press('Control+a');
  await left.pressSequentially('120');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  expect(saves, 'no save while typing').toEqual([]);
  await left.press('Enter');
  await expect(comp).toHaveCSS('left', '120px');
  await saved(page);
  // One request after Enter: the held step first, then the typed value (docs/reference.md#saving).
  const sent = saves.map((body) =>
    (JSON.parse(body) as { opts: { path: string; records: { newValue: unknown } }[] }).opts.map((op) => [
      op.path.split('.').slice(1).join('.'),
      op.records.newValue,
    ]),
  );
  expect(sent).toEqual([
    [
      ['componentRect.componentLeft', 43],
      ['componentRect.componentLeft', 120],
    ],
  ]);
  expect((await firstPageComponents(page, flag))[0]!.componentRect!.componentLeft).toBe(120);
});
