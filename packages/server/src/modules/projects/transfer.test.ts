import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocNode } from '@twincanvas/model';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { contentHash } from './transfer.js';

let t: TestApp;
let admin: Who;
let post: ReturnType<typeof poster>;
let data: ReturnType<typeof okPoster>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  post = poster(t, admin);
  data = okPoster(t, admin);
});
afterAll(() => t.close());

async function exported(projectId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/project/detail/v2/export',
    headers: { authorization: `Bearer ${admin.token}`, 'current-group': admin.groupId },
    payload: { projectId },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/attachment/);
  return res.json<Record<string, unknown> & { document: DocNode; hash: string }>();
}

describe('export and import', () => {
  it('export-check, export one JSON file with a content hash, import with fresh ids', async () => {
    const p = await data('/project/v2/create', { projectName: '导出' });
    const doc = (await data('/project/detail/v2/query', { projectId: p.projectId })) as DocNode;
    const page = ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!;
    await data('/project/detail/v2/save', {
      projectId: p.projectId,
      baseRevision: 0,
      opts: [
        {
          command: 'add',
          path: `${page._id as string}.projectTwoComponentList`,
          records: { index: 0, value: { _id: 'E1', componentName: '文本' } },
        },
      ],
    });
    const check = await data('/project/detail/v2/export-check', { projectId: p.projectId });
    expect(check).toMatchObject({ exportable: true, size: expect.any(Number) });
    const file = await exported(p.projectId);
    expect(file).toMatchObject({
      format: 'twincanvas-project',
      version: 1,
      project: { projectName: '导出' },
    });
    expect(file.hash).toBe(contentHash(file.document));
    expect(file.document).not.toHaveProperty('projectId');

    const made = await data('/project/detail/v2/import', { file });
    expect(made.projectName).toBe('导出');
    const copy = (await data('/project/detail/v2/query', { projectId: made.projectId })) as DocNode;
    expect(copy._id).not.toBe(doc._id);
    const cpage = ((copy.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!;
    expect(cpage._id).not.toBe(page._id);
    expect((cpage.projectTwoComponentList as DocNode[])[0]).toMatchObject({ componentName: '文本' });
    // The file's text works as well.
    expect((await post('/project/detail/v2/import', { file: JSON.stringify(file) })).body.code).toBe('0');
  });

  it('refuses an altered file and an invalid document with the list of problems', async () => {
    const p = await data('/project/v2/create', { projectName: '坏文件' });
    const file = await exported(p.projectId);
    const altered = { ...file, document: { ...file.document, canvasWidth: 1 } };
    expect((await post('/project/detail/v2/import', { file: altered })).body.msg).toContain('校验值');
    const invalid = {
      ...file,
      hash: undefined,
      document: { ...file.document, canvasWidth: 'wide', projectScenesList: [{}] },
    };
    const res = await post('/project/detail/v2/import', { file: invalid });
    expect(res.status).toBe(400);
    expect(res.body.data.problems.map((x: { path: string }) => x.path)).toEqual(
      expect.arrayContaining(['canvasWidth', 'projectScenesList.0._id']),
    );
    expect((await post('/project/detail/v2/import', { file: 'not json' })).status).toBe(400);
  });
});
