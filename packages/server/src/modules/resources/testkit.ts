import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { Who } from '../../test/workspace.js';
import { multipartBody, PNG_1X1 } from '../uploads/fixtures.js';

/** Library test helpers (not used by the server). */

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

/** Uploads a 1×1 PNG as `who`, as the library panel does; its file URL (throws unless stored). */
export async function uploadPng(t: TestApp, who: Who): Promise<string> {
  const body = multipartBody({ id: 'x', type: 'image', target: '1' }, { name: 'p.png', data: PNG_1X1 });
  const res = await t.call({
    method: 'POST',
    url: '/api/file/upload',
    token: who.token,
    group: who.groupId,
    ...body,
  });
  if (res.body.code !== '0') throw new Error(`upload: ${res.status} ${res.body.msg}`);
  return res.body.data.fileUrl as string;
}
