import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { CHART_CODE } from '../../packages/web/src/components/chart/codes';
import { SAMPLE_BY_KIND } from '../../packages/web/src/components/charts/samples';
import { compareWithReference } from '../support/images';
import { signIn } from '../support/session';

/**
 * One of every chart kind on one page, saved through the documents API, opened in preview, drawn, and
 * compared with the committed reference (tolerance for anti-aliasing). Motion is reduced, which the
 * charts honour by drawing their final frame at once, so the picture does not depend on timing.
 */

const REFERENCE = fileURLToPath(new URL('../references/charts-preview.png', import.meta.url));

async function headers(page: Page): Promise<Record<string, string>> {
  const raw = await page.evaluate(() => localStorage.getItem('tc-session'));
  const s = JSON.parse(raw ?? '{}') as { access_token: string; groupId: string };
  return { Authorization: `Bearer ${s.access_token}`, 'Current-Group': s.groupId };
}

async function post<T>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(`/api/${url}`, { headers: await headers(page), data });
  const body = (await res.json()) as { code: string; data: T; msg: string };
  expect(body.code, `${url}: ${body.msg}`).toBe('0');
  return body.data;
}

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
  browser,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  const made = await post<{ projectFlag: string; projectId: string }>(page, 'project/v2/create', {
    projectName: 'Charts E2E',
  });
  const doc = await post<{ projectScenesList: { projectPageList: { _id: string }[] }[]; revision: number }>(
    page,
    'project/detail/v2/query',
    { projectFlag: made.projectFlag },
  );
  const pageId = doc.projectScenesList[0]!.projectPageList[0]!._id;
  const kinds = Object.entries(CHART_CODE) as [keyof typeof CHART_CODE, number][];
  const nodes = kinds.map(([kind, code], i) => chart(`EC${code}`, code, i, SAMPLE_BY_KIND[kind], kind));
  nodes.push(chart('EEMPTY', CHART_CODE.bar, nodes.length, [], 'empty'));
  await post(page, 'project/detail/v2/save', {
    projectId: made.projectId,
    baseRevision: doc.revision,
    opts: nodes.map((value, index) => ({
      command: 'add',
      path: `${pageId}.projectTwoComponentList`,
      records: { index, value },
    })),
  });

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
  await page.waitForTimeout(1500);
  const shot = await stage.screenshot();
  const result = await compareWithReference(browser, shot, REFERENCE);
  await test.info().attach('charts-preview', { body: shot, contentType: 'image/png' });
  if (result.created) console.log(`charts: wrote reference ${REFERENCE}`);
  console.log(`charts: ${(result.ratio * 100).toFixed(2)} % of pixels differ from the reference`);
  expect(result.sameSize).toBe(true);
  expect(result.ratio).toBeLessThan(0.02);
});
