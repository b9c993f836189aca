import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';

/**
 * Screenshots to be looked at (rule: a changed screen is seen before it is called done): into the
 * folder E2E_SHOTS names when it is set, else into the running test's output folder.
 */
export function shotPath(name: string): string {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return test.info().outputPath(`${name}.png`);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/** Takes the screenshot of a page (its viewport) or of one element. */
export async function shot(target: Page | Locator, name: string): Promise<void> {
  await target.screenshot({ path: shotPath(name) });
}
