// The JavaScript a share page downloads, measured from the requests headless Chromium makes, gzipped
// (level 9) per file: a text-only dashboard and one with one bar chart. Targets ≤ 250 KB and ≤ 450 KB.
// npm run bench -- viewer-bundle   → last line {"text_only_kb","bar_chart_kb"} (+ files, raw sizes, and
// live_text_kb: a text bound to a live source)
import { gzipSync } from 'node:zlib';
import { barChart, startKit, textComponent } from './viewer-kit';

const kit = await startKit();

async function measure(link: string, ready: string) {
  const context = await kit.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || /\.m?js(\?|$)/.test(res.url())) scripts.set(res.url(), res.body());
  });
  await page.goto(link);
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  let gz = 0;
  let raw = 0;
  for (const body of scripts.values()) {
    const b = await body;
    raw += b.length;
    gz += gzipSync(b, { level: 9 }).length;
  }
  const files = [...scripts.keys()].map((u) => new URL(u).pathname.replace(/^.*\//, ''));
  await context.close();
  return { kb: Math.round((gz / 1024) * 10) / 10, rawKb: Math.round(raw / 1024), files };
}

try {
  const textLink = await kit.shareDashboard('Text only', [[0, 1, 2, 3, 4].map((i) => textComponent(i))]);
  const barLink = await kit.shareDashboard('One bar chart', [[textComponent(0), barChart(1)]]);
  // A live source makes the viewer load the data runtime (and, through the app's API client, antd's
  // message): reported for information, no target.
  const liveLink = await kit.shareDashboard('Live text', [
    [
      {
        ...textComponent(0),
        requestSource: { type: 'api', url: 'https://example.invalid/x', enable: false },
      },
    ],
  ]);
  const text = await measure(textLink, '[data-testid="view-Ebtext4"] div');
  const liveText = await measure(liveLink, '[data-testid="view-Ebtext0"] div');
  const bar = await measure(barLink, '[data-testid="view-Ebbar1"] canvas');
  console.error(`text-only: ${text.files.length} files, ${text.rawKb} KB raw: ${text.files.join(' ')}`);
  console.error(`bar chart: ${bar.files.length} files, ${bar.rawKb} KB raw: ${bar.files.join(' ')}`);
  console.log(
    JSON.stringify({
      text_only_kb: text.kb,
      bar_chart_kb: bar.kb,
      text_only_files: text.files.length,
      bar_chart_files: bar.files.length,
      text_only_raw_kb: text.rawKb,
      bar_chart_raw_kb: bar.rawKb,
      live_text_kb: liveText.kb,
    }),
  );
} finally {
  await kit.close();
}
