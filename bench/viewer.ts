// Viewer speed and memory, on share links in headless Chromium.
// npm run bench -- viewer   → last line {"render_ms","components","heap_growth_mb", …}
// - render_ms: navigation start → all 200 components of a dashboard rendered by their kinds.
// - heap_growth_mb: a 20-chart dashboard refreshing every second, heap (after GC) at the refresh count
//   of 30 minutes minus at that of 1 minute. Time is compressed: charts refresh COMPRESS times faster,
//   so the same number of refreshes happens in 1/COMPRESS of the time (BENCH_REFRESHES to shorten).
// - page_switch_growth_mb: heap after switching between a 20-chart page and another page 100 times,
//   minus after the first switches (everything of a page must go when it unmounts).
import type { CDPSession, Page } from '@playwright/test';
import { barChart, shapeComponent, startKit, textComponent } from './viewer-kit';

const COMPONENTS = 200;
const CHARTS = 20;
const COMPRESS = Number(process.env.BENCH_COMPRESS ?? 20);
const REFRESHES = Number(process.env.BENCH_REFRESHES ?? 1800);
const EARLY = 60;
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 100);

const kit = await startKit();

async function heapMb(page: Page, cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(200);
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / (1024 * 1024);
}

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function renderTime(): Promise<number> {
  const components = Array.from({ length: COMPONENTS }, (_, i) =>
    i % 2 === 0 ? textComponent(i) : shapeComponent(i),
  );
  const link = await kit.shareDashboard('200 components', [components]);
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const context = await kit.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.goto(link);
    // Rendered = every component's own renderer has put something in its frame.
    await page.waitForFunction(
      (n) =>
        Array.from(document.querySelectorAll('[data-testid^="view-Eb"]')).filter((e) => e.firstElementChild)
          .length >= n,
      COMPONENTS,
      { polling: 'raf', timeout: 60_000 },
    );
    runs.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  // The first run also fills the browser's caches of nothing (fresh contexts); report the median.
  return runs.sort((a, b) => a - b)[1]!;
}

async function refreshGrowth(): Promise<{
  growth: number;
  early: number;
  late: number;
  switchGrowth: number;
}> {
  const charts = Array.from({ length: CHARTS }, (_, i) => barChart(i, 1 / COMPRESS));
  const link = await kit.shareDashboard('20 charts', [charts, [textComponent(0)]]);
  const context = await kit.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(link);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid^="view-Ebbar"] canvas').length >= n,
    CHARTS,
    { timeout: 60_000 },
  );
  const tick = 1000 / COMPRESS;
  await page.waitForTimeout(EARLY * tick);
  const early = await heapMb(page, cdp);
  await page.waitForTimeout((REFRESHES - EARLY) * tick);
  const late = await heapMb(page, cdp);

  // Page switches: the chart page unmounts and mounts again each round trip.
  const onPage = (id: string) =>
    page.waitForFunction(
      (p) => document.querySelector('[data-testid="viewer"]')?.getAttribute('data-page') === p,
      id,
    );
  const chartPage = await page.evaluate(
    () => document.querySelector('[data-testid="viewer"]')?.getAttribute('data-page') ?? '',
  );
  const roundTrip = async () => {
    await page.keyboard.press('ArrowRight');
    await onPage('Dbenchpage1');
    await page.keyboard.press('ArrowLeft');
    await onPage(chartPage);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid^="view-Ebbar"] canvas').length >= n,
      CHARTS,
    );
  };
  for (let i = 0; i < 5; i++) await roundTrip();
  const switchEarly = await heapMb(page, cdp);
  for (let i = 0; i < SWITCHES; i++) await roundTrip();
  const switchLate = await heapMb(page, cdp);
  await context.close();
  return { growth: late - early, early, late, switchGrowth: switchLate - switchEarly };
}

try {
  const render = await renderTime();
  const heap = await refreshGrowth();
  console.error(
    `heap after ${EARLY} refreshes ${round(heap.early)} MB, after ${REFRESHES}: ${round(heap.late)} MB (×${COMPRESS} time)`,
  );
  console.log(
    JSON.stringify({
      render_ms: Math.round(render),
      components: COMPONENTS,
      heap_growth_mb: round(heap.growth, 2),
      heap_early_mb: round(heap.early),
      heap_late_mb: round(heap.late),
      refreshes: REFRESHES,
      charts: CHARTS,
      time_compression: COMPRESS,
      page_switches: SWITCHES,
      page_switch_growth_mb: round(heap.switchGrowth, 2),
    }),
  );
} finally {
  await kit.close();
}
