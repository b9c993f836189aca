import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';

/** Scene thumbnails: stored per scene of the project, optionally as the project's cover; checked like edits. */
let t: TestApp;
let admin: Who;
let post: ReturnType<typeof poster>;
let data: ReturnType<typeof okPoster>;
let projectId: string;
let sceneId: string;
let folderId: string;

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJ';
const JPEG2 = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcK';

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  post = poster(t, admin);
  data = okPoster(t, admin);
  folderId = (await data('/userFolder/add', { name: '缩略图' })).id;
  projectId = (await data('/project/v2/create', { folderId, projectName: '三维' })).projectId;
  const doc = await data('/project/detail/v2/query', { projectId });
  sceneId = doc.projectScenesList[0]._id;
});
afterAll(() => t.close());

const cover = async () =>
  (await data('/project/v2/in/folder/list', { folderId, start: 0, end: 30 })).list.find(
    (p: { id: string }) => p.id === projectId,
  ).thumbnailUrl;

describe('project/v2/scene/thumbnail', () => {
  it('stores one thumbnail per scene; cover also makes it the project card’s', async () => {
    await data('/project/v2/scene/thumbnail', { projectId, sceneId, thumbnailUrl: JPEG, cover: true });
    expect((await data('/project/v2/scene/thumbnail/list', { projectId })).list).toEqual([
      { sceneId, thumbnailUrl: JPEG },
    ]);
    expect(await cover()).toBe(JPEG);
    // Without cover only the scene's picture changes, and a second store replaces the first.
    await data('/project/v2/scene/thumbnail', { projectId, sceneId, thumbnailUrl: JPEG2 });
    expect((await data('/project/v2/scene/thumbnail/list', { projectId })).list).toEqual([
      { sceneId, thumbnailUrl: JPEG2 },
    ]);
    expect(await cover()).toBe(JPEG);
  });

  it('refuses a scene the document does not have, and addresses that could run script', async () => {
    const res = await post('/project/v2/scene/thumbnail', { projectId, sceneId: 'nope', thumbnailUrl: JPEG });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('场景不存在');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>1</script>']) {
      const r = await post('/project/v2/scene/thumbnail', { projectId, sceneId, thumbnailUrl: bad });
      expect(r.status, bad).toBe(400);
    }
    expect((await data('/project/v2/scene/thumbnail/list', { projectId })).list).toHaveLength(1);
  });

  it('a viewer may list but not store; another group sees neither', async () => {
    const viewer = await member(t, { groupId: admin.groupId, codes: [PERMISSIONS.projectView.code] });
    const v = poster(t, viewer);
    expect((await v('/project/v2/scene/thumbnail/list', { projectId })).body.data.list).toHaveLength(1);
    expect((await v('/project/v2/scene/thumbnail', { projectId, sceneId, thumbnailUrl: JPEG })).status).toBe(
      403,
    );
    const other = poster(t, await member(t));
    expect((await other('/project/v2/scene/thumbnail/list', { projectId })).status).toBe(404);
    expect(
      (await other('/project/v2/scene/thumbnail', { projectId, sceneId, thumbnailUrl: JPEG })).status,
    ).toBe(404);
    expect((await data('/project/v2/scene/thumbnail/list', { projectId })).list[0].thumbnailUrl).toBe(JPEG2);
  });

  it('a deleted scene’s thumbnail is no longer listed', async () => {
    const copy = await data('/project/v2/copy', { projectId, folderId });
    const doc = await data('/project/detail/v2/query', { projectId: copy.projectId });
    const id = doc.projectScenesList[0]._id;
    await data('/project/v2/scene/thumbnail', { projectId: copy.projectId, sceneId: id, thumbnailUrl: JPEG });
    await data('/project/detail/v2/save', {
      projectId: copy.projectId,
      baseRevision: doc.revision ?? 0,
      opts: [
        {
          command: 'delete',
          path: `${doc._id}.projectScenesList`,
          records: { index: 0, value: doc.projectScenesList[0] },
        },
      ],
    });
    expect((await data('/project/v2/scene/thumbnail/list', { projectId: copy.projectId })).list).toEqual([]);
  });
});
