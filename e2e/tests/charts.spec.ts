import { expect, test } from '@playwright/test';
import { CHART_CODE } from '../../packages/web/src/components/chartKit/codes';
import { SAMPLE_BY_KIND } from '../../packages/web/src/components/charts/samples';
import { chartOption } from '../support/charts';
import { compareWithReference } from '../support/pixels';
import { post } from '../support/api';
import { propInput, saved } from '../support/editor';
import { createProject, projectWith } from '../support/projects';
import { signIn } from '../support/session';
import { dialogOk } from '../support/dialogs';

/**
 * One of every chart kind on one page, saved through the documents API, opened in preview, drawn, and
 * compared with the committed reference (tolerance for anti-aliasing). Motion is reduced, which the
 * charts honour by drawing their final frame at once, so the picture does not depend on timing.
 */

const COLS = 8;
const W = 240;
const H = 216;

function chart(id: string, code: number, index: number, data: unknown[], name: string) {
  return {
    _id: id,
    componentName: name,
    componentType: String(code),
    order: index + 1,
    show: true,
    initStatus: true,
    componentRect: {
      componentLeft: (index % COLS) * W + 4,
      componentTop: Math.floor(index / COLS) * H + 4,
      componentWidth: W - 8,
      componentHeight: H - 8,
    },
    chartModel: {
      data,
      chartDataInit: 0,
      // A carousel that would turn during the screenshot is held still; everything else is default.
      config: code === CHART_CODE.carousel ? { extra: { interval: 3_600_000 } } : {},
    },
  };
}

test('charts: every kind drawn in preview, matching the reference; an empty chart shows its empty state', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  const kinds = Object.entries(CHART_CODE) as [keyof typeof CHART_CODE, number][];
  const nodes = kinds.map(([kind, code], i) => chart(`EC${code}`, code, i, SAMPLE_BY_KIND[kind], kind));
  nodes.push(chart('EEMPTY', CHART_CODE.bar, nodes.length, [], 'empty'));
  const made = await projectWith(page, 'Charts E2E', nodes);

  await page.goto(`/preview/${made.projectFlag}`);
  const stage = page.getByTestId('viewer-stage');
  await expect(stage).toBeVisible();
  // Every kind drew its canvas; the empty one shows its empty state instead.
  for (const [, code] of kinds)
    await expect(page.getByTestId(`view-EC${code}`).locator('canvas').first()).toBeVisible({
      timeout: 30_000,
    });
  await expect(page.getByTestId('view-EEMPTY').getByTestId('chart-empty')).toBeVisible();
  await expect(page.getByTestId(`view-EC${CHART_CODE.bar}`).getByTestId('chart-empty')).toHaveCount(0);
  // Crisp at scale: each canvas has at least as many pixels as it covers on screen.
  const sharp = await stage
    .locator('canvas')
    .evaluateAll((list) =>
      list.every((c) => (c as HTMLCanvasElement).width >= Math.floor(c.getBoundingClientRect().width)),
    );
  expect(sharp).toBe(true);
  // The page is compared once it stands still (fonts loaded, two equal screenshots half a second
  // apart); a chart whose data or lazily loaded part arrives later on a busy machine may still be
  // empty then, so the comparison is taken again on fresh screenshots until it holds. One chart drawn
  // wrongly never does; the failure names its cell.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The viewer's toolbar shows for three seconds after the page opens, over the top right chart: masked,
  // so whether it is still there when the charts stand still does not matter.
  const stageShot = () => stage.screenshot({ mask: [page.getByTestId('viewer-toolbar')] });
  let shot = await stageShot();
  await expect
    .poll(
      async () => {
        const next = await stageShot();
        const still = next.equals(shot);
        shot = next;
        return still;
      },
      {
        message: 'the charts stand still (two equal screenshots in a row)',
        intervals: [500],
        timeout: 90_000,
      },
    )
    .toBe(true);
  const cellName = (index: number) => nodes[index]?.componentName ?? `cell ${index}`;
  // One tile per chart cell (8 × 5 cells of the 1920 × 1080 page).
  const compare = (png: Buffer) =>
    compareWithReference('charts-preview', png, {
      threshold: 40,
      tiles: { cols: 8, rows: 5 },
      diffDir: test.info().outputDir,
    });
  let result = compare(shot);
  await expect
    .poll(
      async () => {
        if (result.ratio < 0.01 && result.worstTile < 0.04) return 'like the reference';
        const summary =
          `${(result.ratio * 100).toFixed(2)} % of pixels differ, ` +
          `${(result.worstTile * 100).toFixed(2)} % in the ${cellName(result.worstTileIndex)} cell`;
        shot = await stageShot();
        result = compare(shot);
        return summary;
      },
      { message: 'the preview matches the reference', intervals: [1000], timeout: 60_000 },
    )
    .toBe('like the reference');
  await test.info().attach('charts-preview', { body: shot, contentType: 'image/png' });
  if (result.created) console.log('charts: wrote reference charts-preview.png');
  console.log(
    `charts: ${(result.ratio * 100).toFixed(2)} % of pixels differ from the reference, ` +
      `${(result.worstTile * 100).toFixed(2)} % in the worst chart cell (${cellName(result.worstTileIndex)})`,
  );
  // Deterministic here (0 %); the margins absorb anti-aliasing and font hinting on another machine,
  // while one chart drawn differently changes far more of its own cell.
  expect(result.sameSize).toBe(true);

  // 4K: the viewer scales the 1920×1080 page up twice; charts redraw at the new ratio, pixel for pixel.
  // Waited for as one condition: the page scaled up (the first chart shown over 400 px wide, 232 before)
  // and every canvas redrawn at least as wide as it is shown. Checking the redraw alone passed at once on
  // a busy machine, before the resize had reached the page.
  await page.setViewportSize({ width: 3840, height: 2160 });
  let widest: number[] = [];
  await expect
    .poll(
      async () => {
        widest = await stage
          .locator('canvas')
          .first()
          .evaluate((c) => [(c as HTMLCanvasElement).width, Math.round(c.getBoundingClientRect().width)]);
        const crisp = await stage
          .locator('canvas')
          .evaluateAll((list) =>
            list.every(
              (c) => (c as HTMLCanvasElement).width >= Math.floor(c.getBoundingClientRect().width) - 1,
            ),
          );
        return widest[1]! > 400 && crisp;
      },
      { message: 'the page scaled up to 4K and every chart redrawn at its new size', timeout: 60_000 },
    )
    .toBe(true);
  console.log(`charts at 4K: first canvas ${widest[0]} px drawn for ${widest[1]} px shown`);
});

test('charts in the editor: generated fields edit title and data with live preview, undo restores', async ({
  page,
}) => {
  await signIn(page);
  const made = await createProject(page, 'Chart fields E2E');
  await page.goto(`/project/${made.projectFlag}`);
  await page.getByTestId('palette-13001').click();
  const comp = page.locator('.tc-comp.tc-selected');
  await expect(comp.locator('[_echarts_instance_] svg').first()).toBeVisible();
  const id = (await comp.getAttribute('data-id'))!;

  // Title: a text field of the generated schema; the stored document changes by one op.
  const title = propInput(page, 'chartModel.config.title.text');
  await title.fill('季度销售');
  await title.press('Enter');
  await saved(page);
  const stored = async () => {
    const doc = await post<{
      projectScenesList: { projectPageList: { projectTwoComponentList: Record<string, unknown>[] }[] }[];
    }>(page, 'project/detail/v2/query', { projectFlag: made.projectFlag });
    return doc.projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList.find(
      (c) => c._id === id,
    ) as {
      chartModel: { config: { title: { text: string } }; data: unknown[] };
    };
  };
  expect((await stored()).chartModel.config.title.text).toBe('季度销售');

  // Data: the JSON tab of the data dialog. Emptying it previews the empty state live, before OK.
  await page.getByTestId('prop-chartModel.data').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'JSON' }).click();
  const json = dialog.locator('textarea');
  await json.fill('[]');
  await json.blur();
  await expect(page.getByTestId(`comp-${id}`).getByTestId('chart-empty')).toBeVisible();
  await dialogOk(page);
  await saved(page);
  expect((await stored()).chartModel.data).toEqual([]);

  // Undo brings the sample data (and the chart) back.
  await page
    .locator('.tc-viewport, [data-testid="viewport"]')
    .first()
    .click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId(`comp-${id}`).getByTestId('chart-empty')).toHaveCount(0);
  await saved(page);
  expect((await stored()).chartModel.data.length).toBeGreaterThan(0);
});

test('charts in preview cycle their data pages: the carousel and auto-refresh', async ({ page }) => {
  await signIn(page);
  const carousel = chart('ECAROUSEL', CHART_CODE.carousel, 0, SAMPLE_BY_KIND.carousel, 'carousel');
  carousel.chartModel.config = { extra: { interval: 1000 } };
  const refreshing = chart('EREFRESH', CHART_CODE.gauge, 1, SAMPLE_BY_KIND.gauge, 'gauge');
  Object.assign(refreshing.chartModel, { chartData: { autoRefresh: true, interval: 1, duration: 1 } });
  const still = chart('ESTILL', CHART_CODE.gauge, 2, SAMPLE_BY_KIND.gauge, 'still');
  const made = await projectWith(page, 'Chart cycling E2E', [carousel, refreshing, still]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/preview/${made.projectFlag}`);
  // What each chart draws now, read from its ECharts option (the data of its series).
  const drawn = async (id: string) =>
    JSON.stringify(
      (await chartOption(page, `[data-testid="view-${id}"]`))?.series?.map((x) => x.data) ?? null,
    );
  /** Waits until the chart has drawn `n` different data pages since this call. */
  const switches = async (id: string, n: number) => {
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const now = await drawn(id);
          if (now !== 'null') seen.add(now);
          return seen.size;
        },
        { message: `${id} switches its data pages by itself`, timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(n);
  };
  for (const id of ['ECAROUSEL', 'EREFRESH', 'ESTILL'])
    await expect(page.getByTestId(`view-${id}`).locator('canvas').first()).toBeVisible();
  await expect.poll(() => drawn('ESTILL')).not.toBe('null');
  const stillFirst = await drawn('ESTILL');
  // Pages switch by themselves while running; a chart without auto-refresh stays on its page meanwhile.
  await switches('ECAROUSEL', 2);
  await switches('EREFRESH', 2);
  expect(await drawn('ESTILL')).toBe(stillFirst);
});
