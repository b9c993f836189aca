import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { multipartBody, PNG_1X1 } from '../uploads/fixtures.js';

/** Copies carry the scene thumbnails: project copy and case publish → case copy, under the copy's scene ids. */
let t: TestApp;
let admin: Who;
let data: ReturnType<typeof okPoster>;
let projectId: string;
let fileUrl: string;
let sceneIds: string[];

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJ';

interface Thumb {
  sceneId: string;
  thumbnailUrl: string;
}

const scenesOf = async (id: string): Promise<string[]> =>
  (await data('/project/detail/v2/query', { projectId: id })).projectScenesList.map(
    (s: { _id: string }) => s._id,
  );
const thumbsOf = async (id: string): Promise<Thumb[]> =>
  (await data('/project/v2/scene/thumbnail/list', { projectId: id })).list;
const loads = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload.equals(PNG_1X1);
const deleteForGood = async (id: string) => {
  await data('/project/v2/delete', { projectIds: [id] });
  await data('/recycle-bin/remove', { ids: [id] });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  data = okPoster(t, admin);
  const up = await t.call({
    method: 'POST',
    url: '/api/file/upload',
    token: admin.token,
    group: admin.groupId,
    ...multipartBody({ id: 'x', type: 'image', target: '1' }, { name: 't.png', data: PNG_1X1 }),
  });
  fileUrl = up.body.data.fileUrl;
});
afterAll(() => t.close());

/** A project with two scenes: the first's thumbnail a data URL, the second's a stored file. */
async function twoSceneProject(projectName: string) {
  const id: string = (await data('/project/v2/create', { projectName })).projectId;
  const doc = await data('/project/detail/v2/query', { projectId: id });
  const saved = await data('/project/detail/v2/save', {
    projectId: id,
    baseRevision: doc.revision ?? 0,
    opts: [
      {
        command: 'add',
        path: `${doc._id}.projectScenesList`,
        records: { index: 1, value: { _id: 'Bsecond', scenesName: '二', projectPageList: [] } },
      },
    ],
  });
  expect(saved.subCode).toBe(0);
  const ids = await scenesOf(id);
  expect(ids).toHaveLength(2);
  await data('/project/v2/scene/thumbnail', { projectId: id, sceneId: ids[0], thumbnailUrl: JPEG });
  await data('/project/v2/scene/thumbnail', { projectId: id, sceneId: ids[1], thumbnailUrl: fileUrl });
  return { id, ids };
}

const byScene = (list: Thumb[]) => Object.fromEntries(list.map((r) => [r.sceneId, r.thumbnailUrl]));

describe('scene thumbnails travel with copies', () => {
  it('a project copy answers both pictures under its own scene ids, also once the source is gone', async () => {
    ({ id: projectId, ids: sceneIds } = await twoSceneProject('原件'));
    const copy = await data('/project/v2/copy', { projectId });
    const ids = await scenesOf(copy.projectId);
    expect(ids.some((id) => sceneIds.includes(id))).toBe(false);
    expect(byScene(await thumbsOf(copy.projectId))).toEqual({ [ids[0]!]: JPEG, [ids[1]!]: fileUrl });

    // Another group's member sees neither the source's nor the copy's.
    const other = poster(t, await member(t));
    for (const id of [projectId, copy.projectId])
      expect((await other('/project/v2/scene/thumbnail/list', { projectId: id })).status).toBe(404);

    await deleteForGood(projectId);
    expect(byScene(await thumbsOf(copy.projectId))).toEqual({ [ids[0]!]: JPEG, [ids[1]!]: fileUrl });
    expect(await loads(fileUrl)).toBe(true);
  });

  it('publishing keeps them in the case; a case copy gets its own files under its scene ids', async () => {
    const src = await twoSceneProject('发布源');
    const made = await data('/project/case/v2/publish', { projectId: src.id, caseName: '缩略图案例' });
    const copy = await data('/project/case/v2/copy', { caseId: made.caseId });
    const ids = await scenesOf(copy.projectId);
    expect(ids.some((id) => src.ids.includes(id))).toBe(false);
    const got = byScene(await thumbsOf(copy.projectId));
    expect(Object.keys(got).sort()).toEqual([...ids].sort());
    expect(got[ids[0]!]).toBe(JPEG);
    // The stored file is copied (a new name of the key layout) like the document's own files.
    expect(got[ids[1]!]).not.toBe(fileUrl);
    expect(got[ids[1]!]).toMatch(/^\/api\/file\/\d{8}\/image\/[0-9a-f]{32}\.\w+$/);
    expect(copy.assetsCopied).toBe(1);

    await deleteForGood(src.id);
    await data('/project/case/v2/delete', { caseId: made.caseId });
    expect(byScene(await thumbsOf(copy.projectId))).toEqual(got);
    expect(await loads(got[ids[1]!]!)).toBe(true);

    const other = poster(t, await member(t));
    expect((await other('/project/v2/scene/thumbnail/list', { projectId: copy.projectId })).status).toBe(404);
  });
});
