import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** Upload test helpers (not part of the server build). */

/** A test app storing uploads in a data folder of its own, so a test can look at what is on disk. */
export async function appWithFiles(prefix: string): Promise<{ t: TestApp; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  return { t: await createTestApp({ dataDir }), dataDir };
}

/** Closes such an app and removes its data folder. */
export async function closeWithFiles(t: TestApp, dataDir: string): Promise<void> {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
}
