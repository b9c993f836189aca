// Shared by bench/viewer.ts and bench/viewer-bundle.ts (not a bench itself; `npm run bench -- viewer-kit`
// only prints nothing useful): the server, the browser, and dashboards published as share links.
import { chromium, type Browser } from '@playwright/test';
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

export interface Kit {
  server: RunningServer;
  browser: Browser;
  /** Creates a project whose first page holds `components` (and more pages), publishes it, answers the link. */
  shareDashboard(name: string, pages: object[][]): Promise<string>;
  close(): Promise<void>;
}

export async function startKit(env: Record<string, string> = {}): Promise<Kit> {
  const server = await startServer(env);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
  });
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
  const login = await call<{ access_token: string; user: { groups: { groupId: string }[] } }>(
    'POST',
    'userPro/login',
    ADMIN,
  );
  const headers = {
    authorization: `Bearer ${login.access_token}`,
    'current-group': login.user.groups[0]!.groupId,
  };
  return {
    server,
    browser,
    async shareDashboard(name, pages) {
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
      const opts = pages.flatMap((components, p) => {
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
      const share = await call<{ shareId: string }>(
        'PUT',
        'project/share/v2',
        { projectId: made.projectId },
        headers,
      );
      return `${server.url}/share/${share.shareId}`;
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
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

/** A circle (2112): a shape kind drawing SVG, so "rendered" is observable (a rectangle draws no markup). */
export function shapeComponent(i: number, cols = 20) {
  return {
    _id: `Ebshape${i}`,
    componentType: '2112',
    componentName: `r${i}`,
    order: i + 1,
    componentRect: rect(i, 90, 40, cols),
    backgroundColorData: {
      colorType: 1,
      solidColor: '#2F6FEBFF',
      gradientColor: {
        gradientRotate: 0,
        gradientColors: ['#FFFFFFFF', '#000000FF'],
        gradientLocations: [0, 1],
      },
    },
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
