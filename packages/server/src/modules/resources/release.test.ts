import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { folderProject, member, okPoster, poster, type Who } from '../../test/workspace.js';
import { addComponents } from '../shares/testkit.js';
import { storedPath } from '../uploads/testkit.js';
import { appWithFiles, closeWithFiles, uploadPng as upload } from './testkit.js';

/**
 * Deleting library resources removes their stored files once no row names them any more (copies,
 * project documents and cases keep them), after the database commit, and never another group's file.
 */

let t: TestApp;
let a: Who;
let dataDir: string;

beforeAll(async () => {
  ({ t, dataDir } = await appWithFiles('tc-release-'));
  a = await member(t);
});
afterAll(() => closeWithFiles(t, dataDir));

const uploadPng = (who: Who = a) => upload(t, who);
const keyOf = (url: string) => url.slice('/api/file/'.length);
/** The file on disk, its upload row and what GET answers, all three. */
async function stored(url: string) {
  const onDisk = existsSync(storedPath(dataDir, keyOf(url)));
  const rows = await t.database.db
    .select()
    .from(uploads)
    .where(eq(uploads.storageKey, keyOf(url)));
  const served = (await t.app.inject({ method: 'GET', url })).statusCode;
  return { onDisk, row: rows.length === 1, served };
}
const KEPT = { onDisk: true, row: true, served: 200 };
const GONE = { onDisk: false, row: false, served: 404 };

describe('stored files of deleted resources', () => {
  it('stay while a copy names them and go with the last row', async () => {
    const ad = okPoster(t, a);
    const url = await uploadPng();
    const r = await ad('/resource/source/add', { type: '4', name: '原图', fileUrl: url });
    const [copy] = await ad('/resource/source/copy', { ids: [r.id] });
    await ad('/resource/source/delete', { ids: [r.id] });
    expect(await stored(url)).toEqual(KEPT);
    await ad('/resource/source/delete', { ids: [copy.id] });
    expect(await stored(url)).toEqual(GONE);
  });

  it('releases a replaced thumbnail and a replaced (cropped) file, keeping the new ones', async () => {
    const ad = okPoster(t, a);
    const [file, thumb1, thumb2, cropped] = [
      await uploadPng(),
      await uploadPng(),
      await uploadPng(),
      await uploadPng(),
    ];
    const r = await ad('/resource/source/add', {
      type: '4',
      name: '缩略图',
      fileUrl: file,
      thumbnailUrl: thumb1,
    });
    await ad('/resource/source/update', { id: r.id, thumbnailUrl: thumb2 });
    expect(await stored(thumb1)).toEqual(GONE);
    expect(await stored(thumb2)).toEqual(KEPT);
    await ad('/resource/source/update', { id: r.id, fileUrl: cropped, thumbnailUrl: '' });
    expect(await stored(file)).toEqual(GONE);
    expect(await stored(thumb2)).toEqual(GONE);
    expect(await stored(cropped)).toEqual(KEPT);
    await ad('/resource/source/delete', { ids: [r.id] });
    expect(await stored(cropped)).toEqual(GONE);
  });

  it('keeps a file a project shows, and the files of a deleted group go with it', async () => {
    const ad = okPoster(t, a);
    const used = await uploadPng();
    const made = await folderProject(ad, '用图项目');
    await addComponents(ad, made.id, made.pageId, [
      { _id: 'IMG1', componentType: '1007', imageModel: { imageUrl: used } },
    ]);
    const r = await ad('/resource/source/add', { type: '4', name: '在用', fileUrl: used });
    await ad('/resource/source/delete', { ids: [r.id] });
    expect(await stored(used)).toEqual(KEPT);

    const g = await ad('/group-management/add/4', { name: '将删除' });
    const inGroup = await uploadPng();
    await ad('/resource/source/add', { type: '4', name: '组内', fileUrl: inGroup, groupManagementId: g.id });
    const gone = await ad('/group-management/delete/4', { id: g.id });
    expect(gone).toEqual({ id: g.id, removedResources: 1 });
    expect(await stored(inGroup)).toEqual(GONE);
  });

  it("never touches another group's file: it cannot be named, and a plain web address is left alone", async () => {
    const b = await member(t);
    const bUrl = await uploadPng(b);
    const ad = okPoster(t, a);
    const r = await ad('/resource/source/add', {
      type: '4',
      name: '外链',
      fileUrl: 'https://cdn.example/x.png',
    });
    // Pointing a resource of ours at B's file is refused, as file and as thumbnail.
    for (const field of ['fileUrl', 'thumbnailUrl'])
      expect((await poster(t, a)('/resource/source/update', { id: r.id, [field]: bUrl })).status).toBe(404);
    await ad('/resource/source/delete', { ids: [r.id] });
    expect(await stored(bUrl)).toEqual(KEPT);
  });
});
