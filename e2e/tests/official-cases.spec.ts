import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageApi } from '../support/api';
import { queryProject, type Rect, type SavedNode } from '../support/projects';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

// The official cases as a new user sees them in preview (issue 16 item 26): every chart is drawn above the
// card it sits on (the sales case's dynamic panel of share and funnel charts once lay under its card,
// dimmed), and the world map has no horizontal streaks where outlines cross ±180° (Russia, Fiji,
// Antarctica were drawn as bands across the whole map). docs/maps.md, cases/official/build.ts.

test.describe.configure({ timeout: 180_000 });
const settle = { timeout: 60_000 };

/** A copy of an official case in the signed-in member's group, and its stored first page. */
async function copyCase(page: Page, key: string): Promise<{ flag: string; nodes: SavedNode[] }> {
  const { projectFlag } = await pageApi(page)<{ projectFlag: string }>('project/case/v2/copy', {
    caseFlag: `case-official-${key}`,
  });
  const doc = await queryProject(page, projectFlag);
  return {
    flag: projectFlag,
    nodes: doc.projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList ?? [],
  };
}

const inside = (a?: Rect, b?: Rect) =>
  !!a &&
  !!b &&
  a.componentLeft >= b.componentLeft &&
  a.componentTop >= b.componentTop &&
  a.componentLeft + a.componentWidth <= b.componentLeft + b.componentWidth &&
  a.componentTop + a.componentHeight <= b.componentTop + b.componentHeight;

/** The id of the component the browser hit-tests at the centre of `box` (what lies on top there). */
async function topmostAt(page: Page, box: Locator): Promise<string | null> {
  const b = (await box.boundingBox())!;
  return page.evaluate(
    ([x, y]) =>
      document.elementFromPoint(x!, y!)?.closest('[data-testid^="view-"]')?.getAttribute('data-id') ?? null,
    [b.x + b.width / 2, b.y + b.height / 2],
  );
}

test('sales command: the share and funnel charts lie above their card, not under it', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  const { flag, nodes } = await copyCase(page, 'sales');
  const panel = nodes.find((n) => n.componentType === '4901')!;
  const card = nodes.find((n) => n.componentType === '2110' && inside(panel.componentRect, n.componentRect))!;
  expect(card, 'the dynamic panel sits on a card').toBeTruthy();

  await page.goto(`/preview/${flag}`);
  const shown = page.getByTestId(`view-${panel._id}`);
  await expect(shown.locator('canvas').first()).toBeVisible(settle);
  // What lies on top in the middle of the panel is the panel's own chart (either page), not the card.
  const own = await shown.evaluate((el) =>
    [el, ...Array.from(el.querySelectorAll('[data-testid^="view-"]'))].map((e) => e.getAttribute('data-id')),
  );
  const hit = await topmostAt(page, shown);
  expect(hit, `the panel's chart is on top, not the card ${card._id}`).not.toBe(card._id);
  expect(own).toContain(hit);
  await shot(page, 'case-sales-preview');
});

/**
 * Rows of the map canvas (above Antarctica) whose drawn pixels run unbroken across nearly the whole
 * drawn width: a band where an outline jumps from +180° to -180°. The real world has none (no latitude
 * north of 60°S is land all the way round).
 */
async function streakRows(canvas: Locator): Promise<{ rows: number; drawn: number }> {
  return canvas.evaluate((el: HTMLCanvasElement) => {
    const ctx = el.getContext('2d');
    if (!ctx) return { rows: -1, drawn: 0 };
    const { width, height, data } = ctx.getImageData(0, 0, el.width, el.height);
    const on = (x: number, y: number) => data[(y * width + x) * 4 + 3]! > 0;
    let [top, bottom, left, right, drawn] = [height, -1, width, -1, 0];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (on(x, y)) {
          drawn++;
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
    if (bottom < 0) return { rows: 0, drawn };
    // Antarctica fills the whole width south of about 60°S: the lowest fifth of the drawing.
    const last = top + Math.floor((bottom - top) * 0.8);
    let rows = 0;
    for (let y = top; y <= last; y++) {
      let run = 0;
      let longest = 0;
      for (let x = left; x <= right; x++) {
        run = on(x, y) ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
      if (longest >= (right - left + 1) * 0.9) rows++;
    }
    return { rows, drawn };
  });
}

test('smart city: the world map has no horizontal streaks across the antimeridian', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  const { flag, nodes } = await copyCase(page, 'smart-city');
  const map = nodes.find((n) => n.componentType === '13080')!;
  await page.goto(`/preview/${flag}`);
  const canvas = page.getByTestId(`view-${map._id}`).locator('canvas').first();
  await expect(canvas).toBeVisible(settle);
  // Drawn and still (the chart animates in): two equal readings with many pixels drawn.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await streakRows(canvas));
        const still = now === last;
        last = now;
        return still && (JSON.parse(now) as { drawn: number }).drawn > 20_000;
      },
      { message: 'the world map finished drawing', intervals: [500, 1000], ...settle },
    )
    .toBe(true);
  expect((JSON.parse(last) as { rows: number }).rows).toBe(0);
  await shot(page.getByTestId(`view-${map._id}`), 'case-smart-city-world-map');
});
