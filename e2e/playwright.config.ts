import { defineConfig } from '@playwright/test';

/**
 * Real Chromium (Debian's /usr/bin/chromium, never a downloaded build) against a real server that
 * global-setup starts on a free port with a fresh data folder.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous ceilings: the suite must pass with every core busy (each wait is for its condition, so a
  // fast machine never waits longer).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
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
        // Software WebGL (SwiftShader) for the 3D scenes and maps; 2D pages are unaffected.
        '--enable-unsafe-swiftshader',
      ],
    },
  },
});
