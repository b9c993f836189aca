// Editor speed with a big page, as the user waits for it: components saved through the save API, the
// editor opened in headless Chromium at 1920×1080, one component dragged by its body, then all of them.
// KIND=text|mixed|bar npm run bench -- editor   (BENCH_COMPONENTS, BENCH_RUNS override count and runs)
// Last line, each figure the median of the runs (docs/benchmarks.md says what each one means):
// {"kind","components","runs","open_ms","open_interactive_ms","gesture_down_ms","drag_one_move_task_ms",
//  "drag_all_move_task_ms","release_ms","commit_ms","save_bytes_all","undo_ms","select_all_ms","heap_mb",
//  "drag_one_ms","drag_all_ms","commit_one_ms","undo_save_bytes"}
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { startServer } from '../e2e/support/server';
import { newId } from '../packages/model/src/ids';
import { SALES } from '../packages/web/src/components/charts/samples';
import { PROFILE, frame, layerReport, topSelf, traced, type ProfileNode } from './editor-trace';
import { CHROMIUM_ARGS, SOLID_BLUE, signIn } from './viewer-kit';

type Kind = 'text' | 'mixed' | 'bar';
const KIND = (process.env.KIND ?? 'text') as Kind;
if (!['text', 'mixed', 'bar'].includes(KIND)) throw new Error(`KIND must be text, mixed or bar, not ${KIND}`);
const COMPONENTS = Number(process.env.BENCH_COMPONENTS ?? (KIND === 'bar' ? 200 : 2000));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MOVES = 40;
const SAVE_CHUNK = 400;
const SAVE = /\/api\/project\/detail\/v2\/save$/;
/** Waits for the page itself, never a fixed time: generous because the machine may be very busy. */
const WAIT = { timeout: 180_000 };

interface Env<T> {
  code: string;
  msg: string;
  data: T;
}

/**
 * The page fills a 1920×1080 canvas. Text and mixed pages are a dense grid of small components, so small
 * that at the editor's fit zoom the resize handles cover all of one: the component the bench drags alone
 * (Ebench0) is therefore larger and has the top-left corner to itself. Bar pages are 20 × 10 charts.
 */
const GRID =
  KIND === 'bar'
    ? { cols: 20, w: 92, h: 100, gap: 4, reserved: { cols: 0, rows: 0 } }
    : { cols: 50, w: 34, h: 22, gap: 4, reserved: { cols: 5, rows: 5 } };

function cells(n: number): { left: number; top: number }[] {
  const out: { left: number; top: number }[] = [{ left: 0, top: 0 }];
  for (let cell = GRID.reserved.cols > 0 ? 0 : 1; out.length < n; cell++) {
    const col = cell % GRID.cols;
    const row = Math.floor(cell / GRID.cols);
    if (col < GRID.reserved.cols && row < GRID.reserved.rows) continue;
    out.push({ left: col * (GRID.w + GRID.gap), top: row * (GRID.h + GRID.gap) });
  }
  return out;
}

/**
 * The dragged component keeps a name the bench can find; the others get ids as the editor makes them
 * (23 characters, 128 random bits), so save_bytes_all weighs what a user's select-all move sends.
 */
const IDS = Array.from({ length: COMPONENTS }, (_, i) => (i === 0 ? 'Ebench0' : newId('2D')));

function component(i: number, at: { left: number; top: number }) {
  const big = i === 0 && GRID.reserved.cols > 0;
  const base = {
    _id: IDS[i]!,
    componentName: `c${i}`,
    order: i + 1,
    opacity: 1,
    show: true,
    lock: false,
    componentRect: {
      componentLeft: at.left,
      componentTop: at.top,
      componentWidth: big ? GRID.reserved.cols * (GRID.w + GRID.gap) - GRID.gap : GRID.w,
      componentHeight: big ? GRID.reserved.rows * (GRID.h + GRID.gap) - GRID.gap : GRID.h,
      componentRotate: 0,
    },
  };
  const text = {
    ...base,
    componentType: '2005',
    textModel: { text: `T${i}`, textStyle: { fontSize: 12, color: '#FFFFFFFF' } },
  };
  if (KIND === 'text') return text;
  if (KIND === 'bar')
    return { ...base, componentType: '13001', chartModel: { data: SALES, chartDataInit: 0 } };
  const kind = i % 3;
  if (kind === 1) return text;
  if (kind === 2) return { ...base, componentType: '1007', imageModel: { imageUrl: '', fit: 'fill' } };
  return {
    ...base,
    componentType: '2110',
    backgroundColorData: SOLID_BLUE,
  };
}

async function metrics(cdp: CDPSession): Promise<{ script: number; task: number }> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const get = (n: string) => (list.find((m) => m.name === n)?.value ?? 0) * 1000;
  return { script: get('ScriptDuration'), task: get('TaskDuration') };
}

/** Main-thread task time of `run` (CDP TaskDuration: script, style, layout, paint of what it causes). */
async function taskTime(cdp: CDPSession, run: () => Promise<void>): Promise<number> {
  const before = await metrics(cdp);
  await run();
  return (await metrics(cdp)).task - before.task;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}
const rectOf = (page: Page, id: string) =>
  page.locator(`[data-id="${id}"]`).evaluate((el): Rect => {
    const s = (el as HTMLElement).style;
    return {
      left: parseFloat(s.left),
      top: parseFloat(s.top),
      width: parseFloat(s.width),
      height: parseFloat(s.height),
    };
  });

/**
 * A point of component `id`'s body clear of every Moveable handle and line (with a margin), as hit-tested
 * by the browser itself, nearest the centre; throws when the handles cover the whole component at this zoom.
 */
async function bodyPoint(page: Page, id: string): Promise<{ x: number; y: number; box: string }> {
  const found = await page.evaluate((id) => {
    const el = document.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`);
    if (!el) return null;
    const box = el.getBoundingClientRect();
    const margin = 4;
    const handles = [...document.querySelectorAll('[class*="moveable-"]')]
      .map((h) => h.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0 && r.width < box.width + 40);
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    let best: { x: number; y: number; d: number } | null = null;
    for (let x = Math.ceil(box.left) + margin; x <= box.right - margin; x += 2)
      for (let y = Math.ceil(box.top) + margin; y <= box.bottom - margin; y += 2) {
        const hit = document.elementFromPoint(x, y);
        // Inline rather than a named helper: tsx would wrap a named function in a helper the page lacks.
        const nearHandle = handles.some(
          (r) =>
            x >= r.left - margin && x <= r.right + margin && y >= r.top - margin && y <= r.bottom + margin,
        );
        if (nearHandle || hit?.closest('[data-id]') !== el) continue;
        const d = (x - cx) ** 2 + (y - cy) ** 2;
        if (!best || d < best.d) best = { x, y, d };
      }
    return best && { x: best.x, y: best.y, box: `${box.width.toFixed(0)}×${box.height.toFixed(0)}` };
  }, id);
  if (!found) throw new Error(`no point of ${id}'s body is clear of the resize/rotate handles at this zoom`);
  return found;
}

/** Pointer moves of a drag already pressed at (x, y): per-move script and task time, a frame after each. */
async function moveCost(page: Page, cdp: CDPSession, x: number, y: number) {
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
  return { script: (after.script - before.script) / MOVES, task: (after.task - before.task) / MOVES };
}

/** Releases the pointer; answers the release's task time, ms until the save was acknowledged and its bytes. */
async function release(page: Page, cdp: CDPSession) {
  const saved = page.waitForResponse((r) => SAVE.test(r.url()) && r.request().method() === 'POST', WAIT);
  const t0 = performance.now();
  const releaseTask = await taskTime(cdp, async () => {
    await page.mouse.up();
    await frame(page);
  });
  const res = await saved;
  const commit = performance.now() - t0;
  const env = (await res.json()) as Env<{ subCode: number }>;
  if (env.code !== '0' || env.data.subCode !== 0) throw new Error(`save refused: ${JSON.stringify(env)}`);
  return { releaseTask, commit, bytes: res.request().postDataBuffer()?.byteLength ?? 0 };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

try {
  const admin = await signIn(server);
  const made = await admin.api<{ projectFlag: string; projectId: string }>('project/v2/create', {
    projectName: 'Bench',
  });
  const doc = await admin.api<{
    revision: number;
    projectScenesList: { projectPageList: { _id: string }[] }[];
  }>('project/detail/v2/query', { projectFlag: made.projectFlag });
  const pageId = doc.projectScenesList[0]!.projectPageList[0]!._id;
  let revision = doc.revision;
  const at = cells(COMPONENTS);
  for (let start = 0; start < COMPONENTS; start += SAVE_CHUNK) {
    const opts = [];
    for (let i = start; i < Math.min(COMPONENTS, start + SAVE_CHUNK); i++)
      opts.push({
        command: 'add',
        path: `${pageId}.projectTwoComponentList`,
        records: { index: i, value: component(i, at[i]!) },
      });
    const saved = await admin.api<{ subCode: number; revision: number }>('project/detail/v2/save', {
      projectId: made.projectId,
      baseRevision: revision,
      opts,
    });
    if (saved.subCode !== 0) throw new Error(`save failed: subCode ${saved.subCode}`);
    revision = saved.revision;
  }

  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  // Long tasks of every document, for open_interactive_ms (the end of the last one after opening).
  await context.addInitScript(() => {
    const w = window as unknown as { __longTaskEnds: number[] };
    w.__longTaskEnds = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__longTaskEnds.push(performance.timeOrigin + e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.evaluate((s) => localStorage.setItem('tc-session', JSON.stringify(s)), {
    ...admin.session,
    expiresAt: Date.now() + 86_400_000,
  });
  // Warm the HTTP cache once so open_ms measures the editor, not the first download of the bundle.
  await page.goto(`${server.url}/manage`);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  const runs: Record<string, number>[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const t0 = Date.now();
    await traced(browser, page, 'open', async () => {
      await page.goto(`${server.url}/project/${made.projectFlag}`);
      await page.waitForFunction(
        (n) => document.querySelectorAll('.tc-stage > .tc-comp').length >= n,
        COMPONENTS,
        { polling: 'raf', ...WAIT },
      );
      await frame(page);
    });
    const openMs = Date.now() - t0;
    // Interactive: no long task has ended for 2 s (bounded: a page that never settles fails the bench).
    await page.waitForFunction(
      () => {
        const ends = (window as unknown as { __longTaskEnds: number[] }).__longTaskEnds;
        return Date.now() - Math.max(0, ...ends) > 2000;
      },
      undefined,
      { polling: 250, ...WAIT },
    );
    const lastLongTask = await page.evaluate(() =>
      Math.max(0, ...(window as unknown as { __longTaskEnds: number[] }).__longTaskEnds),
    );
    const openInteractiveMs = Math.max(openMs, lastLongTask - t0);
    const count = await page.locator('.tc-stage > .tc-comp').count();
    if (count < COMPONENTS) throw new Error(`only ${count} of ${COMPONENTS} components drawn`);
    await layerReport(page, cdp, 'opened');

    // One component: selected by a click on its body, then dragged by a point of its body clear of handles.
    const box = (await page.locator('[data-id="Ebench0"]').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(
      () => document.querySelector('[data-id="Ebench0"].tc-selected'),
      undefined,
      WAIT,
    );
    await frame(page);
    const grab = await bodyPoint(page, 'Ebench0');
    const rectBefore = await rectOf(page, 'Ebench0');
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x + 2, grab.y + 2);
    await frame(page);
    const one = await traced(browser, page, 'drag-one', () => moveCost(page, cdp, grab.x, grab.y));
    const oneSaved = await release(page, cdp);
    const rectAfter = await rectOf(page, 'Ebench0');
    if (rectAfter.width !== rectBefore.width || rectAfter.height !== rectBefore.height)
      throw new Error(
        `drag_one resized Ebench0 (${JSON.stringify(rectBefore)} → ${JSON.stringify(rectAfter)})`,
      );
    if (rectAfter.left === rectBefore.left && rectAfter.top === rectBefore.top)
      throw new Error(`drag_one did not move Ebench0 (still at ${rectBefore.left},${rectBefore.top})`);

    // Select all (Ctrl+A), then drag the batch by one of its members.
    await page.locator('[data-testid="viewport"]').hover({ position: { x: 3, y: 3 } });
    const s0 = performance.now();
    await page.keyboard.press('Control+a');
    await page.waitForFunction(
      (n) => document.querySelectorAll('.tc-comp.tc-selected').length >= n,
      COMPONENTS,
      { polling: 'raf', ...WAIT },
    );
    await frame(page);
    const selectAllMs = performance.now() - s0;
    const memberId = IDS[Math.min(KIND === 'bar' ? 60 : 600, COMPONENTS - 1)]!;
    const member = await bodyPoint(page, memberId);
    const leftBefore = (await rectOf(page, memberId)).left;
    await page.mouse.move(member.x, member.y);
    const downTask = await taskTime(cdp, async () => {
      await page.mouse.down();
      await page.mouse.move(member.x + 2, member.y + 2);
      await frame(page);
    });
    await layerReport(page, cdp, `dragging all from ${member.x},${member.y}`);
    const all = await traced(browser, page, 'drag-all', () => moveCost(page, cdp, member.x, member.y));
    const allSaved = await release(page, cdp);
    const leftAfter = (await rectOf(page, memberId)).left;
    if (leftAfter === leftBefore) throw new Error(`the select-all drag did not move ${memberId}`);

    // Undo the batch move (drawn back, then saved), then the single move, so every run starts alike.
    const undoSaved = page.waitForResponse((r) => SAVE.test(r.url()), WAIT);
    const u0 = performance.now();
    await page.keyboard.press('Control+z');
    await page.waitForFunction(
      ([id, l]) => parseFloat((document.querySelector(`[data-id="${id}"]`) as HTMLElement).style.left) === l,
      [memberId, leftBefore] as const,
      { polling: 'raf', ...WAIT },
    );
    await frame(page);
    const undoMs = performance.now() - u0;
    const undoBytes = (await undoSaved).request().postDataBuffer()?.byteLength ?? 0;
    const oneUndone = page.waitForResponse((r) => SAVE.test(r.url()), WAIT);
    await page.keyboard.press('Control+z');
    await oneUndone;

    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const figures = {
      open_ms: openMs,
      open_interactive_ms: openInteractiveMs,
      gesture_down_ms: downTask,
      drag_one_move_task_ms: one.task,
      drag_all_move_task_ms: all.task,
      release_ms: allSaved.releaseTask,
      commit_ms: allSaved.commit,
      save_bytes_all: allSaved.bytes,
      undo_ms: undoMs,
      select_all_ms: selectAllMs,
      heap_mb: heap.usedSize / 2 ** 20,
      drag_one_ms: one.script,
      drag_all_ms: all.script,
      commit_one_ms: oneSaved.commit,
      undo_save_bytes: undoBytes,
    };
    console.error(
      `[run ${run}] grabbed Ebench0 (${grab.box}) at ${grab.x},${grab.y}; ${JSON.stringify(figures)}`,
    );
    runs.push(figures);
  }

  const median = (k: string) => {
    const s = runs.map((r) => r[k]!).sort((a, b) => a - b);
    const m = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
    return Number(m.toFixed(2));
  };
  console.log(
    JSON.stringify({
      kind: KIND,
      components: COMPONENTS,
      runs: RUNS,
      ...Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, median(k)])),
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
