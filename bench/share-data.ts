// Live data on a shared big screen, as its viewers see it: N bar charts, each bound to its own HTTP source
// on loopback refreshing every second, opened by V viewers (browser pages) at once.
// - updates_per_s: new data drawn per second per viewer (the viewer's `tc:data-drawn` event, fired after
//   the chart's renderer has applied the data); the ideal is N.
// - latency: from the source's answer (its timestamp inside the data) to the chart drawn, p50 and p95.
// - source_calls_per_s: calls reaching the sources per second, all viewers together (fan-out: ideally N,
//   whatever V).
// - server_cpu_pct: the server process's CPU time over the measured time (100 = one core).
// - main_thread_busy_pct: the share of the measured time the first viewer's main thread spent in tasks
//   (Chrome's TaskDuration): the headroom left; near 100 the latency is queueing behind drawing.
// With V > 1, one viewer is a browser page and the other V - 1 are wire viewers (bench/wire-viewer.ts):
// clients asking for the same data on the page's schedule without drawing it, as the other screens of a
// wall are other machines; updates and latency are the browser viewer's, and `wire_answer_p50_ms` /
// `wire_answer_p95_ms` / `wire_failed_items` say how the server answered the others. BROWSER_VIEWERS=all
// opens V browser pages instead (measuring this machine drawing V × N charts); BROWSER_VIEWERS=0 makes all
// V wire viewers (the server's side alone, without a page drawing 200 charts on the same two cores).
// PREVIEW=1 opens the signed-in preview of the same dashboard instead of its share link (browser pages
// only: the wire viewers speak the share protocol).
// npm run bench -- share-data [charts,viewers ...]   e.g. `-- 200,1 200,10`; default 20,1 200,1 20,10 200,10
// → one JSON line per run on stderr, last line on stdout: {"runs":[...]} with the keys of each run, plus
// the 200-chart single-viewer run's keys at the top level.
import { readFileSync } from 'node:fs';
import { liveChart, pct, recordDrawn, stampedSource, startKit } from './viewer-kit';
import { wireViewer, type WireFigures } from './wire-viewer';

const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 8);
const MEASURE_S = Number(process.env.BENCH_MEASURE_S ?? 20);
const PREVIEW = process.env.PREVIEW === '1';
/** Viewers that are Chromium pages (the rest are wire viewers): 1 by default, 0 for the server's side alone. */
const browserViewersOf = (viewers: number) =>
  PREVIEW || process.env.BROWSER_VIEWERS === 'all'
    ? viewers
    : Math.min(viewers, Number(process.env.BROWSER_VIEWERS ?? 1));
const runs = (
  process.argv.slice(2).length ? process.argv.slice(2) : ['20,1', '200,1', '20,10', '200,10']
).map((r) => r.split(',').map(Number) as [number, number]);

const source = await stampedSource();
const TICKS_PER_S = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times
/** The server process's user + system CPU time in seconds. */
const serverCpuSeconds = () => {
  const fields = readFileSync(`/proc/${kit.server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
};
const kit = await startKit({ DATA_ALLOW_HOSTS: '127.0.0.1/32' });

async function run(charts: number, viewers: number) {
  const charted = [Array.from({ length: charts }, (_, i) => liveChart(i, charts, source.base))];
  // PREVIEW=1: the signed-in preview of the same dashboard instead of its share link.
  const link = PREVIEW
    ? `${kit.server.url}/preview/${(await kit.createDashboard(`${charts} live charts`, charted)).projectFlag}`
    : await kit.shareDashboard(`${charts} live charts`, charted);
  const browserViewers = browserViewersOf(viewers);
  const contexts = await Promise.all(
    Array.from({ length: browserViewers }, () =>
      kit.browser.newContext({ viewport: { width: 1920, height: 1080 } }),
    ),
  );
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  if (PREVIEW)
    await Promise.all(
      pages.map(async (p) => {
        await p.goto(`${kit.server.url}/login`);
        await p.evaluate((s) => localStorage.setItem('tc-session', JSON.stringify(s)), {
          ...kit.session,
          expiresAt: Date.now() + 86_400_000,
        });
      }),
    );
  const wires = await Promise.all(
    Array.from({ length: viewers - browserViewers }, () =>
      wireViewer(
        kit.server.url,
        link,
        charted[0]!.map((c) => c._id),
        1000,
      ),
    ),
  );
  await Promise.all(pages.map((p) => p.goto(link)));
  await Promise.all(
    pages.map((p) =>
      p.waitForSelector(`[data-testid="view-Elive${String(charts - 1).padStart(4, '0')}"] canvas`),
    ),
  );
  await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
  for (const w of wires) w.reset();
  const stops = await Promise.all(pages.map(recordDrawn));
  const cdp = pages[0] ? await contexts[0]!.newCDPSession(pages[0]) : null;
  await cdp?.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp?.send('Performance.getMetrics'))?.metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const tasksBefore = await taskSeconds();
  const serverBefore = serverCpuSeconds();
  const callsBefore = source.calls();
  const started = Date.now();
  await new Promise((r) => setTimeout(r, MEASURE_S * 1000));
  const latencies = (await Promise.all(stops.map((stop) => stop()))).flat();
  const seconds = (Date.now() - started) / 1000;
  const busy = (await taskSeconds()) - tasksBefore;
  const serverCpu = serverCpuSeconds() - serverBefore;
  const wired: WireFigures[] = await Promise.all(wires.map((w) => w.stop()));
  const answerMs = wired.flatMap((w) => w.answerMs).sort((a, b) => a - b);
  const calls = source.calls() - callsBefore;
  await Promise.all(contexts.map((c) => c.close()));
  latencies.sort((a, b) => a - b);
  const result = {
    charts,
    viewers,
    ...(PREVIEW ? { page: 'preview' } : {}),
    ...(browserViewers < viewers ? { browser_viewers: browserViewers } : {}),
    ...(browserViewers > 0
      ? {
          updates_per_s: Math.round((latencies.length / seconds / browserViewers) * 10) / 10,
          latency_p50_ms: pct(latencies, 50),
          latency_p95_ms: pct(latencies, 95),
          main_thread_busy_pct: Math.round((busy / seconds) * 100),
        }
      : {}),
    source_calls_per_s: Math.round((calls / seconds) * 10) / 10,
    server_cpu_pct: Math.round((serverCpu / seconds) * 100),
    ...(wired.length > 0
      ? {
          wire_answer_p50_ms: pct(answerMs, 50),
          wire_answer_p95_ms: pct(answerMs, 95),
          wire_items_per_s: Math.round((wired.reduce((n, w) => n + w.items, 0) / seconds) * 10) / 10,
          wire_failed_items: wired.reduce((n, w) => n + w.failedItems, 0),
          wire_failed_codes: wired.reduce<Record<string, number>>((all, w) => {
            for (const [code, n] of Object.entries(w.failedCodes)) all[code] = (all[code] ?? 0) + n;
            return all;
          }, {}),
        }
      : {}),
  };
  console.error(JSON.stringify(result));
  return result;
}

try {
  const results = [];
  for (const [charts, viewers] of runs) results.push(await run(charts, viewers));
  const headline = results.find((r) => r.charts === 200 && r.viewers === 1) ?? results[0];
  console.log(JSON.stringify({ ...headline, runs: results }));
} finally {
  await kit.close();
  source.close();
}
