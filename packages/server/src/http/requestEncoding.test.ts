import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOps, makeMoveOp, newId, type DocNode, type Operation } from '@twincanvas/model';
import { createTestApp, type TestApp } from '../test/harness.js';
import { gridText, member, okPoster, type Who } from '../test/workspace.js';

/**
 * Request bodies the browser's transport sends gzip-compressed (transport.ts: large bodies only). The
 * figure this is for: a select-all drag of 2,000 components with the editor's real ids (23 characters of
 * which 128 bits are random) is ~52 KB of JSON, over the 50 KB a save of it may cost on the wire
 * (docs/benchmarks.md). Compressed bodies must not open a way round the body limit or half-apply a save.
 */

const COMPONENTS = 2000;
const MAX_WIRE_BYTES = 50_000;

let t: TestApp;
let who: Who;
let data: ReturnType<typeof okPoster>;

beforeAll(async () => {
  t = await createTestApp();
  who = await member(t);
  data = okPoster(t, who);
});
afterAll(() => t.close());

const saveBody = (projectId: string, baseRevision: number, opts: Operation[]) =>
  JSON.stringify({ projectId, baseRevision, opts, time: Date.now(), goal: 'update2D', clientId: 'tab-gz' });

/** A save whose body is sent as given, with the given Content-Encoding. */
const rawSave = (payload: Buffer | string, encoding?: string) =>
  t.call({
    method: 'POST',
    url: '/api/project/detail/v2/save',
    token: who.token,
    group: who.groupId,
    headers: {
      'content-type': 'application/json;charset=UTF-8',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
    payload,
  });

const revisionOf = async (projectId: string) =>
  Number(((await data('/project/detail/v2/query', { projectId })) as DocNode).revision ?? 0);

async function bigProject() {
  const made = await data('/project/v2/create', { projectName: '压缩保存' });
  const projectId = made.projectId as string;
  const doc = (await data('/project/detail/v2/query', { projectId })) as DocNode;
  const page = String(((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id);
  const ids = Array.from({ length: COMPONENTS }, () => newId('2D'));
  const adds: Operation[] = ids.map((id, i) => ({
    command: 'add',
    path: `${page}.projectTwoComponentList`,
    records: { index: i, value: gridText(id, i) as unknown as DocNode },
  }));
  // The set-up itself goes compressed: ~600 KB of JSON.
  const res = await rawSave(gzipSync(saveBody(projectId, 0, adds)), 'gzip');
  expect(res.body, 'set-up save').toMatchObject({ code: '0', data: { subCode: 0, revision: 1 } });
  return { projectId, page, ids, doc: applyOps(doc, adds) };
}

describe('gzip-compressed request bodies', () => {
  it('a select-all move of 2,000 components with real ids is under 50 KB on the wire, and applies', async () => {
    const { projectId, page, ids } = await bigProject();
    const json = saveBody(projectId, 1, [makeMoveOp(page, 'projectTwoComponentList', ids, 31, -17)]);
    const wire = gzipSync(json);
    // The uncompressed JSON is what made the target miss; the compressed body is what the browser sends.
    expect(Buffer.byteLength(json)).toBeGreaterThan(MAX_WIRE_BYTES);
    expect(wire.byteLength).toBeLessThan(MAX_WIRE_BYTES);

    const res = await rawSave(wire, 'gzip');
    expect(res.body).toMatchObject({ code: '0', data: { subCode: 0, revision: 2 } });
    const after = (await data('/project/detail/v2/query', { projectId })) as DocNode;
    const first = ((after.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!
      .projectTwoComponentList as DocNode[];
    expect(first[0]!.componentRect).toMatchObject({ componentLeft: 31, componentTop: -17 });
    expect(first[1999]!.componentRect).toMatchObject({
      componentLeft: 49 * 38 + 31,
      componentTop: 39 * 26 - 17,
    });
  }, 240_000); // 2,000 components are written first: minutes on a busy 2-core machine, seconds on a quiet one

  it('a body that is not the gzip it claims is a 400 with a message, and changes nothing', async () => {
    const made = await data('/project/v2/create', { projectName: '坏压缩' });
    const projectId = made.projectId as string;
    const before = await revisionOf(projectId);
    const res = await rawSave(Buffer.from(saveBody(projectId, 0, [])), 'gzip');
    expect(res.status).toBe(400);
    expect(res.body.code).not.toBe('0');
    expect(res.body.msg).toMatch(/\S/);
    expect(await revisionOf(projectId)).toBe(before);
  });

  it('an unknown encoding is refused as such (415), not guessed at', async () => {
    const res = await rawSave('{}', 'x-unknown');
    expect(res.status).toBe(415);
    expect(res.body.code).not.toBe('0');
  });

  it('a gzip bomb is cut off at the body limit (413) however small it is on the wire', async () => {
    const made = await data('/project/v2/create', { projectName: '压缩炸弹' });
    const projectId = made.projectId as string;
    const before = await revisionOf(projectId);
    // 40 MB of one repeated character inside a valid save: about 40 KB compressed.
    const pad = 'a'.repeat(40 * 1024 * 1024);
    const bomb = gzipSync(`{"projectId":"${projectId}","baseRevision":0,"opts":[],"pad":"${pad}"}`);
    expect(bomb.byteLength).toBeLessThan(100_000);
    const res = await rawSave(bomb, 'gzip');
    expect(res.status).toBe(413);
    expect(res.body.code).not.toBe('0');
    expect(await revisionOf(projectId)).toBe(before);
  });
});
