import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelNodeInfo } from '@twincanvas/model';
import { setResourceTotal } from '../groups/resources.js';
import type { TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { multipartBody, rawZip } from '../uploads/fixtures.js';
import { appWithFiles, closeWithFiles } from '../uploads/testkit.js';
import { factoryModel, modelBytes } from './generate.js';

let t: TestApp;
let a: Who;
let dataDir: string;
let factory: Buffer;

beforeAll(async () => {
  ({ t, dataDir } = await appWithFiles('tc-models-'));
  a = await member(t);
  factory = Buffer.from(await modelBytes(factoryModel()));
});
afterAll(() => closeWithFiles(t, dataDir));

const uploadModel = (who: Who, file: { name: string; data: Buffer }, fields: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/model/upload',
    token: who.token,
    group: who.groupId,
    ...multipartBody(fields, file),
  });

const fetchFile = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.rawPayload };
};

describe('model upload', () => {
  it('prepares a glb: a library resource with its budget report, optimised copy and node list', async () => {
    const res = await uploadModel(a, { name: 'factory.glb', data: factory });
    expect(res.body.code).toBe('0');
    const { resource, report } = res.body.data;
    expect(resource.type).toBe('9');
    expect(resource.name).toBe('factory');
    expect(report.before.drawCalls).toBe(38);
    expect(report.after.instancedBatches).toBe(5);
    expect(resource.fileUrl).toBe(resource.body.model.optimisedUrl);

    const list = await okPoster(t, a)('/resource/source/list', { type: '9' });
    expect(list.currentResult[0].body.model.report.after.drawCalls).toBe(report.after.drawCalls);

    const optimised = await fetchFile(resource.fileUrl);
    expect(optimised.status).toBe(200);
    expect(optimised.body.subarray(0, 4).toString('latin1')).toBe('glTF');
    expect(optimised.body.length).toBe(report.after.bytes);
    const original = await fetchFile(resource.body.model.originalUrl);
    expect(original.body.equals(factory)).toBe(true);
    const nodes = JSON.parse(
      (await fetchFile(resource.body.model.nodesUrl)).body.toString(),
    ) as ModelNodeInfo[];
    expect(nodes.find((n) => n.path === 'Factory/Equipment/Pump_01')?.fingerprint).toMatch(/^[0-9a-z]+$/);
  });

  it('reads a zip of a gltf with its bin; refuses a zip without exactly one model', async () => {
    // The same factory as gltf + bin: split the glb into its JSON and BIN chunks.
    const jsonLen = factory.readUInt32LE(12);
    const json = JSON.parse(factory.subarray(20, 20 + jsonLen).toString('utf8'));
    const bin = factory.subarray(20 + jsonLen + 8);
    json.buffers = [{ uri: 'factory%20data.bin', byteLength: json.buffers[0].byteLength }];
    const zip = rawZip([
      { name: 'model/factory.gltf', data: Buffer.from(JSON.stringify(json)) },
      { name: 'model/factory data.bin', data: bin },
    ]);
    const ok = await uploadModel(a, { name: 'factory.zip', data: zip });
    expect(ok.body.code).toBe('0');
    expect(ok.body.data.report.before.triangles).toBe(2448);

    const two = rawZip([
      { name: 'a.glb', data: factory },
      { name: 'b.glb', data: factory },
    ]);
    const refused = await uploadModel(a, { name: 'two.zip', data: two });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/exactly one|恰好/);
  });

  it('refuses a damaged model with a clear message and stores nothing', async () => {
    const before = (await okPoster(t, a)('/resource/source/list', { type: '9' })).totalResult;
    const res = await uploadModel(a, { name: 'broken.glb', data: factory.subarray(0, 3000) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/damaged|损坏/);
    const notModel = await uploadModel(a, { name: 'x.png', data: Buffer.from('glTF') });
    expect(notModel.status).toBe(400);
    expect((await okPoster(t, a)('/resource/source/list', { type: '9' })).totalResult).toBe(before);
  });

  it('counts models against the MODEL limit', async () => {
    const b = await member(t);
    await setResourceTotal(t.database.db, b.groupId, 'MODEL', 1);
    expect((await uploadModel(b, { name: 'one.glb', data: factory })).body.code).toBe('0');
    const second = await uploadModel(b, { name: 'two.glb', data: factory });
    expect(second.status).toBe(403);
    const numbers = (await okPoster(t, b)('/group/resource-number', {})) as { type: string; used: number }[];
    expect(numbers.find((n) => n.type === 'MODEL')?.used).toBe(1);
  });
});

describe('model editor document', () => {
  it('saves modelEditorJson with the resource, keeps it on a new upload, and is the group’s own', async () => {
    const up = await uploadModel(a, { name: 'factory.glb', data: factory });
    const id = up.body.data.resource.id as string;
    const json = {
      version: 1,
      modules: [
        { id: 'm1', name: '储罐', nodes: [{ path: 'Factory/TankFarm/Tank_01', fingerprint: 'abc' }] },
      ],
      styleList: [{ id: '_default', name: 'default', modules: { m1: { color: '#FF0000', opacity: 0.5 } } }],
    };
    const ad = okPoster(t, a);
    await ad('/model/editor/save', { id, modelEditorJson: json });
    expect((await ad('/resource/source/get', { id })).body.modelEditorJson).toEqual(json);

    const again = await uploadModel(a, { name: 'factory-v2.glb', data: factory }, { resourceId: id });
    expect(again.body.code).toBe('0');
    const got = await ad('/resource/source/get', { id });
    expect(got.body.modelEditorJson).toEqual(json);
    expect(got.fileUrl).not.toBe(up.body.data.resource.fileUrl);
    // The replaced files are released.
    expect((await fetchFile(up.body.data.resource.fileUrl)).status).toBe(404);

    const bad = await poster(t, a)('/model/editor/save', {
      id,
      modelEditorJson: { ...json, styleList: [{ id: 'x', name: 'x', modules: { m1: { color: 'red' } } }] },
    });
    expect(bad.status).toBe(400);
    const other = await member(t);
    expect((await poster(t, other)('/model/editor/save', { id, modelEditorJson: json })).status).toBe(404);
  });
});

describe('official digital-twin factory case', () => {
  it('ships the prepared factory model and a 3D scene that loads it under the 2D charts', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/project/case/v2/get',
      token: a.token,
      group: a.groupId,
      payload: { caseFlag: 'case-official-digital-twin-factory' },
    });
    expect(res.body.code).toBe('0');
    const scene = res.body.data.detail.projectScenesList[0];
    expect(scene.scenesType).toBe(1);
    expect(scene.projectPageList[0].projectTwoComponentList.length).toBeGreaterThan(5);
    expect(scene.projectModel.modelEditorJson.modules.map((m: { name: string }) => m.name)).toContain(
      '储罐区',
    );
    const file = await fetchFile(scene.projectModel.modelWebUrl);
    expect(file.status).toBe(200);
    expect(file.body.subarray(0, 4).toString('latin1')).toBe('glTF');
  });
});
