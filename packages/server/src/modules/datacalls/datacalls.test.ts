import { mapData } from '@twincanvas/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';

/**
 * The members' data calls: the global routers' version stamp and the field mapping (single and batch),
 * which must answer exactly what the browser's mapping (the same model function) computes.
 */
let t: TestApp;
let owner: Who;
let viewer: Who;
let nobody: Who;
let other: Who;

const rows = [
  { city: 'Beijing', sales: 12, year: 2024 },
  { city: 'Shanghai', sales: '7', year: 2024 },
  { city: 'Beijing', sales: 9, year: 2025 },
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t);
  viewer = await member(t, { groupId: owner.groupId, codes: [PERMISSIONS.projectView.code] });
  nobody = await member(t, { groupId: owner.groupId, codes: [] });
  other = await member(t);
});
afterAll(() => t.close());

describe('global router version', () => {
  it('changes with every add, edit and delete of a global router, and only then', async () => {
    const o = okPoster(t, owner);
    const version = async () =>
      (await o('/remote/data/router/version', {})) as {
        version: string;
        count: number;
        updateTime: number | null;
      };
    const empty = await version();
    expect(empty).toMatchObject({ count: 0, updateTime: null });
    expect(await version()).toEqual(empty);

    const { id } = await o('/remote/data/router/add', {
      name: 'r1',
      routerConfig: { url: 'http://a.example' },
    });
    const added = await version();
    expect(added.count).toBe(1);
    expect(added.updateTime).toBeGreaterThan(0);
    expect(added.version).not.toBe(empty.version);
    expect(await version()).toEqual(added);

    await o('/remote/data/router/update', { id, routerConfig: { url: 'http://b.example' } });
    const edited = await version();
    expect(edited.count).toBe(1);
    expect(edited.version).not.toBe(added.version);

    // Project routers are not global routers: the stamp stays.
    const folder = (await o('/userFolder/add', { name: 'f' })).id as string;
    const { projectFlag } = await o('/project/v2/create', { folderId: folder, projectName: 'p' });
    await o('/project/router/add', { projectFlag, name: 'project-router' });
    expect((await version()).version).toBe(edited.version);

    // Another group's routers never move this group's stamp.
    await okPoster(t, other)('/remote/data/router/add', { name: 'theirs' });
    expect((await version()).version).toBe(edited.version);

    await o('/remote/data/router/delete', { ids: [id] });
    const deleted = await version();
    expect(deleted.count).toBe(0);
    expect(deleted.version).not.toBe(edited.version);
  });

  it('is open to project viewers, not to members without data or project rights', async () => {
    expect((await poster(t, viewer)('/remote/data/router/version', {})).status).toBe(200);
    expect((await poster(t, nobody)('/remote/data/router/version', {})).status).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/remote/data/router/version', payload: {} })).status,
    ).toBe(401);
  });
});

describe('field mapping calls', () => {
  it('maps one answer exactly as the model (and so the browser) does', async () => {
    const v = okPoster(t, viewer);
    const chartReq = {
      requestType: 1,
      data: { data: rows },
      mapingJson: '{"X":"city","Y":"sales","Name":"year"}',
      componentType: '13001',
    };
    const chart = await v('/remote/data/mapping', chartReq);
    expect(chart).toEqual(mapData(chartReq));
    expect((chart as { Group: unknown[] }[])[0]!.Group).toHaveLength(2);
    const text = await v('/remote/data/mapping', {
      data: rows,
      mapingJson: { text: 'city' },
      componentType: 2005,
    });
    expect(text).toEqual([{ text: 'Beijing' }, { text: 'Shanghai' }, { text: 'Beijing' }]);
    const object = await v('/remote/data/mapping', {
      data: rows,
      mapingJson: { text: 'city' },
      target: { mode: 'object', fields: ['text'] },
    });
    expect(object).toEqual({ text: 'Beijing' });
    // No mapping: the data passes unchanged.
    expect(await v('/remote/data/mapping', { data: rows })).toEqual(rows);
  });

  it('maps a batch in order, echoing ids', async () => {
    const list = [
      { id: 'a', data: rows, mapingJson: { value: 'sales' }, componentType: '1002' },
      { id: 'b', data: rows, mapingJson: '{"X":"city","Y":"sales"}', componentType: 13002 },
      { data: [], mapingJson: { text: 'city' } },
    ];
    const out = (await okPoster(t, owner)('/remote/data/mapping/batch', { list })) as {
      id?: string;
      data: unknown;
    }[];
    expect(out).toEqual([
      { id: 'a', data: mapData(list[0]!) },
      { id: 'b', data: mapData(list[1]!) },
      { data: [] },
    ]);
  });

  it('refuses bad bodies, oversize batches and callers without rights', async () => {
    const p = poster(t, owner);
    expect((await p('/remote/data/mapping', { data: 1, mapingJson: 5 })).status).toBe(400);
    expect((await p('/remote/data/mapping', { data: 1, target: { mode: 'weird', fields: [] } })).status).toBe(
      400,
    );
    expect((await p('/remote/data/mapping/batch', { list: [] })).status).toBe(400);
    const many = Array.from({ length: 201 }, () => ({ data: 1 }));
    expect((await p('/remote/data/mapping/batch', { list: many })).status).toBe(400);
    expect((await poster(t, nobody)('/remote/data/mapping', { data: 1 })).status).toBe(403);
    expect((await poster(t, nobody)('/remote/data/mapping/batch', { list: [{ data: 1 }] })).status).toBe(403);
  });

  it('a hostile mapping pollutes nothing and reads no prototype', async () => {
    // A body carrying __proto__ is refused by the JSON parser before any mapping runs…
    const poisoned = await t.call({
      method: 'POST',
      url: '/api/remote/data/mapping',
      token: owner.token,
      group: owner.groupId,
      headers: { 'content-type': 'application/json' },
      payload: '{"data":[{"__proto__":{"polluted":1}}],"mapingJson":{"x":"__proto__.polluted"}}',
    });
    expect(poisoned.status).toBe(400);
    // …and paths through prototype names find nothing.
    const out = await okPoster(t, owner)('/remote/data/mapping', {
      data: [{ v: 2 }],
      mapingJson: '{"a":"constructor","b":"v.constructor.name","c":"toString","d":"v"}',
      target: { mode: 'object', fields: [] },
    });
    expect(out).toEqual({ d: 2 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
