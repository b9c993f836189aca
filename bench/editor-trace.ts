// Diagnostics of bench/editor.ts (not a bench itself): where main-thread time goes during a phase.
// BENCH_TRACE=<folder>: record a Chrome trace of each phase and print main-thread self time per event.
// BENCH_PROFILE=1: print the functions with the most self time during each drag (V8 CPU profile).
import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from '@playwright/test';

const TRACE_DIR = process.env.BENCH_TRACE;
export const PROFILE = process.env.BENCH_PROFILE === '1';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { nodeName?: string; reason?: string } };
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

export async function traced<T>(
  browser: Browser,
  page: Page,
  phase: string,
  run: () => Promise<T>,
): Promise<T> {
  if (!TRACE_DIR) return run();
  const path = `${TRACE_DIR}/${phase}.json`;
  await browser.startTracing(page, {
    path,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      // Which elements were restyled, laid out or repainted (each repaint re-layerizes the whole page).
      'disabled-by-default-devtools.timeline.invalidationTracking',
      'blink',
      'cc',
      'v8',
    ],
  });
  const result = await run();
  const buffer = await browser.stopTracing();
  writeFileSync(path, buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const top = mainThreadSelfTimes(traceEvents).map(([n, us]) => `${n} ${(us / 1000).toFixed(1)}`);
  console.error(`[trace ${phase}] main-thread self ms: ${top.join(' | ')}`);
  const repainted = paintInvalidations(traceEvents).map(([what, n]) => `${what} ×${n}`);
  if (repainted.length) console.error(`[trace ${phase}] paint invalidations: ${repainted.join(' | ')}`);
  return result;
}

/**
 * What changed in the page during a phase, most frequent first: style and layout invalidations with their
 * reasons, and the elements painted (Chrome names them in its invalidation-tracking and Paint events).
 */
function paintInvalidations(events: TraceEvent[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const e of events) {
    const d = e.args?.data;
    const what =
      e.name === 'Paint'
        ? `paint ${d?.nodeName ?? '?'}`
        : /^(StyleRecalc|Layout)InvalidationTracking$/.test(e.name)
          ? `${e.name.replace('InvalidationTracking', '').toLowerCase()} ${d?.nodeName ?? '?'} (${d?.reason ?? '?'})`
          : null;
    if (what) counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

export const frame = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

/** Composited layers now and why they exist (BENCH_TRACE only): a layer per component is the usual culprit. */
export async function layerReport(page: Page, cdp: CDPSession, label: string): Promise<void> {
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

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** Self time per function of a V8 CPU profile, biggest first, as "name (file:line) ms". */
export function topSelf(profile: {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}): string[] {
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
