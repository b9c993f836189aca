import { expect, test } from '@playwright/test';
import { CHART_CODE } from '../../packages/web/src/components/chartKit/codes';
import { SAMPLE_BY_KIND } from '../../packages/web/src/components/charts/samples';
import { post } from '../support/api';
import { openEditor, saved } from '../support/editor';
import { colourPixels } from '../support/charts';
import { openLibrary } from '../support/library';
import { createProject, firstPageComponents, projectWith, type SavedNode } from '../support/projects';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { dialogOk } from '../support/dialogs';

/**
 * The resource library in real Chromium, part three: colour plans restyling every chart in one
 * undoable step (and heat themes through the API); a chart saved with its settings and inserted into
 * another project.
 */
interface Node extends SavedNode {
  chartModel?: { skin?: { colors?: string[] }; config?: Record<string, unknown>; data?: unknown };
}

test.setTimeout(240_000);
test.use({ navigationTimeout: 60_000, actionTimeout: 30_000 });

function chartNode(id: string, code: number, left: number, data: unknown, config: object = {}) {
  return {
    _id: id,
    componentName: id,
    componentType: String(code),
    order: 1,
    show: true,
    initStatus: true,
    componentRect: { componentLeft: left, componentTop: 100, componentWidth: 420, componentHeight: 300 },
    chartModel: { data, chartDataInit: 0, config },
  };
}
test('library: a colour plan restyles every chart in one undoable step and is saved', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  const ids = ['CBAR', 'CLINE', 'CPIE'];
  const { projectFlag } = await projectWith(page, '配色项目', [
    chartNode('CBAR', CHART_CODE.bar, 40, SAMPLE_BY_KIND.bar),
    chartNode('CLINE', CHART_CODE.line, 480, SAMPLE_BY_KIND.line),
    chartNode('CPIE', CHART_CODE.pie, 920, SAMPLE_BY_KIND.pie),
  ]);
  await openLibrary(page, projectFlag, 'theme');
  await expect(page.getByTestId('theme-empty')).toBeVisible();
  for (const id of ids)
    await expect(page.getByTestId(`comp-${id}`).locator('[_echarts_instance_] svg')).toBeVisible();
  const MAGENTA: [number, number, number] = [255, 0, 255];
  const magenta = () =>
    Promise.all(ids.map((id) => colourPixels(page, `[data-testid="comp-${id}"]`, MAGENTA)));
  expect(Math.max(...(await magenta()))).toBeLessThan(5);

  // Add a plan through the UI (rgb() and #RGB spellings are accepted), then edit it.
  await page.getByTestId('theme-add').click();
  await page.getByTestId('theme-name').fill('品红');
  await page.getByTestId('theme-colors').fill('#F0F, rgb(0, 200, 0), #0000FF');
  await shot(page, 'theme-add-zh');
  await dialogOk(page);
  const theme = page.getByTestId('theme-item').filter({ hasText: '品红' });
  await expect(theme).toBeVisible();
  await theme.getByTestId('theme-edit').click();
  await page.getByTestId('theme-name').fill('品红方案');
  await dialogOk(page);
  await expect(page.getByTestId('theme-item')).toHaveAttribute('data-name', '品红方案');
  const stored = await post<{ name: string; colors: string[] }[]>(page, 'theme/list', {});
  expect(stored.map((t) => [t.name, t.colors])).toEqual([
    ['品红方案', ['#F0F', 'rgb(0, 200, 0)', '#0000FF']],
  ]);

  // Apply: every chart turns magenta; ONE undo restores all of them.
  await page.getByTestId('theme-item').getByTestId('theme-apply').click();
  await expect.poll(async () => Math.min(...(await magenta()))).toBeGreaterThan(50);
  const skins = async () =>
    (await firstPageComponents<Node>(page, projectFlag)).map(
      (c) => c.chartModel?.skin?.colors?.[0] ?? 'default',
    );
  const PLAN = ['#FF00FFFF', '#FF00FFFF', '#FF00FFFF'];
  await expect.poll(skins, { timeout: 30_000 }).toEqual(PLAN);
  await page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => Math.max(...(await magenta()))).toBeLessThan(5);
  await expect.poll(skins, { timeout: 30_000 }).toEqual(['default', 'default', 'default']);

  // Apply again, reload: the saved plan is what the charts draw.
  await page.getByTestId('theme-item').getByTestId('theme-apply').click();
  await expect.poll(skins, { timeout: 30_000 }).toEqual(PLAN);
  await saved(page, 30_000);
  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible({ timeout: 45_000 });
  await expect.poll(async () => Math.min(...(await magenta()))).toBeGreaterThan(50);
  expect(await skins()).toEqual(PLAN);

  // Delete through the UI after a confirmation.
  await page.getByRole('tab', { name: /资源库/ }).click();
  await page.getByTestId('library-tab-theme').click();
  await page.getByTestId('theme-item').getByTestId('theme-delete').click();
  await expect(page.getByRole('dialog')).toContainText('品红方案');
  await dialogOk(page);
  await expect(page.getByTestId('theme-empty')).toBeVisible();
  expect(await post<unknown[]>(page, 'theme/list', {})).toEqual([]);

  // Heat themes through the API: add, get, update, list, delete.
  const heat = await post<{ id: string }>(page, 'heat-theme/add', {
    name: '热力',
    body: { colors: ['#0000FF', '#FF0000'], stops: [0, 1] },
  });
  await post(page, 'heat-theme/update', { id: heat.id, name: '热力2' });
  expect(
    await post<{ name: string; colors: string[] }>(page, 'heat-theme/get', { id: heat.id }),
  ).toMatchObject({
    name: '热力2',
    colors: ['#0000FF', '#FF0000'],
  });
  expect((await post<{ id: string }[]>(page, 'heat-theme/list', {})).map((h) => h.id)).toEqual([heat.id]);
  await post(page, 'heat-theme/delete', { id: heat.id });
  expect(await post<unknown[]>(page, 'heat-theme/list', {})).toEqual([]);
});

test('library: a chart saved with its settings is inserted into another project with them', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  const config = {
    title: { show: true, text: '华东销量' },
    series: [{ color: '#FF8800FF' }],
    legend: { show: false },
  };
  const a = await projectWith(page, '图表来源', [
    chartNode('CSRC', CHART_CODE.bar, 100, SAMPLE_BY_KIND.bar, config),
  ]);
  const b = await createProject(page, '图表目标');
  await openEditor(page, a.projectFlag, 45_000);
  await page.getByTestId('layer-list').getByTestId('layer-CSRC').click();
  await page.getByRole('tab', { name: /资源库/ }).click();
  await page.getByTestId('library-tab-0').click();
  await page.getByTestId('library-save-chart').click();
  await page.getByRole('dialog').getByRole('textbox').fill('橙色柱图');
  await dialogOk(page);
  const saved0 = page
    .getByTestId('library-list-0')
    .getByTestId('library-item')
    .filter({ hasText: '橙色柱图' });
  await expect(saved0).toBeVisible();

  await openLibrary(page, b.projectFlag, '0');
  await page
    .getByTestId('library-list-0')
    .getByTestId('library-item')
    .filter({ hasText: '橙色柱图' })
    .locator('button')
    .first()
    .click();
  await expect.poll(async () => (await firstPageComponents<Node>(page, b.projectFlag)).length).toBe(1);
  const [source] = await firstPageComponents<Node>(page, a.projectFlag);
  const [inserted] = await firstPageComponents<Node>(page, b.projectFlag);
  expect(inserted!._id).not.toBe(source!._id);
  expect(inserted!.componentType).toBe(String(CHART_CODE.bar));
  expect(inserted!.chartModel!.config).toEqual(config);
  expect(inserted!.chartModel!.data).toEqual(source!.chartModel!.data);
  // And it draws with them: the orange series override is in its picture.
  await expect
    .poll(() => colourPixels(page, `[data-testid="comp-${inserted!._id}"]`, [255, 136, 0]))
    .toBeGreaterThan(50);
});
