import type { TestApp } from '../../test/harness.js';
import type { Who } from '../../test/workspace.js';
import { multipartBody, PNG_1X1 } from '../uploads/fixtures.js';

/** Library test helpers (not used by the server). */

export { appWithFiles, closeWithFiles } from '../uploads/testkit.js';

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
