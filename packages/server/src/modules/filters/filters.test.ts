import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FILTER_CODE, DELETED_FILTER_CODE } from '@twincanvas/sandbox';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { sharedFiltersByIds } from './service.js';

let t: TestApp;
let u: Who;
let flag = '';
let other = '';

beforeAll(async () => {
  t = await createTestApp();
  u = await member(t);
  const d = okPoster(t, u);
  const folder = (await d('/userFolder/add', { name: 'F' })).id;
  flag = (await d('/project/v2/create', { folderId: folder, projectName: 'P' })).projectFlag;
  other = (await d('/project/v2/create', { folderId: folder, projectName: 'Q' })).projectFlag;
});
afterAll(() => t.close());

describe('filters', () => {
  it("a new filter is 'filter example' whose code returns the data unchanged", async () => {
    const d = okPoster(t, u);
    const f = await d('/project/filter/add', { projectFlag: flag });
    expect(f).toMatchObject({ name: 'filter example', code: DEFAULT_FILTER_CODE });
    const run = await d('/project/filter/run', { projectFlag: flag, filterIds: [f.id], data: [{ a: 1 }] });
    expect(run).toMatchObject({ ok: true, data: [{ a: 1 }], applied: [f.id] });
  });

  it('chains filters in order on the server; filterOn false passes data through', async () => {
    const d = okPoster(t, u);
    const double = await d('/project/filter/add', {
      projectFlag: flag,
      name: 'double',
      code: 'return data.map((r) => ({ ...r, v: r.v * 2 }));',
    });
    const big = await d('/project/filter/add', {
      projectFlag: flag,
      name: 'big',
      code: 'return data.filter((r) => r.v > Number(vars.min));',
    });
    const data = [{ v: 1 }, { v: 3 }, { v: 5 }];
    const run = await d('/project/filter/run', {
      projectFlag: flag,
      filterIds: [double.id, big.id],
      data,
      vars: { min: 5 },
    });
    expect(run).toMatchObject({ ok: true, data: [{ v: 6 }, { v: 10 }] });
    const off = await d('/project/filter/run', {
      projectFlag: flag,
      filterIds: [double.id],
      data,
      filterOn: false,
    });
    expect(off.data).toEqual(data);
  });

  it('server runs are sandboxed: no process, an endless loop is stopped by the deadline', async () => {
    const d = okPoster(t, u);
    const escape = await d('/project/filter/run', {
      projectFlag: flag,
      code: "return typeof constructor.constructor('return this')().process;",
      data: null,
    });
    expect(escape).toMatchObject({ ok: true, data: 'undefined' });
    const loop = await d('/project/filter/run', { projectFlag: flag, code: 'for(;;){}', data: 1 });
    expect(loop).toMatchObject({ ok: false, error: { code: 'timeout' } });
  });

  it('byIds keeps the order asked and answers the placeholder for a deleted filter', async () => {
    const d = okPoster(t, u);
    const list = await d('/project/filter/list', { projectFlag: flag });
    const [first, second] = list;
    await d('/project/filter/update', { id: second.id, code: 'return 42;', name: 'answer' });
    await d('/project/filter/delete', { ids: [first.id] });
    const got = await d('/project/filter/byIds', {
      projectFlag: flag,
      filterIds: [second.id, first.id, 'gone'],
    });
    expect(got[0]).toMatchObject({ id: second.id, name: 'answer', code: 'return 42;' });
    expect(got[1]).toEqual({ id: first.id, name: '', code: DELETED_FILTER_CODE, deleted: true });
    expect(got[2]).toMatchObject({ code: DELETED_FILTER_CODE, deleted: true });
    // The shared variant (share/case views) reads the same way for an already authorised project.
    const projectId = (await d('/project/detail/v2/query', { projectFlag: flag })).projectId;
    const shared = await sharedFiltersByIds(t.database.db, projectId, [second.id]);
    expect(shared[0]!.code).toBe('return 42;');
    // A deleted filter in a chain runs the placeholder.
    const run = await d('/project/filter/run', { projectFlag: flag, filterIds: [first.id], data: [7] });
    expect(run).toMatchObject({ ok: true, data: [7] });
  });

  it('copy into another project on paste answers old and new ids', async () => {
    const d = okPoster(t, u);
    const src = (await d('/project/filter/list', { projectFlag: flag }))[0];
    const copied = await d('/project/filter/copy', {
      projectFlag: other,
      filterIds: [src.id],
      createBy: u.userId,
    });
    expect(copied[0]).toMatchObject({ oldId: src.id, name: src.name, code: src.code });
    expect(copied[0].id).not.toBe(src.id);
    const inOther = await d('/project/filter/list', { projectFlag: other });
    expect(inOther.map((f: { id: string }) => f.id)).toEqual([copied[0].id]);
    const same = await d('/project/filter/copy', { projectFlag: flag, filterIds: [src.id] });
    expect(same[0].id).toBe(src.id);
  });

  it('refuses code beyond 64 KiB', async () => {
    const res = await poster(t, u)('/project/filter/add', { projectFlag: flag, code: 'x'.repeat(70_000) });
    expect(res.status).toBe(400);
  });
});
