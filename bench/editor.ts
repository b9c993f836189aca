// Editor speed with a big page: 2,000 components saved through the save API, opened in headless Chromium.
// npm run bench -- editor   → last line
// {"open_ms","drag_one_ms","drag_all_ms","drag_one_task_ms","drag_all_task_ms","components"}
// *_ms per pointer move: script time (CDP ScriptDuration) and main-thread task time (TaskDuration), which
// includes style, layout and paint of the frame each move produces.
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { ADMIN, startServer } from '../e2e/support/server';

const COMPONENTS = Number(process.env.BENCH_COMPONENTS ?? 2000);
const MOVES = 40;
const SAVE_CHUNK = 400;
/** BENCH_TRACE=<folder>: also record a Chrome trace of each phase and print where main-thread time went. */
const TRACE_DIR = process.env.BENCH_TRACE;
/** BENCH_PROFILE=1: also print the functions with the most self time during each drag (V8 CPU profile). */
const PROFILE = process.env.BENCH_PROFILE === '1';

interface Env<T> {
  code: string;
  msg: string;
  data: T;
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as Env<T>;
  if (String(env.code) !== '0') throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

function component(i: number) {
  const kind = i % 3;
  const base = {
    _id: `Ebench${i}`,
    componentName: `c${i}`,
    order: i + 1,
    opacity: 1,
    show: true,
    lock: false,
    componentRect: {
      componentLeft: (i % 50) * 38,
      componentTop: Math.floor(i / 50) * 26,
      componentWidth: 34,
      componentHeight: 22,
      componentRotate: 0,
    },
  };
  if (kind === 0)
    return {
      ...base,
      componentType: '2110',
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
  if (kind === 1)
    return {
      ...base,
      componentType: '2005',
      textModel: { text: `T${i}`, textStyle: { fontSize: 12, color: '#FFFFFFFF' } },
    };
  return { ...base, componentType: '1007', imageModel: { imageUrl: '', fit: 'fill' } };
}

async function metrics(cdp: CDPSession): Promise<{ script: number; task: number }> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const get = (n: string) => (list.find((m) => m.name === n)?.value ?? 0) * 1000;
  return { script: get('ScriptDuration'), task: get('TaskDuration') };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Self time per event name on the renderer main thread, biggest first (nested events subtracted). */
function mainThreadSelfTimes(events: TraceEvent[]): [string, number][] {
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  if (!main) return [];
  const spans = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const e of spans) {
    while (stack.length > 0 && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur!);
    stack.push(e);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14);
}

async function traced<T>(browser: Browser, page: Page, phase: string, run: () => Promise<T>): Promise<T> {
  if (!TRACE_DIR) return run();
  const path = `${TRACE_DIR}/${phase}.json`;
  await browser.startTracing(page, {
    path,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8'],
  });
  const result = await run();
  const buffer = await browser.stopTracing();
  writeFileSync(path, buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const top = mainThreadSelfTimes(traceEvents).map(([n, us]) => `${n} ${(us / 1000).toFixed(1)}`);
  console.error(`[trace ${phase}] main-thread self ms: ${top.join(' | ')}`);
  return result;
}

const frame = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

/** Composited layers now and why they exist (BENCH_TRACE only): a layer per component is the usual culprit. */
async function layerReport(page: Page, cdp: CDPSession, label: string): Promise<void> {
  if (!TRACE_DIR) return;
  let layers: { layerId: string }[] = [];
  cdp.on('LayerTree.layerTreeDidChange', (e: { layers?: { layerId: string }[] }) => {
    if (e.layers) layers = e.layers;
  });
  await cdp.send('LayerTree.enable');
  // A style poke makes Chrome commit a frame, which reports the tree.
  await page.evaluate(() => document.body.style.setProperty('--tc-poke', String(Math.random())));
  await frame(page);
  await page.waitForTimeout(500);
  const reasons = new Map<string, number>();
  for (const l of layers.slice(0, 300)) {
    const r = (await cdp.send('LayerTree.compositingReasons', { layerId: l.layerId })) as {
      compositingReasonIds?: string[];
    };
    const key = (r.compositingReasonIds ?? []).join('+') || '(none)';
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  await cdp.send('LayerTree.disable');
  console.error(
    `[layers ${label}] ${layers.length}: ${[...reasons].map(([k, n]) => `${k} ×${n}`).join(', ')}`,
  );
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** Self time per function of a V8 CPU profile, biggest first, as "name (file:line) ms". */
function topSelf(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id)!.callFrame;
    const key = `${f.functionName || '(anon)'} (${f.url.split('/').at(-1)}:${f.lineNumber})`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // The heaviest call paths of our own code (not idle/program/GC), to see what calls the top functions.
  const paths = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id)!.callFrame;
    if (!f.url) return;
    const names: string[] = [];
    for (let at: number | undefined = id; at !== undefined && names.length < 9; at = parent.get(at)) {
      const c = byNode.get(at)!.callFrame;
      if (c.url) names.push(`${c.functionName || '?'}:${c.lineNumber}:${c.columnNumber}`);
    }
    const key = names.join(' < ');
    paths.set(key, (paths.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const heaviest = [...paths.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return [
    ...[...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 16)
      .map(([k, ms]) => `${ms.toFixed(1)} ${k}`),
    ...heaviest.map(([k, ms]) => `path ${ms.toFixed(1)} ${k}`),
  ];
}

/** Pointer moves of a drag from (x, y); per-move script and task time, each move followed by a frame. */
async function dragCost(page: Page, cdp: CDPSession, x: number, y: number) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 2, y + 2);
  await frame(page);
  await layerReport(page, cdp, `dragging from ${x},${y}`);
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  const before = await metrics(cdp);
  for (let i = 1; i <= MOVES; i++) {
    await page.mouse.move(x + 2 + i * 3, y + 2 + i * 2);
    await frame(page);
  }
  const after = await metrics(cdp);
  if (PROFILE) {
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    console.error(`[profile ${MOVES} moves] self ms:\n  ${topSelf(profile).join('\n  ')}`);
  }
  await page.mouse.up();
  return { script: (after.script - before.script) / MOVES, task: (after.task - before.task) / MOVES };
}

try {
  const login = await post<{
    access_token: string;
    refresh_token: string;
    user: { groups: { groupId: string }[] };
  }>('userPro/login', ADMIN);
  const groupId = login.user.groups[0]!.groupId;
  const headers = { authorization: `Bearer ${login.access_token}`, 'current-group': groupId };
  const made = await post<{ projectFlag: string; projectId: string }>(
    'project/v2/create',
    { projectName: 'Bench' },
    headers,
  );
  const doc = await post<{ revision: number; projectScenesList: { projectPageList: { _id: string }[] }[] }>(
    'project/detail/v2/query',
    { projectFlag: made.projectFlag },
    headers,
  );
  const pageId = doc.projectScenesList[0]!.projectPageList[0]!._id;
  let revision = doc.revision;
  for (let start = 0; start < COMPONENTS; start += SAVE_CHUNK) {
    const opts = [];
    for (let i = start; i < Math.min(COMPONENTS, start + SAVE_CHUNK); i++)
      opts.push({
        command: 'add',
        path: `${pageId}.projectTwoComponentList`,
        records: { index: i, value: component(i) },
      });
    const saved = await post<{ subCode: number; revision: number }>(
      'project/detail/v2/save',
      { projectId: made.projectId, baseRevision: revision, opts },
      headers,
    );
    if (saved.subCode !== 0) throw new Error(`save failed: subCode ${saved.subCode}`);
    revision = saved.revision;
  }

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.evaluate((s) => localStorage.setItem('tc-session', JSON.stringify(s)), {
    access_token: login.access_token,
    refresh_token: login.refresh_token,
    user: login.user,
    groupId,
    expiresAt: Date.now() + 86_400_000,
  });
  // Warm the HTTP cache once so open_ms measures the editor, not the first download of the bundle.
  await page.goto(`${server.url}/manage`);
  await page.waitForLoadState('networkidle');

  const t0 = Date.now();
  await traced(browser, page, 'open', async () => {
    await page.goto(`${server.url}/project/${made.projectFlag}`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('.tc-stage > .tc-comp').length >= n,
      COMPONENTS,
      { polling: 'raf' },
    );
    await frame(page);
  });
  const openMs = Date.now() - t0;
  const count = await page.locator('.tc-stage > .tc-comp').count();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await layerReport(page, cdp, 'opened');

  // One component: the first rectangle, selected by its click, then dragged.
  const target = (await page.locator('[data-id="Ebench0"]').boundingBox())!;
  const cx = target.x + target.width / 2;
  const cy = target.y + target.height / 2;
  await page.mouse.click(cx, cy);
  await frame(page);
  const one = await traced(browser, page, 'drag-one', () => dragCost(page, cdp, cx, cy));
  await page.waitForTimeout(300);

  // Select all (Ctrl+A), then drag the batch by one of its members.
  await page.locator('[data-testid="viewport"]').hover({ position: { x: 3, y: 3 } });
  await page.keyboard.press('Control+a');
  await page.waitForFunction(
    (n) => document.querySelectorAll('.tc-comp.tc-selected').length >= n,
    COMPONENTS - 1,
  );
  await frame(page);
  const member = (await page.locator('[data-id="Ebench60"]').boundingBox())!;
  const leftOf = () => page.locator('[data-id="Ebench60"]').evaluate((el) => (el as HTMLElement).style.left);
  const leftBefore = await leftOf();
  const all = await traced(browser, page, 'drag-all', () =>
    dragCost(page, cdp, member.x + member.width / 2, member.y + member.height / 2),
  );
  await page.waitForFunction(
    (l) => (document.querySelector('[data-id="Ebench60"]') as HTMLElement).style.left !== l,
    leftBefore,
  );
  console.error(`select-all drag moved Ebench60 from ${leftBefore} to ${await leftOf()}`);

  console.log(
    JSON.stringify({
      open_ms: openMs,
      drag_one_ms: Number(one.script.toFixed(2)),
      drag_all_ms: Number(all.script.toFixed(2)),
      drag_one_task_ms: Number(one.task.toFixed(2)),
      drag_all_task_ms: Number(all.task.toFixed(2)),
      components: count,
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
