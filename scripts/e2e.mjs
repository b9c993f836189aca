#!/usr/bin/env node
// Browser E2E: needs Debian's Chromium headless shell (e2e/support/browser.ts says why that build) and a
// built app. Installs the shell with apt when it can (root); otherwise says the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// The pixel references (e2e/references) were drawn with these fonts: Noto CJK for Chinese, Liberation for Latin.
const PACKAGES = ['chromium-headless-shell', 'fonts-noto-cjk', 'fonts-liberation'];
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing Debian packages ${PACKAGES.join(' and ')} …`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
      stdio: 'inherit',
      env,
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  } else {
    console.error(`Chromium is missing. Install it with:\n  sudo apt-get install -y ${PACKAGES.join(' ')}`);
    process.exit(1);
  }
}
if (!existsSync('packages/server/dist/main.js') || !existsSync('packages/web/dist/index.html')) {
  const b = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const r = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(r.status ?? 1);
