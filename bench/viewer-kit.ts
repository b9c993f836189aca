// Shared by bench/viewer.ts and bench/viewer-bundle.ts (not a bench itself; `npm run bench -- viewer-kit`
// only prints nothing useful): the server, the browser, and dashboards published as share links.
import { Worker } from 'node:worker_threads';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ADMIN, startServer, type RunningServer } from '../e2e/support/server';
import { SALES } from '../packages/web/src/components/charts/samples';

interface Env<T> {
  code: string;
  msg: string;
  data: T;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The pages' components, or a function making them once the project exists (e.g. to name its filters). */
export type Pages = object[][] | ((made: { projectId: string; projectFlag: string }) => Promise<object[][]>);

/** The signed-in administrator of a running server, calling its API (no browser: bench/load.ts uses it). */
export interface Admin {
  /** The bearer token and group headers of the administrator's calls. */
  headers: Record<string, string>;
  /** The sign-in's answer and group: what the web app keeps as its session (a browser can start signed in). */
  session: { access_token: string; refresh_token: string; user: unknown; groupId: string };
  /** Creates a project whose first page holds `components` (and more pages), publishes it, answers the link. */
  shareDashboard(name: string, pages: Pages): Promise<string>;
  /** Calls the API as the signed-in administrator of the kit's server. */
  api<T>(path: string, body: unknown): Promise<T>;
  /** Creates such a project without publishing it. */
  createDashboard(name: string, pages: Pages): Promise<{ projectId: string; projectFlag: string }>;
}

export interface Kit extends Admin {
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

export async function startKit(env: Record<string, string> = {}): Promise<Kit> {
  const server = await startServer(env);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
  });
  return {
    ...(await signIn(server)),
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** Signs in as the server's administrator (the first group) and answers its API calls. */
export async function signIn(server: RunningServer): Promise<Admin> {
  async function call<T>(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const env = (await res.json()) as Env<T>;
    if (String(env.code) !== '0') throw new Error(`${path}: ${env.code} ${env.msg}`);
    return env.data;
  }
  const login = await call<{
    access_token: string;
    refresh_token: string;
    user: { groups: { groupId: string }[] };
  }>('POST', 'userPro/login', ADMIN);
  const headers = {
    authorization: `Bearer ${login.access_token}`,
    'current-group': login.user.groups[0]!.groupId,
  };
  const admin: Admin = {
    headers,
    session: {
      access_token: login.access_token,
      refresh_token: login.refresh_token,
      user: login.user,
      groupId: headers['current-group'],
    },
    api: (path, body) => call('POST', path, body, headers),
    async shareDashboard(name, pages) {
      const made = await admin.createDashboard(name, pages);
      const share = await call<{ shareId: string }>(
        'PUT',
        'project/share/v2',
        { projectId: made.projectId },
        headers,
      );
      return `${server.url}/share/${share.shareId}`;
    },
    async createDashboard(name, pages) {
      const made = await call<{ projectFlag: string; projectId: string }>(
        'POST',
        'project/v2/create',
        { projectName: name },
        headers,
      );
      const doc = await call<{
        revision: number;
        projectScenesList: { _id: string; projectPageList: { _id: string }[] }[];
      }>('POST', 'project/detail/v2/query', { projectFlag: made.projectFlag }, headers);
      const scene = doc.projectScenesList[0]!;
      const first = scene.projectPageList[0]!._id;
      const list = typeof pages === 'function' ? await pages(made) : pages;
      const opts = list.flatMap((components, p) => {
        if (p === 0)
          return components.map((value, index) => ({
            command: 'add',
            path: `${first}.projectTwoComponentList`,
            records: { index, value },
          }));
        return [
          {
            command: 'add',
            path: `${scene._id}.projectPageList`,
            records: {
              index: p,
              value: {
                _id: `Dbenchpage${p}`,
                pageName: `P${p + 1}`,
                pageOrder: p + 1,
                projectTwoComponentList: components,
                components3D: [],
                projectGisComponent: [],
              },
            },
          },
        ];
      });
      const saved = await call<{ subCode: number }>(
        'POST',
        'project/detail/v2/save',
        { projectId: made.projectId, baseRevision: doc.revision, opts },
        headers,
      );
      if (saved.subCode !== 0) throw new Error(`save refused: ${JSON.stringify(saved)}`);
      return made;
    },
  };
  return admin;
}

const rect = (i: number, w: number, h: number, cols: number) => ({
  componentLeft: (i % cols) * (w + 4),
  componentTop: Math.floor(i / cols) * (h + 4),
  componentWidth: w,
  componentHeight: h,
  componentRotate: 0,
});

export function textComponent(i: number, cols = 20) {
  return {
    _id: `Ebtext${i}`,
    componentType: '2005',
    componentName: `t${i}`,
    order: i + 1,
    componentRect: rect(i, 90, 40, cols),
    textModel: { text: `Text ${i}`, textStyle: { fontSize: 16, color: '#FFFFFFFF' } },
  };
}

/** The fill of the benches' shapes: solid blue. */
export const SOLID_BLUE = {
  colorType: 1,
  solidColor: '#2F6FEBFF',
  gradientColor: { gradientRotate: 0, gradientColors: ['#FFFFFFFF', '#000000FF'], gradientLocations: [0, 1] },
};

/** A circle (2112): a shape kind drawing SVG, so "rendered" is observable (a rectangle draws no markup). */
export function shapeComponent(i: number, cols = 20) {
  return {
    _id: `Ebshape${i}`,
    componentType: '2112',
    componentName: `r${i}`,
    order: i + 1,
    componentRect: rect(i, 90, 40, cols),
    backgroundColorData: SOLID_BLUE,
  };
}

/** A vertical bar chart (13001) with the catalogue's sample pages; `refreshSeconds` cycles them. */
export function barChart(i: number, refreshSeconds?: number, cols = 5) {
  return {
    _id: `Ebbar${i}`,
    componentType: '13001',
    componentName: `bar${i}`,
    order: i + 1,
    componentRect: rect(i, 370, 250, cols),
    chartModel: {
      data: SALES,
      chartDataInit: 0,
      ...(refreshSeconds ? { chartData: { autoRefresh: true, interval: refreshSeconds, duration: 20 } } : {}),
    },
  };
}

/**
 * A loopback HTTP source answering a chart data page stamped with the moment it answered (its Title), on
 * a thread of its own: a source is another machine, and its answers must not wait on whatever the bench's
 * own thread is doing (driving pages, the wire viewers' calls).
 */
export async function stampedSource(): Promise<{ base: string; calls(): number; close(): void }> {
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `
    const { createServer } = require('node:http');
    const { parentPort, workerData } = require('node:worker_threads');
    const { page, counter } = workerData;
    const upstream = createServer((_req, res) => {
      Atomics.add(counter, 0, 1);
      // New values every answer, as live data has: bars that never change would skip ECharts' update
      // animation and draw far less than a real wall does.
      const Group = page.Group.map((g) => ({
        ...g,
        Content: g.Content.map((c) => ({ ...c, Y: Math.round(50 + Math.random() * 200) })),
      }));
      const body = JSON.stringify([{ ...page, Group, Title: 't' + Date.now() }]);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    upstream.listen(0, '127.0.0.1', () => parentPort.postMessage(upstream.address().port));
    `,
    { eval: true, workerData: { page: SALES[0]!, counter } },
  );
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    calls: () => Atomics.load(counter, 0),
    close: () => void worker.terminate(),
  };
}

/** Bar chart `i` of `charts` filling a 1920×1080 screen, bound to its own address of `base`, refreshed every second. */
export function liveChart(i: number, charts: number, base: string, requestExtra: object = {}) {
  const cols = charts > 20 ? 20 : 5;
  const w = Math.floor(1920 / cols) - 4;
  const h = Math.floor(1080 / Math.ceil(charts / cols)) - 4;
  return {
    _id: `Elive${String(i).padStart(4, '0')}`,
    componentType: '13001',
    componentName: `live ${i}`,
    order: i + 1,
    componentRect: {
      componentLeft: (i % cols) * (w + 4),
      componentTop: Math.floor(i / cols) * (h + 4),
      componentWidth: w,
      componentHeight: h,
      componentRotate: 0,
    },
    chartModel: { data: SALES, chartDataInit: 0 },
    requestSource: {
      type: 'api',
      url: `${base}/c/${i}`,
      requestType: 'GET',
      enable: true,
      interval: 1,
      ...requestExtra,
    },
  };
}

/**
 * Starts counting the data a page draws (the viewer's `tc:data-drawn` event, after the renderer applied
 * it) from stamped sources; the returned function stops and answers each drawing's age in ms.
 */
export async function recordDrawn(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __drawn: number[]; __recording: boolean };
    w.__drawn = [];
    w.__recording = true;
    window.addEventListener('tc:data-drawn', (e) => {
      if (!w.__recording) return;
      const data = (e as CustomEvent<{ data: { Title?: string }[] }>).detail.data;
      const title = Array.isArray(data) ? data[0]?.Title : undefined;
      if (typeof title === 'string' && title.startsWith('t'))
        w.__drawn.push(Date.now() - Number(title.slice(1)));
    });
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __drawn: number[]; __recording: boolean };
      w.__recording = false;
      return w.__drawn;
    });
}

/** The p-th percentile of an ascending list (null when empty). */
export const pct = (sorted: number[], p: number) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
