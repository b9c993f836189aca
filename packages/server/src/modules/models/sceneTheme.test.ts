import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { multipartBody } from '../uploads/fixtures.js';
import { appWithFiles, closeWithFiles } from '../uploads/testkit.js';
import { openSession, postShared, type ShareSession } from '../shares/testkit.js';
import { factoryModel, modelBytes } from './generate.js';

/**
 * The engine and scene-theme calls of docs/reference.md#api against a real server (PGlite): engine files, the
 * scene theme data of a model a project uses (and its version), a model's theme id; as members and on a
 * signed share page; other groups and models the project does not use are refused.
 */
let t: TestApp;
let a: Who;
let b: Who;
let dataDir: string;
let modelId: string;
let unusedId: string;
let project: { projectId: string; projectFlag: string };

const set = (path: string, newValue: unknown) => ({ command: 'update', path, records: { newValue } });

async function upload(who: Who, name: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/model/upload',
    token: who.token,
    group: who.groupId,
    ...multipartBody({ name }, { name: `${name}.glb`, data: factory }),
  });
  expect(res.body.code).toBe('0');
  return res.body.data.resource.id as string;
}
let factory: Buffer;

beforeAll(async () => {
  ({ t, dataDir } = await appWithFiles('tc-scene-theme-'));
  a = await member(t);
  b = await member(t);
  factory = Buffer.from(await modelBytes(factoryModel()));
  modelId = await upload(a, '工厂');
  unusedId = await upload(a, 'unused');
  const made = await okPoster(t, a)('/project/v2/create', { projectName: '三维' });
  const doc = await okPoster(t, a)('/project/detail/v2/query', { projectId: made.projectId });
  const scene = doc.projectScenesList[0]._id as string;
  const saved = await poster(t, a)('/project/detail/v2/save', {
    projectId: made.projectId,
    baseRevision: doc.revision,
    opts: [set(`${scene}.scenesType`, 1), set(`${scene}.projectModel`, { resourceId: modelId })],
  });
  expect(saved.body.code).toBe('0');
  project = { projectId: made.projectId, projectFlag: made.projectFlag };
});
afterAll(() => closeWithFiles(t, dataDir));

describe('engine files', () => {
  it('answers the web engine; other platforms are refused with a 400', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/model/engine/files',
      payload: { fileType: 'web' },
    });
    expect(res.body.code).toBe('0');
    expect(res.body.data.unityEngineWeb).toMatch(/three\.js/);
    expect(Number.isNaN(Date.parse(res.body.data.updateTime))).toBe(false);
    const ios = await t.call({
      method: 'POST',
      url: '/api/model/engine/files',
      payload: { fileType: 'ios' },
    });
    expect(ios.status).toBe(400);
  });
});

describe('scene theme data', () => {
  it("answers the model's urls, modules and styles with its version; the same version answers no detail", async () => {
    const modelEditorJson = {
      version: 1,
      modules: [{ id: 'tanks', name: '储罐', nodes: [{ path: 'Factory/TankFarm/Tank_01' }] }],
      styleList: [
        { id: '_default', name: '默认', modules: {} },
        { id: 'alarm', name: '告警', modules: { tanks: { color: '#FF0000' } } },
      ],
    };
    const saved = await poster(t, a)('/model/editor/save', { id: modelId, modelEditorJson });
    expect(saved.body.code).toBe('0');

    const theme = await okPoster(t, a)('/model/scene/theme', {
      objectFlg: project.projectFlag,
      resourceId: modelId,
    });
    expect(theme.modelVersion).toMatch(/^\d+$/);
    const [detail] = theme.resourceSceneDetailList;
    expect(detail).toMatchObject({ resourceId: modelId, modelName: '工厂' });
    expect(detail.modelWebUrl).toMatch(/model\.glb$/);
    expect(detail.modelHotFixPath).toMatch(/original\.glb$/);
    expect(detail.modelEditorJson.styleList.map((s: { id: string }) => s.id)).toEqual(['_default', 'alarm']);

    const same = await okPoster(t, a)('/model/scene/theme', {
      objectFlg: project.projectFlag,
      resourceId: modelId,
      modelVersion: theme.modelVersion,
    });
    expect(same).toEqual({ modelVersion: theme.modelVersion, resourceSceneDetailList: [] });

    const id = await okPoster(t, a)('/model/theme/id', { objectFlg: project.projectFlag, modelId });
    expect(id.defaultProperty.typeId).toBe('_default');
    expect(id.defaultProperty.styleList).toEqual([
      { id: '_default', name: '默认' },
      { id: 'alarm', name: '告警' },
    ]);
  });

  it('refuses models the project does not use, other groups, bad bodies and callers without a token', async () => {
    const unused = await poster(t, a)('/model/scene/theme', {
      objectFlg: project.projectFlag,
      resourceId: unusedId,
    });
    expect(unused.status).toBe(404);
    expect(unused.body.msg).toMatch(/没有使用这个模型|No 3D scene of this project uses this model/);
    // Tenant B knows the flag and the model id: its group holds neither.
    const other = await poster(t, b)('/model/scene/theme', {
      objectFlg: project.projectFlag,
      resourceId: modelId,
    });
    expect(other.status).toBe(404);
    expect((await poster(t, b)('/model/theme/id', { objectFlg: project.projectFlag, modelId })).status).toBe(
      404,
    );
    const bad = await poster(t, a)('/model/scene/theme', { objectFlg: project.projectFlag, resourceId: 'x' });
    expect(bad.status).toBe(400);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/model/scene/theme',
      payload: { objectFlg: project.projectFlag, resourceId: modelId },
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers a signed share page for the shared project only', async () => {
    const share = await t.call({
      method: 'PUT',
      url: '/api/project/share/v2',
      token: a.token,
      group: a.groupId,
      payload: { projectId: project.projectId },
    });
    const sid = share.body.data.shareId as string;
    const session = (await openSession(t, sid)).body.data as ShareSession;
    const theme = await postShared(t, sid, session, 'model/theme', { resourceId: modelId });
    expect(theme.body.code).toBe('0');
    expect(theme.body.data.resourceSceneDetailList[0].resourceId).toBe(modelId);
    const id = await postShared(t, sid, session, 'model/theme/id', { modelId });
    expect(id.body.data.defaultProperty.typeId).toBe('_default');
    const unused = await postShared(t, sid, session, 'model/theme', { resourceId: unusedId });
    expect(unused.status).toBe(404);
    // Unsigned: refused.
    const unsigned = await t.call({
      method: 'POST',
      url: `/api/project/share/v2/${sid}/model/theme`,
      payload: { resourceId: modelId },
    });
    expect(unsigned.status).toBe(401);
  });
});
