#!/usr/bin/env node
// `npm test`: build, then browser E2E (Playwright + Chromium) beside lint, format and type check followed by
// the unit + API integration tests (Vitest, real databases) and then more of the E2E files. Every step runs
// even when an earlier one fails, so one run shows everything; the last line is the plain
// "N passed, N failed" summary CI reads.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';

const only = process.argv.slice(2);
const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  [
    'unit+api',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest.json',
      // As the E2E run does: on CI a test that fails is tried once more; one that then passes is listed
      // as flaky in the summary (its first error kept) instead of losing a whole run to one
      // timing-sensitive test on a busy machine. On the command line: a root config's `retry` does not
      // reach the projects.
      ...(process.env.CI ? ['--retry=1'] : []),
    ],
  ],
  // The model's line coverage (vitest.config.ts: at least 95 %) from its own tests, apart: coverage in the
  // main run slowed every server and web test too (511 s without it, 555 s with it, same machine).
  ['coverage', 'npx', ['vitest', 'run', '--project', 'model', '--coverage', '--reporter=dot']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['e2e', 'node', ['scripts/e2e.mjs']],
].filter(([name]) => only.length === 0 || only.includes(name));

mkdirSync('test-results', { recursive: true });
const isReport = (f) => f === 'vitest.json' || /^e2e-report.*\.json$/.test(f);
for (const f of readdirSync('test-results')) if (isReport(f)) rmSync(`test-results/${f}`, { force: true });

/**
 * How the steps share the two cores: the build first (the browser tests run the built app, and the type
 * check's `tsc -b` would write the same package outputs as the build's), then two lanes side by side: the
 * browser tests, and the checks followed by Vitest. The browser tests alone leave part of the machine
 * idle (one page at a time: the browser, then the server, then the test's own process take turns), so once
 * the second lane is done it takes E2E files too: the files are one queue, each lane runs a batch of them
 * in a Playwright run of its own (with its own server) and comes back for more, the first lane from the
 * front, the second from the back. A batch is a third of what is left, so the lanes end close together
 * with few runs (each costs a few seconds to start). Every wait in both suites is for its condition, not
 * for a time, so sharing the cores slows them without failing them (`npm run test:busy` checks that with
 * the cores already full). Lint, format check, type check and the model's coverage are independent of
 * each other and start together.
 */
const SIDE_BY_SIDE = new Set(['lint', 'format', 'typecheck', 'coverage']);
const step = (name) => steps.find(([n]) => n === name);
const e2eQueue = step('e2e')
  ? readdirSync('e2e/tests')
      .filter((f) => f.endsWith('.spec.ts'))
      .sort()
      .map((f) => `e2e/tests/${f}`)
  : [];
let e2eRuns = 0;

/** Runs a step with its output kept and printed in one piece when it ends (lanes would interleave it). */
function runCaptured([name, cmd, args], env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    const done = (ok) => {
      console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(out));
      resolve({ name, ok, s: Math.round((Date.now() - started) / 1000) });
    };
    child.on('error', (e) => (out.push(Buffer.from(String(e))), done(false)));
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs a step with its output printed as it comes (the one lane whose progress shows live). */
function runLive([name, cmd, args], env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const done = (ok) => resolve({ name, ok, s: Math.round((Date.now() - started) / 1000) });
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * Takes batches of E2E files off the queue until it is empty; each batch is one Playwright run whose
 * report and output folder carry the run's number (E2E_RUN, read by e2e/playwright.config.ts).
 */
async function e2eLane(fromFront, run) {
  const done = [];
  while (e2eQueue.length > 0) {
    const n = Math.ceil(e2eQueue.length / 3);
    const files = fromFront ? e2eQueue.splice(0, n) : e2eQueue.splice(-n);
    const id = String(++e2eRuns);
    done.push(await run([`e2e#${id}`, 'node', ['scripts/e2e.mjs', ...files]], { E2E_RUN: id }));
  }
  return done;
}

const results = [];
if (step('build')) results.push(await runLive(step('build')));
const checksThenVitestThenE2e = async () => {
  const checks = steps.filter(([name]) => SIDE_BY_SIDE.has(name));
  const done = await Promise.all(checks.map((s) => runCaptured(s)));
  if (step('unit+api')) done.push(await runCaptured(step('unit+api')));
  return [...done, ...(await e2eLane(false, runCaptured))];
};
const [browser, others] = await Promise.all([e2eLane(true, runLive), checksThenVitestThenE2e()]);
results.push(...others, ...browser);

let passed = 0;
let failed = 0;
let skipped = 0;
// CI keeps only the tail of the log, so the names of failed (and passed-on-retry) tests are repeated.
const failedNames = [];
const flakyNames = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 240);
if (existsSync('test-results/vitest.json')) {
  const v = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const where = String(file.name).replace(`${process.cwd()}/`, '');
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of tests)
      failedNames.push(`unit+api ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // Passed on its retry (CI retries once, as Playwright does): the first attempt's error is kept.
    for (const t of file.assertionResults ?? [])
      if (t.status === 'passed' && t.failureMessages?.length)
        flakyNames.push(`unit+api ${where} › ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
    // A file that failed to load has no failed test in it but still fails the run.
    if (file.status === 'failed' && tests.length === 0)
      failedNames.push(`unit+api ${where}: ${firstLine(file.message)}`);
  }
}
for (const report of readdirSync('test-results').filter((f) => isReport(f) && f !== 'vitest.json')) {
  const e = JSON.parse(readFileSync(`test-results/${report}`, 'utf8'));
  passed += e.stats.expected + e.stats.flaky;
  failed += e.stats.unexpected;
  skipped += e.stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const failing = t.results?.find((r) => r.error);
          const name = `e2e ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
          (t.status === 'flaky' ? flakyNames : failedNames).push(
            `${name}: ${firstLine(failing?.error?.message)}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const fileSuite of e.suites ?? []) walk(fileSuite, []); // a file's own suite is titled by its path
}
// Vitest fails the step on errors outside any test (an unhandled rejection) with every test passed.
const unitStep = results.find((r) => r.name === 'unit+api');
if (unitStep && !unitStep.ok && !failedNames.some((n) => n.startsWith('unit+api')))
  failedNames.push('unit+api: errors outside any test (see "Unhandled Errors" in the log)');
// A failed step with no failed test in it (lint, type check, build) still counts as one failure, as does
// an E2E run that ended without a report (its server or browser did not start).
for (const r of results) {
  if (r.ok || r.name === 'unit+api') continue;
  const e2eRun = /^e2e#(\d+)$/.exec(r.name);
  if (e2eRun && existsSync(`test-results/e2e-report-${e2eRun[1]}.json`)) continue;
  failed += 1;
  if (e2eRun) failedNames.push(`${r.name}: ended without a report (see its output above)`);
}

console.log('\n=== summary');
for (const name of flakyNames) console.log(`flaky: ${name}`);
for (const name of failedNames) console.log(`failed: ${name}`);
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.s}s)`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
