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

/**
 * Where the local disk keeps a key: dated keys below the environment folder (production unless set),
 * older keys directly below the uploads root (storage/local.ts, docs/deployment.md#key-layout).
 */
export function storedPath(dataDir: string, key: string, env = 'production'): string {
  return path.join(dataDir, 'uploads', /^\d{8}\//.test(key) ? `${env}/${key}` : key);
}
