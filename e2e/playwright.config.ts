import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM } from './support/browser';

// Worker processes load this file too: each takes the server global-setup started for its parallel index
// (support/global-setup.ts), so helpers reading E2E_BASE_URL and `baseURL` both name that server.
const parallelIndex = process.env.TEST_PARALLEL_INDEX;
const ownServer = parallelIndex === undefined ? undefined : process.env[`E2E_BASE_URL_${parallelIndex}`];
if (ownServer) process.env.E2E_BASE_URL = ownServer;
// `npm test` splits the files into several Playwright runs (scripts/test.mjs): each keeps its own report
// and output folder, named by E2E_RUN.
const run = process.env.E2E_RUN ? `-${process.env.E2E_RUN}` : '';

/**
 * Real Chromium (e2e/support/browser.ts) against a real server that global-setup starts on a free port
 * with a fresh data folder.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `../test-results/e2e${run}`,
  globalSetup: './support/global-setup.ts',
  // E2E_WORKERS=2 runs files side by side (the tests of one file in order), each worker against its own
  // server. One by default: on the 2-core machine two workers with software WebGL each ran their tests
  // about twice as slowly (1.2x the throughput, measured in a fresh-clone run), for more timing risk.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  // Generous ceilings: the suite must pass with every core busy (each wait is for its condition, so a
  // fast machine never waits longer).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: `../test-results/e2e-report${run}.json` }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // Only a failed test's retry records a trace (`--trace on` locally): recording every test's made the
    // browser stream and encode frames throughout, a quarter of the run's CPU (docs/architecture.md#tests).
    trace: 'on-first-retry',
    // The product honours "reduce motion" (app/reducedMotion.ts): dialogs and menus open in place, so a
    // click cannot land on a button that a zoom-in animation is still moving (seen with a loaded page).
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Software WebGL (SwiftShader) for the 3D scenes and maps; 2D pages are unaffected.
        '--enable-unsafe-swiftshader',
      ],
    },
  },
});
