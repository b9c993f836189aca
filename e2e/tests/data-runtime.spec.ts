import { expect, test, type Browser, type Page } from '@playwright/test';
import { serverSignIn } from '../support/api';
import { chartOption } from '../support/charts';
import { openEditor, saved } from '../support/editor';
import { createProject, firstPageComponents, projectWith, rect } from '../support/projects';
import { chooseOption } from '../support/select';
import { startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { sendJson, startUpstream, type Upstream } from '../support/upstream';

/**
 * The data runtime of docs/reference.md#data-results in real Chromium, against a real HTTP upstream on loopback (the
 * server is started with that address allow-listed): results carry _updateTime, _updateMethod,
 * _mistakeResult and _dataInit; cached requests live in IndexedDB (fresh for 300000 ms, only code-0
 * answers stored) and fall back to direct calls when IndexedDB is missing or broken; a viewer shows the
 * small stale badge on a component whose last refresh failed, keeps its last good data, and drops the
 * badge after the next good refresh.
 */
let server: RunningServer;
let upstream: Upstream;
let base = '';
/** What each upstream path answers now, and how often it was asked. */
const mode: Record<string, 'ok' | 'fail' | 'empty'> = {};
const hits: Record<string, number> = {};

test.beforeAll(async () => {
  upstream = await startUpstream((_req, res, url) => {
    const path = url.slice(1);
    if (path === 'sales')
      return sendJson(res, [
        { month: '1月', amount: 30 },
        { month: '2月', amount: 50 },
        { month: '3月', amount: 20 },
      ]);
    hits[path] = (hits[path] ?? 0) + 1;
    const m = mode[path] ?? 'ok';
    if (m === 'fail') return sendJson(res, { error: 'upstream down' }, 500);
    sendJson(res, m === 'empty' ? [] : [{ text: `${path} ${hits[path]}` }]);
  });
  base = upstream.url;
  server = await startServer({ DATA_ALLOW_HOSTS: '127.0.0.1/32' });
});

test.afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

/** A text showing "stored text" until its source answers, refreshed every second. */
const liveText = (id: string, top: number, requestSource: object, extra: object = {}) => ({
  _id: id,
  componentType: '2005',
  componentRect: rect(80, top, 900, 100),
  textModel: { text: 'stored text', textStyle: { fontSize: 48, color: '#FFFFFFFF' } },
  requestSource: { ...requestSource, enable: true, interval: 1 },
  ...extra,
});

/** A project whose page holds one text per upstream path, each bound to its own api source. */
async function dashboard(
  name: string,
  texts: { id: string; path: string; cache?: boolean }[],
): Promise<string> {
  const api = await serverSignIn(server.url);
  const nodes = [];
  for (const [index, t] of texts.entries()) {
    const source = await api<{ id: string }>('remote/source/saveOrUpdate', {
      name: `${name}-${t.path}`,
      type: 'api',
      config: { url: `${base}/${t.path}` },
    });
    const requestSource = { type: 'api', sourceId: source.id, requestType: 'GET', cache: t.cache === true };
    nodes.push(liveText(t.id, 80 + index * 140, requestSource, { componentName: t.path }));
  }
  return (await projectWith(api, name, nodes)).projectFlag;
}

async function signedInPage(browser: Browser, initScript?: () => void): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await signIn(page);
  return page;
}

/** The records of the request cache's IndexedDB store. */
async function cacheRecords(page: Page): Promise<{ id: string; data: unknown; lastTime: number }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('twincanvas-request-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve([]);
          const all = db.transaction('requests', 'readonly').objectStore('requests').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

const flags = async (page: Page, id: string) => {
  const mark = page.locator(`[data-testid="fresh-${id}"], [data-testid="stale-${id}"]`);
  return {
    updateTime: Number(await mark.getAttribute('data-update-time')),
    updateMethod: await mark.getAttribute('data-update-method'),
    mistake: await mark.getAttribute('data-mistake-result'),
    dataInit: await mark.getAttribute('data-data-init'),
    stale: await mark.getAttribute('data-stale'),
  };
};

test('results carry the docs/reference.md#data-results flags; a failed refresh shows the stale badge over the last good data', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const flag = await dashboard('runtime-flags', [{ id: 'Elive00001', path: 'live' }]);
  const page = await signedInPage(browser);
  const started = Date.now();
  await page.goto(`/preview/${flag}`);
  const text = page.getByTestId('view-Elive00001');
  await expect(text).toContainText(/live \d+/);
  await expect(page.getByTestId('fresh-Elive00001')).toHaveCount(1);
  const first = await flags(page, 'Elive00001');
  expect(first).toMatchObject({ updateMethod: 'api', mistake: 'false', dataInit: 'true', stale: 'false' });
  expect(first.updateTime).toBeGreaterThanOrEqual(started - 5_000);
  expect(first.updateTime).toBeLessThanOrEqual(Date.now());
  // Auto refresh (every second) moves _updateTime on.
  await expect
    .poll(async () => (await flags(page, 'Elive00001')).updateTime)
    .toBeGreaterThan(first.updateTime);
  await expect(page.locator('[data-testid^="stale-"]')).toHaveCount(0);

  // The upstream fails: the badge appears, the last good text stays.
  mode.live = 'fail';
  const badge = page.getByTestId('stale-Elive00001');
  await expect(badge).toBeVisible();
  const kept = (await text.textContent()) ?? '';
  expect(kept).toMatch(/live \d+/);
  const failedAt = hits.live ?? 0;
  await expect.poll(() => hits.live ?? 0).toBeGreaterThan(failedAt + 1); // it keeps trying…
  await expect(text).toHaveText(kept); // …and keeps showing the last good data
  await expect(badge).toBeVisible();
  expect(await badge.getAttribute('title')).toMatch(/数据刷新失败/);
  const box = await badge.boundingBox();
  expect(box && box.width <= 12 && box.height <= 12).toBe(true);
  const frame = await text.boundingBox();
  expect(box!.x).toBeGreaterThan(frame!.x + frame!.width - 30); // the top-right corner of the component
  await shot(page, 'stale-badge');

  // The upstream recovers: the next good refresh drops the badge and shows new data.
  mode.live = 'ok';
  await expect(page.locator('[data-testid^="stale-"]')).toHaveCount(0);
  await expect(text).not.toHaveText(kept);
  expect((await flags(page, 'Elive00001')).stale).toBe('false');
  await shot(page, 'recovered');

  // An empty answer is a result too: _mistakeResult is set, no badge.
  mode.live = 'empty';
  await expect.poll(async () => (await flags(page, 'Elive00001')).mistake).toBe('true');
  await expect(page.locator('[data-testid^="stale-"]')).toHaveCount(0);
  mode.live = 'ok';
  await page.context().close();
});

test('cached requests: IndexedDB answers for 300 s, only code-0 answers are stored', async ({ browser }) => {
  test.setTimeout(120_000);
  mode.cachefail = 'fail';
  const flag = await dashboard('runtime-cache', [
    { id: 'Ecached001', path: 'cached', cache: true },
    { id: 'Ecachefai1', path: 'cachefail', cache: true },
    // Not cached: its calls show that refreshes (every second) are going on.
    { id: 'Ecachetik1', path: 'cachetick' },
  ]);
  const page = await signedInPage(browser);
  await page.goto(`/preview/${flag}`);
  const cached = page.getByTestId('view-Ecached001');
  await expect(cached).toContainText('cached 1');
  // Refreshing every second, yet served from IndexedDB: the upstream was asked once.
  await expect.poll(() => hits.cachefail ?? 0).toBeGreaterThan(2);
  expect(hits.cached).toBe(1);
  await expect(cached).toHaveText('cached 1');
  // The failing request left no record (only code-0 answers are stored) and shows the badge.
  const records = await cacheRecords(page);
  expect(records).toHaveLength(1);
  expect(records[0]!.data).toEqual({ data: [{ text: 'cached 1' }], meta: expect.anything() });
  expect(Date.now() - records[0]!.lastTime).toBeLessThan(300_000);
  await expect(page.getByTestId('stale-Ecachefai1')).toBeVisible();

  // A new page load within the stale time is answered by IndexedDB too.
  await page.reload();
  await expect(cached).toHaveText('cached 1');
  expect(hits.cached).toBe(1);

  // Once the failing upstream answers, that answer is stored and the calls stop.
  mode.cachefail = 'ok';
  await expect(page.getByTestId('view-Ecachefai1')).toContainText(/cachefail \d+/);
  await expect.poll(async () => (await cacheRecords(page)).length).toBe(2);
  const stored = hits.cachefail ?? 0;
  // Three more refreshes of the uncached text: the stored one would have called again by then.
  const ticks = hits.cachetick ?? 0;
  await expect.poll(() => hits.cachetick ?? 0).toBeGreaterThanOrEqual(ticks + 3);
  expect(hits.cachefail).toBe(stored);
  await expect(page.locator('[data-testid^="stale-"]')).toHaveCount(0);
  await page.context().close();
});

test('a running preview picks up an edited global router (router version stamp)', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await serverSignIn(server.url);
  const source = async (path: string) =>
    (
      await api<{ id: string }>('remote/source/saveOrUpdate', {
        name: `router-${path}`,
        type: 'api',
        config: { url: `${base}/${path}` },
      })
    ).id;
  const [a, b] = [await source('routeA'), await source('routeB')];
  const routerConfig = (sourceId: string) => ({ routerType: 'api', requestType: 'GET', sourceId });
  const router = await api<{ id: string }>('remote/data/router/add', {
    name: 'global-e2e',
    routerConfig: routerConfig(a),
  });
  const before = await api<{ version: string }>('remote/data/router/version', {});
  const made = await projectWith(api, 'runtime-router', [
    liveText('Erouted001', 80, {
      type: 'router',
      sqlOptions: { routers: [{ id: router.id, routerType: 1 }] },
    }),
  ]);
  const page = await signedInPage(browser);
  await page.goto(`/preview/${made.projectFlag}`);
  const text = page.getByTestId('view-Erouted001');
  await expect(text).toContainText(/routeA \d+/);
  // Someone edits the global router elsewhere: its stamp changes and the running preview follows.
  await api('remote/data/router/update', { id: router.id, routerConfig: routerConfig(b) });
  expect((await api<{ version: string }>('remote/data/router/version', {})).version).not.toBe(before.version);
  await expect(text).toContainText(/routeB \d+/);
  await page.context().close();
});

test('a bar chart bound to a source keeps its title and shows the series under the name the user gave it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const api = await serverSignIn(server.url);
  await api('remote/source/saveOrUpdate', {
    name: 'named-sales',
    type: 'api',
    config: { url: `${base}/sales` },
  });
  const page = await signedInPage(browser);
  const made = await createProject(page, 'named series');
  await openEditor(page, made.projectFlag);
  await page.getByTestId('palette-13001').click();
  const comp = page.locator('.tc-comp.tc-selected');
  await expect(comp.locator('[_echarts_instance_] svg').first()).toBeVisible();
  const id = (await comp.getAttribute('data-id'))!;
  await saved(page);
  type Chart = { chartModel: { data: { Title: string }[]; seriesNames?: string } };
  const own = (await firstPageComponents<Chart>(page, made.projectFlag))[0]!.chartModel.data[0]!.Title;
  expect(own, 'the new chart has a title of its own').not.toBe('');

  // The user names the series by its column: "amount: 销售额".
  const names = page.locator(
    'textarea[data-testid="prop-chartModel.seriesNames"], [data-testid="prop-chartModel.seriesNames"] textarea',
  );
  await names.fill('amount: 销售额');
  await names.blur();
  await saved(page);

  // Bound to the source: X the month, Y the amount column.
  await page.getByTestId('tab-data').click();
  await expect(page.getByTestId('data-panel')).toBeVisible();
  await chooseOption(page, 'data-kind', '数据源');
  await chooseOption(page, 'data-source-select', 'named-sales');
  await page.getByTestId('data-run').click();
  await expect(page.getByTestId('data-raw')).toContainText('"amount"');
  await chooseOption(page, 'map-X', /^month$/);
  await chooseOption(page, 'map-Y', /^amount$/);
  await saved(page);
  await expect
    .poll(async () => {
      const node = (
        await firstPageComponents<Chart & { requestSource?: { effect?: unknown } }>(page, made.projectFlag)
      )[0]!;
      return [node.chartModel.seriesNames, JSON.stringify(node.requestSource?.effect ?? null)];
    })
    .toEqual(['amount: 销售额', JSON.stringify({ X: 'month', Y: 'amount' })]);

  const preview = await page.context().newPage();
  await preview.goto(`/preview/${made.projectFlag}`);
  const shown = `[data-testid="view-${id}"]`;
  // The drawn option once the source's rows are in: three months.
  await expect
    .poll(async () => {
      const o = await chartOption(preview, shown);
      return (o?.series ?? []).map((s) => s.name);
    })
    .toEqual(['销售额']);
  const option = (await chartOption(preview, shown))!;
  expect(option.title?.[0]?.text, 'the chart keeps its own title').toBe(own);
  expect(option.title?.[0]?.show).not.toBe(false);
  expect(option.legend?.[0]?.show).not.toBe(false);
  const legend = (option.legend?.[0]?.data ?? option.series ?? []).map((d) =>
    typeof d === 'string' ? d : d.name,
  );
  expect(legend).toContain('销售额');
  expect(legend).not.toContain('amount');
  await shot(preview, 'bound-chart-named-series');
  await page.context().close();
});

const brokenIndexedDb: [string, () => void][] = [
  [
    'no IndexedDB at all',
    () => {
      delete (window as { indexedDB?: unknown }).indexedDB;
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    },
  ],
  [
    'IndexedDB whose open throws',
    () => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('blocked by policy', 'SecurityError');
      };
    },
  ],
  [
    'IndexedDB whose open never answers',
    () => {
      IDBFactory.prototype.open = function () {
        return { result: undefined, error: null } as unknown as IDBOpenDBRequest;
      };
    },
  ],
  [
    'an indexedDB global that throws when read',
    () => {
      Object.defineProperty(window, 'indexedDB', {
        configurable: true,
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    },
  ],
];

for (const [name, breakIt] of brokenIndexedDb)
  test(`cached requests fall back to direct calls: ${name}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const path = `direct${brokenIndexedDb.findIndex(([n]) => n === name)}`;
    const flag = await dashboard(`runtime-${path}`, [
      { id: 'Edirect001', path, cache: true },
      { id: 'Enocache01', path: `${path}nocache` },
    ]);
    const page = await signedInPage(browser, breakIt);
    await page.goto(`/preview/${flag}`);
    // Both show live data and keep refreshing: the cached one by direct calls (nothing to cache in).
    await expect(page.getByTestId('view-Edirect001')).toContainText(new RegExp(`${path} \\d+`));
    await expect(page.getByTestId('view-Enocache01')).toContainText(new RegExp(`${path}nocache \\d+`));
    await expect.poll(() => hits[path] ?? 0).toBeGreaterThan(2);
    await expect(page.getByTestId('view-Edirect001')).not.toHaveText(`${path} 1`);
    await expect(page.locator('[data-testid^="stale-"]')).toHaveCount(0);
    await page.context().close();
  });
