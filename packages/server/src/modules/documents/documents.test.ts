import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OpError, applyOps, type DocNode, type Operation } from '@twincanvas/model';
import { projectNodes, projectOps } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { documentsFor } from './plugin.js';

let t: TestApp;
let admin: Who;
let post: ReturnType<typeof poster>;
let data: ReturnType<typeof okPoster>;
const docs = () => documentsFor(t.database.db);

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  post = poster(t, admin);
  data = okPoster(t, admin);
});
afterAll(() => t.close());

const rect = (left: number) => ({
  componentLeft: left,
  componentTop: 10,
  componentWidth: 100,
  componentHeight: 50,
});
const component = (id: string, left = 0) => ({
  _id: id,
  componentName: id,
  componentType: '2005',
  componentRect: rect(left),
});

async function newProject(name = '文档测试') {
  const made = await data('/project/v2/create', { projectName: name });
  const doc = (await data('/project/detail/v2/query', { projectId: made.projectId })) as DocNode;
  return { id: made.projectId as string, flag: made.projectFlag as string, doc };
}
const pageOf = (doc: DocNode) => ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!;
const save = (projectId: string, baseRevision: number, opts: unknown[]) =>
  post('/project/detail/v2/save', { projectId, baseRevision, opts });
const query = (projectId: string) => data('/project/detail/v2/query', { projectId }) as Promise<DocNode>;
const addOp = (parent: string, index: number, value: object): Operation => ({
  command: 'add',
  path: `${parent}.projectTwoComponentList`,
  records: { index, value: value as DocNode },
});

describe('project/detail/v2 query and save (per-node storage)', () => {
  it('a new project is one scene with one page, the system scene and a 1920×1080 canvas', async () => {
    const { doc, flag, id } = await newProject();
    expect(doc).toMatchObject({
      _id: flag,
      projectFlag: flag,
      projectId: id,
      canvasWidth: 1920,
      canvasHeight: 1080,
      revision: 0,
    });
    expect(doc.projectScenesList).toHaveLength(1);
    expect(pageOf(doc).projectTwoComponentList).toEqual([]);
    expect(doc.systemScenes).toEqual([expect.objectContaining({ scenesName: '系统层', isShow: false })]);
    const alias = await t.call({
      method: 'GET',
      url: `/api/project/id-code/v2/query?projectFlag=${flag}`,
      token: admin.token,
      group: admin.groupId,
    });
    expect(alias.body.data).toEqual(doc);
  });

  it('names the first scene and page (and an unnamed project) in the language of the request', async () => {
    const create = async (lang: string | undefined, payload: object) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/project/v2/create',
        token: admin.token,
        group: admin.groupId,
        payload,
        ...(lang ? { headers: { 'accept-language': lang } } : {}),
      });
      expect(res.body.code).toBe('0');
      const doc = await query(res.body.data.projectId as string);
      const scene = (doc.projectScenesList as DocNode[])[0]!;
      return { name: doc.projectName, scene: scene.scenesName, page: pageOf(doc).pageName };
    };
    expect(await create('en', { projectName: 'English project' })).toEqual({
      name: 'English project',
      scene: 'Scene 1',
      page: 'Page 1',
    });
    expect(await create('en-GB,en;q=0.9', {})).toEqual({
      name: 'Untitled project',
      scene: 'Scene 1',
      page: 'Page 1',
    });
    expect(await create('zh-CN', {})).toEqual({ name: '未命名项目', scene: '场景1', page: '页面1' });
    // No header: Chinese, the server's language for every other answer too.
    expect(await create(undefined, { projectName: '中文项目' })).toEqual({
      name: '中文项目',
      scene: '场景1',
      page: '页面1',
    });
  });

  it('saves ops and answers subCode 0 with the next revision; query equals applyOps', async () => {
    const { id, doc } = await newProject();
    const page = String(pageOf(doc)._id);
    const ops: Operation[] = [
      addOp(page, 0, component('E1')),
      addOp(page, 1, component('E2')),
      addOp(page, 1, {
        ...component('H1'),
        componentType: '5001',
        groupModel: { groupList: [component('E3')] },
      }),
      { command: 'update', path: 'E1.componentRect.componentLeft', records: { newValue: 300 } },
      { command: 'update', path: `${doc._id as string}.canvasWidth`, records: { newValue: 2560 } },
    ];
    const res = await save(id, 0, ops);
    expect(res.body).toMatchObject({ code: '0', data: { subCode: 0, revision: 1 } });
    const expected = { ...applyOps(doc, ops), revision: 1 };
    const got = await query(id);
    expect({ ...got, revision: 1 }).toEqual(expected);
    expect(got.revision).toBe(1);
  });

  it('refuses a bad command, a missing node, an id clash and an update into a child list with subCode 1; nothing applied', async () => {
    const { id, doc } = await newProject();
    const page = String(pageOf(doc)._id);
    expect((await save(id, 0, [addOp(page, 0, component('E1'))])).body.data.subCode).toBe(0);
    const before = await query(id);
    const bad: [string, unknown[]][] = [
      ['wrong command value', [{ command: 'teleport', path: 'E1.x', records: {} }]],
      ['does not exist', [{ command: 'update', path: 'E404.componentName', records: { newValue: 'x' } }]],
      ['already exists', [addOp(page, 0, component('E1'))]],
      [
        'child list',
        [{ command: 'update', path: `${page}.projectTwoComponentList`, records: { newValue: [] } }],
      ],
      [
        'managed by the server',
        [{ command: 'update', path: `${doc._id as string}.folderId`, records: { newValue: 'x' } }],
      ],
      [
        'is not in',
        [{ command: 'delete', path: `${page}.components3D`, records: { index: 0, value: { _id: 'E1' } } }],
      ],
    ];
    for (const [reason, opts] of bad) {
      const res = await save(id, 1, [
        { command: 'update', path: 'E1.componentName', records: { newValue: 'changed' } },
        ...opts,
      ]);
      expect(res.status).toBe(200);
      expect(res.body.data, reason).toMatchObject({ subCode: 1, revision: 1 });
      expect(res.body.msg).toContain(reason);
    }
    expect(await query(id)).toEqual(before);
  });

  it('a save that fails half-way (after a row was written inside the transaction) changes nothing', async () => {
    const { id, doc } = await newProject();
    const page = String(pageOf(doc)._id);
    await save(id, 0, [addOp(page, 0, component('E1')), addOp(page, 1, component('E2'))]);
    const before = await query(id);
    // 1: the first op's rows are inserted, then the second op fails.
    const res = await save(id, 1, [
      addOp(page, 2, component('E9')),
      { command: 'update', path: 'E404.a', records: { newValue: 1 } },
    ]);
    expect(res.body.data.subCode).toBe(1);
    // 2: an injected failure between two node writes of the flush.
    let writes = 0;
    docs().hooks.afterWrite = () => {
      writes += 1;
      if (writes === 1) throw new Error('injected failure after the first row write');
    };
    try {
      const crashed = await save(id, 1, [
        { command: 'update', path: 'E1.componentName', records: { newValue: 'a' } },
        { command: 'update', path: 'E2.componentName', records: { newValue: 'b' } },
      ]);
      expect(crashed.status).toBe(500);
    } finally {
      docs().hooks = {};
    }
    expect(writes).toBe(1);
    expect(await query(id)).toEqual(before);
    const ops = await t.database.db.select().from(projectOps).where(eq(projectOps.projectId, id));
    expect(ops.map((o) => o.revision)).toEqual([1]);
  });

  it('two saves from the same base revision touching different nodes both land; same property: last writer wins', async () => {
    const { id, doc } = await newProject();
    const page = String(pageOf(doc)._id);
    await save(id, 0, [addOp(page, 0, component('E1')), addOp(page, 1, component('E2'))]);
    const a = await save(id, 1, [
      { command: 'update', path: 'E1.componentRect.componentLeft', records: { newValue: 11 } },
    ]);
    const b = await save(id, 1, [
      { command: 'update', path: 'E2.componentRect.componentLeft', records: { newValue: 22 } },
    ]);
    expect([a.body.data.revision, b.body.data.revision]).toEqual([2, 3]);
    const c = await save(id, 3, [
      { command: 'update', path: 'E1.componentName', records: { newValue: 'first' } },
    ]);
    const d = await save(id, 3, [
      { command: 'update', path: 'E1.componentName', records: { newValue: 'second' } },
    ]);
    expect([c.body.data.subCode, d.body.data.subCode]).toEqual([0, 0]);
    const comps = pageOf(await query(id)).projectTwoComponentList as DocNode[];
    expect(comps.map((x) => (x.componentRect as { componentLeft: number }).componentLeft)).toEqual([11, 22]);
    expect(comps[0]!.componentName).toBe('second');
  });

  it('concurrent saves of one project are serialised by the row lock: every revision is used once', async () => {
    const { id, doc } = await newProject();
    const page = String(pageOf(doc)._id);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save(id, 0, [addOp(page, i, component(`E${i}`))])),
    );
    expect(results.map((r) => r.body.data.revision).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((pageOf(await query(id)).projectTwoComponentList as DocNode[]).length).toBe(6);
  });

  it('a failing op on a stale base answers subCode 2; a base ahead of the server answers subCode 2', async () => {
    const { id, doc } = await newProject();
    const page = String(pageOf(doc)._id);
    await save(id, 0, [addOp(page, 0, component('E1'))]);
    await save(id, 1, [
      {
        command: 'delete',
        path: `${page}.projectTwoComponentList`,
        records: { index: 0, value: component('E1') },
      },
    ]);
    const stale = await save(id, 1, [
      { command: 'update', path: 'E1.componentName', records: { newValue: 'x' } },
    ]);
    expect(stale.body.data).toMatchObject({ subCode: 2, revision: 2 });
    const ahead = await save(id, 7, []);
    expect(ahead.body.data).toMatchObject({ subCode: 2, revision: 2 });
  });

  it('an invalid op on a stale base is reported as the invalid op (subCode 1), not as a conflict', async () => {
    const { id, doc } = await newProject();
    const page = String(pageOf(doc)._id);
    await save(id, 0, [addOp(page, 0, component('E1'))]);
    const invalid = await save(id, 0, [{ command: 'rename', path: 'E1.componentName', records: {} }]);
    expect(invalid.body.data).toMatchObject({ subCode: 1, revision: 1 });
    const serverField = await save(id, 0, [
      { command: 'update', path: `${String(doc._id)}.revision`, records: { newValue: 9 } },
    ]);
    expect(serverField.body.data.subCode).toBe(1);
    expect(serverField.body.data.reason.en).toMatch(/managed by the server/);
  });

  it('inserts between neighbours at fractional positions without renumbering, even after many inserts at one spot', async () => {
    const { id, doc } = await newProject();
    const page = String(pageOf(doc)._id);
    await save(id, 0, [addOp(page, 0, component('EA')), addOp(page, 1, component('EZ'))]);
    let local = await query(id);
    let revision = 1;
    for (let i = 0; i < 60; i++) {
      const op = addOp(page, 1, component(`E${i}`));
      const res = await save(id, revision, [op]);
      expect(res.body.data.subCode).toBe(0);
      revision = res.body.data.revision;
      local = applyOps(local, [op]);
    }
    expect(await query(id)).toEqual({ ...local, revision });
  });

  it('moving one component writes the same rows in a 10- and a 5,000-component project: 1 node + project + op log', async () => {
    const rowsForMove = async (n: number) => {
      const { id, doc } = await newProject(`规模${n}`);
      const page = String(pageOf(doc)._id);
      const children = Array.from({ length: n - 1 }, (_, i) => component(`EC${i}`, i));
      const setup = await save(id, 0, [
        addOp(page, 0, component('EMOVE')),
        addOp(page, 1, { ...component('HALL'), componentType: '5001', groupModel: { groupList: children } }),
      ]);
      expect(setup.body.data).toMatchObject({ subCode: 0, rowsWritten: n + 1 + 2 });
      const move = await save(id, 1, [
        { command: 'update', path: 'EMOVE.componentRect', records: { newValue: rect(500) } },
      ]);
      expect(move.body.data.subCode).toBe(0);
      const touched = await t.database.db
        .select({ id: projectNodes.nodeId })
        .from(projectNodes)
        .where(and(eq(projectNodes.projectId, id), eq(projectNodes.revision, 2)));
      expect(touched).toEqual([{ id: 'EMOVE' }]);
      return move.body.data.rowsWritten as number;
    };
    const small = await rowsForMove(10);
    const large = await rowsForMove(5000);
    expect(small).toBe(3);
    expect(large).toBe(small);
  });

  it('tells the onSaved listeners after commit, and not for a refused save', async () => {
    const { id, doc } = await newProject();
    const seen: number[] = [];
    const off = docs().onSaved((e) => {
      if (e.projectId === id) seen.push(e.revision);
    });
    await save(id, 0, [
      { command: 'update', path: `${doc._id as string}.apiWarn`, records: { newValue: true } },
    ]);
    await save(id, 1, [{ command: 'nope', path: '', records: {} }]);
    off();
    expect(seen).toEqual([1]);
    expect(OpError).toBeDefined();
  });

  it('save/v1 is an alias; a body that is not a save is a 400', async () => {
    const { id } = await newProject();
    const v1 = await post('/project/detail/v2/save/v1', { projectId: id, baseRevision: 0, opts: [] });
    expect(v1.body.data).toMatchObject({ subCode: 0, revision: 1 });
    const bad = await post('/project/detail/v2/save', { projectId: id, opts: 'x' });
    expect(bad.status).toBe(400);
  });
});
