import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

/**
 * Data-source groups (group type 7): the groups themselves are the resource groups of
 * /group-management/{add, update, delete, queryAll}/7; membership is the source's groupManagementId,
 * set by /remote/source/addOffLineDadaResourceShip. The list filters by group (or the ungrouped ones)
 * and carries the per-group counts for the tree; a deleted group's sources fall back to ungrouped.
 */
let t: TestApp;
let admin: Who;
let other: Who;
beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  other = await member(t);
});
afterAll(() => t.close());

const api = (name: string) => ({ name, type: 'api', config: { url: `https://example.com/${name}` } });
const names = (page: { list: { name: string }[] }) => page.list.map((s) => s.name).sort();

describe('data-source groups', () => {
  it('create, move, filter, count, rename and delete', async () => {
    const call = okPoster(t, admin);
    const sales = await call('/group-management/add/7', { name: '销售' });
    const ops = await call('/group-management/add/7', { name: 'ops' });
    const made: { id: string }[] = [];
    for (const n of ['a', 'b', 'c', 'd']) made.push(await call('/remote/source/saveOrUpdate', api(n)));
    await call('/remote/source/addOffLineDadaResourceShip', {
      groupManagementId: sales.id,
      ids: [made[0]!.id, made[1]!.id],
    });
    await call('/remote/source/addOffLineDadaResourceShip', {
      groupManagementId: ops.id,
      ids: [made[2]!.id],
    });

    const all = await call('/remote/source/queryPage', { page: 1, limit: 10 });
    expect(all.groupCounts).toEqual({ all: 4, ungrouped: 1, byGroup: { [sales.id]: 2, [ops.id]: 1 } });
    expect(names(await call('/remote/source/queryPage', { groupManagementId: sales.id }))).toEqual([
      'a',
      'b',
    ]);
    expect(names(await call('/remote/source/queryPage', { groupManagementId: null }))).toEqual(['d']);
    // Search within a group.
    expect(
      names(await call('/remote/source/queryPage', { groupManagementId: sales.id, keyword: 'b' })),
    ).toEqual(['b']);

    // Moving back out of any group.
    await call('/remote/source/addOffLineDadaResourceShip', { groupManagementId: null, ids: [made[1]!.id] });
    expect(names(await call('/remote/source/queryPage', { groupManagementId: null }))).toEqual(['b', 'd']);

    await call('/group-management/update/7', { id: ops.id, name: 'operations' });
    expect((await call('/group-management/queryAll/7')).map((g: { name: string }) => g.name)).toEqual([
      '销售',
      'operations',
    ]);

    // Deleting a group keeps its sources: they are ungrouped from then on.
    await call('/group-management/delete/7', { id: ops.id });
    const after = await call('/remote/source/queryPage', { groupManagementId: null });
    expect(names(after)).toEqual(['b', 'c', 'd']);
    expect(after.list.every((s: { groupManagementId: unknown }) => s.groupManagementId === null)).toBe(true);
    expect(after.groupCounts).toEqual({ all: 4, ungrouped: 3, byGroup: { [sales.id]: 1 } });
  });

  it('group-relationship/addResourceShip/7 moves sources the same way (one membership mechanism)', async () => {
    const call = okPoster(t, admin);
    const g = await call('/group-management/add/7', { name: 'via ship' });
    const src = await call('/remote/source/saveOrUpdate', api('shipped'));
    await call('/group-relationship/addResourceShip/7', { groupManagementId: g.id, resourceIds: [src.id] });
    expect(names(await call('/remote/source/queryPage', { groupManagementId: g.id }))).toEqual(['shipped']);
  });

  it("another group's data-source group cannot be used or seen", async () => {
    const theirs = await okPoster(t, other)('/group-management/add/7', { name: 'theirs' });
    const mine = await okPoster(t, admin)('/remote/source/saveOrUpdate', api('mine'));
    const post = poster(t, admin);
    const move = await post('/remote/source/addOffLineDadaResourceShip', {
      groupManagementId: theirs.id,
      ids: [mine.id],
    });
    expect(move.status).toBe(404);
    const listed = await okPoster(t, admin)('/remote/source/queryPage', { groupManagementId: theirs.id });
    expect(listed.list).toEqual([]);
    expect((await post('/group-management/delete/7', { id: theirs.id })).status).toBe(404);
  });

  it('group editing needs dataEdit; listing needs dataView', async () => {
    const nobody = await member(t, { groupId: admin.groupId, codes: [] });
    expect((await poster(t, nobody)('/group-management/add/7', { name: 'x' })).status).toBe(403);
    expect((await poster(t, nobody)('/group-management/queryAll/7', {})).status).toBe(403);
  });
});
