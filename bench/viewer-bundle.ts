// What a share page and the editor cost to download, as the browser receives them: every response's
// encoded body plus headers (compressed where the server compresses), and for reference the page's
// scripts gzipped at level 9 one by one (the figure this bench reported before wire bytes were measured).
// Pages: a text-only dashboard, one bar chart, a text bound to a live source, and the editor's first load.
// Targets: text-only ≤ 250 KB, bar chart ≤ 450 KB, live text ≤ 250 KB on the wire.
// npm run bench -- viewer-bundle → last line {"text_only_wire_kb","bar_chart_wire_kb","live_text_wire_kb",
// "editor_first_load_wire_kb", ...}
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { ADMIN } from '../e2e/support/server';
import { barChart, startKit, textComponent } from './viewer-kit';

const kit = await startKit();

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Records every response of a page; `done()` waits for their sizes and sums them. */
function recordResponses(page: Page) {
  const responses: Response[] = [];
  page.on('response', (res) => responses.push(res));
  return async () => {
    let wire = 0;
    let gz = 0;
    let raw = 0;
    const files: string[] = [];
    const byFile: [string, number][] = [];
    for (const res of responses) {
      const sizes = await res.request().sizes();
      wire += sizes.responseBodySize + sizes.responseHeadersSize;
      byFile.push([new URL(res.url()).pathname, sizes.responseBodySize + sizes.responseHeadersSize]);
      const type = res.request().resourceType();
      if (type === 'script' || /\.m?js(\?|$)/.test(res.url())) {
        const body = await res.body();
        raw += body.length;
        gz += gzipSync(body, { level: 9 }).length;
        files.push(new URL(res.url()).pathname.replace(/^.*\//, ''));
      }
    }
    // BENCH_FILES=1: the heaviest responses, to see what a page's weight is made of.
    if (process.env.BENCH_FILES)
      for (const [file, bytes] of byFile.sort((x, y) => y[1] - x[1]).slice(0, 25))
        console.error(`  ${kb(bytes)} KB ${file}`);
    return { wireKb: kb(wire), kb: kb(gz), rawKb: Math.round(raw / 1024), files, antd: files.some(isAntd) };
  };
}

/** antd's own chunk names (Vite names a chunk after its first module): none may load on a share page. */
const isAntd = (file: string) => /^(antd|index\.esm|useConfirmDelete|App)-/.test(file);

async function measure(link: string, ready: string) {
  const context = await kit.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const done = recordResponses(page);
  await page.goto(link);
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const figures = await done();
  await context.close();
  return figures;
}

/** The editor's first load for a signed-in designer: sign-in page, manage page, then a project. */
async function editorFirstLoad(projectLink: string) {
  const context = await kit.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.goto(`${kit.server.url}/login`);
  await page.getByLabel(/账号|Account/).fill(ADMIN.account);
  await page.getByLabel(/^密码$|^Password$/).fill(ADMIN.password);
  const done = recordResponses(page);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL(/\/manage$/, { timeout: 60_000 });
  await page.goto(projectLink);
  await page.waitForSelector('[data-testid="stage"]', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const figures = await done();
  await context.close();
  return figures;
}

try {
  const textLink = await kit.shareDashboard('Text only', [[0, 1, 2, 3, 4].map((i) => textComponent(i))]);
  const barLink = await kit.shareDashboard('One bar chart', [[textComponent(0), barChart(1)]]);
  // A live source makes the viewer load the data runtime and the API client.
  const liveLink = await kit.shareDashboard('Live text', [
    [
      {
        ...textComponent(0),
        requestSource: { type: 'api', url: 'https://example.invalid/x', enable: false },
      },
    ],
  ]);
  const editorProject = await kit.createDashboard('Editor first load', [
    [0, 1, 2, 3, 4].map((i) => textComponent(i)),
  ]);
  const text = await measure(textLink, '[data-testid="view-Ebtext4"] div');
  const liveText = await measure(liveLink, '[data-testid="view-Ebtext0"] div');
  const bar = await measure(barLink, '[data-testid="view-Ebbar1"] canvas');
  const editor = await editorFirstLoad(`${kit.server.url}/project/${editorProject.projectFlag}`);
  for (const [name, f] of Object.entries({ text, liveText, bar }))
    console.error(
      `${name}: ${f.wireKb} KB on the wire, ${f.files.length} scripts${f.antd ? ' (antd!)' : ''}`,
    );
  console.error(`editor first load: ${editor.wireKb} KB on the wire, ${editor.files.length} scripts`);
  console.log(
    JSON.stringify({
      text_only_wire_kb: text.wireKb,
      bar_chart_wire_kb: bar.wireKb,
      live_text_wire_kb: liveText.wireKb,
      editor_first_load_wire_kb: editor.wireKb,
      antd_on_share_pages: text.antd || bar.antd || liveText.antd,
      text_only_kb: text.kb,
      bar_chart_kb: bar.kb,
      live_text_kb: liveText.kb,
      text_only_files: text.files.length,
      bar_chart_files: bar.files.length,
    }),
  );
} finally {
  await kit.close();
}
