import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots to be looked at (rule: a changed screen is seen before it is called done), taken only when
 * someone will look: `E2E_SHOTS=<folder>` names where they go. Without it `shot` does nothing: these
 * pictures check nothing (a failed test gets Playwright's own screenshot and trace), and each costs a
 * frame and a PNG encoding on a machine whose cores the suite already fills.
 */
export async function shot(target: Page | Locator, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: path.join(dir, `${name}.png`) });
}
