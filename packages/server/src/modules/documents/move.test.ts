import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applyOps, invertOps, makeMoveOp, type DocNode, type Operation } from '@twincanvas/model';
import { projectOps } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { gridText, member, okPoster, poster, type Who } from '../../test/workspace.js';

/** Issue 20 item 4: a select-all drag of 2,000 components is one compact move op, saved and undone cheaply. */

const COMPONENTS = 2000;
const MAX_SAVE_BYTES = 50_000;

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

// Short ids (Ebench0…Ebench1999): the move op's own size; http/requestEncoding.test.ts weighs real ids.
const component = (i: number) => gridText(`Ebench${i}`, i);

async function bigProject() {
  const made = await data('/project/v2/create', { projectName: '批量移动' });
  const doc = (await data('/project/detail/v2/query', { projectId: made.projectId })) as DocNode;
  const page = String(((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id);
  const adds: Operation[] = Array.from({ length: COMPONENTS }, (_, i) => ({
    command: 'add',
    path: `${page}.projectTwoComponentList`,
    records: { index: i, value: component(i) as unknown as DocNode },
  }));
  const res = await save(made.projectId as string, 0, adds);
  expect(res.body.data).toMatchObject({ subCode: 0, revision: 1 });
  return { id: made.projectId as string, page, doc: applyOps(doc, adds) };
}

const body = (projectId: string, baseRevision: number, opts: unknown[]) => ({
  projectId,
  baseRevision,
  opts,
  time: Date.now(),
  goal: 'update2D',
  clientId: 'tab-batchmove',
});
const save = (projectId: string, baseRevision: number, opts: unknown[]) =>
  post('/project/detail/v2/save', body(projectId, baseRevision, opts));
const query = (projectId: string) => data('/project/detail/v2/query', { projectId }) as Promise<DocNode>;
const rects = (doc: DocNode) =>
  (
    ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!
      .projectTwoComponentList as DocNode[]
  ).map((c) => c.componentRect as { componentLeft: number; componentTop: number });

describe('move op through project/detail/v2/save (per-node storage)', () => {
  it('a 2,000-component move is one save under 50 KB; the stored rects move, and its inverse (undo) restores them', async () => {
    const { id, page, doc } = await bigProject();
    const ids = Array.from({ length: COMPONENTS }, (_, i) => `Ebench${i}`);
    const move = makeMoveOp(page, 'projectTwoComponentList', ids, 31, -17);
    const bytes = Buffer.byteLength(JSON.stringify(body(id, 1, [move])));
    expect(bytes).toBeLessThan(MAX_SAVE_BYTES);

    const res = await save(id, 1, [move]);
    expect(res.body.data).toMatchObject({ subCode: 0, revision: 2 });
    const moved = await query(id);
    const expected = applyOps(doc, [move]);
    expect(rects(moved)).toEqual(rects(expected));
    expect(rects(moved)[COMPONENTS - 1]).toMatchObject({
      componentLeft: 49 * 38 + 31,
      componentTop: 39 * 26 - 17,
    });
    // The op log keeps the compact op as sent (what the realtime event and replay carry).
    const [logged] = await t.database.db
      .select({ ops: projectOps.ops })
      .from(projectOps)
      .where(and(eq(projectOps.projectId, id), eq(projectOps.revision, 2)));
    expect(logged?.ops).toEqual([move]);

    const undo = invertOps([move]);
    expect(Buffer.byteLength(JSON.stringify(body(id, 2, undo)))).toBeLessThan(MAX_SAVE_BYTES);
    expect((await save(id, 2, undo)).body.data).toMatchObject({ subCode: 0, revision: 3 });
    expect(rects(await query(id))).toEqual(rects(doc));
  }, 240_000); // 2,000 components are written first: minutes on a busy 2-core machine, seconds on a quiet one

  it('refuses unknown ids, ids of another list and non-finite or missing offsets with subCode 1; nothing moves', async () => {
    const made = await data('/project/v2/create', { projectName: '批量移动拒绝' });
    const doc = (await query(made.projectId as string)) as DocNode;
    const id = made.projectId as string;
    const page = String(((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id);
    const add = (i: number): Operation => ({
      command: 'add',
      path: `${page}.projectTwoComponentList`,
      records: { index: i, value: component(i) as unknown as DocNode },
    });
    expect((await save(id, 0, [add(0), add(1)])).body.data.subCode).toBe(0);
    const before = await query(id);
    const path = `${page}.projectTwoComponentList`;
    const bad: [string, unknown][] = [
      ["'E404' is not in", { command: 'move', path, records: { ids: ['Ebench0', 'E404'], dx: 5, dy: 5 } }],
      [
        'is not in',
        { command: 'move', path: `${page}.components3D`, records: { ids: ['Ebench0'], dx: 5, dy: 5 } },
      ],
      // JSON has no NaN or Infinity: a client that tries sends null.
      ['finite', { command: 'move', path, records: { ids: ['Ebench0'], dx: null, dy: 5 } }],
      ['finite', { command: 'move', path, records: { ids: ['Ebench0'], dx: '5', dy: 5 } }],
      ['finite', { command: 'move', path, records: { ids: ['Ebench0'], dx: 5 } }],
      ['non-empty', { command: 'move', path, records: { ids: [], dx: 5, dy: 5 } }],
      ['twice', { command: 'move', path, records: { ids: ['Ebench0', 'Ebench0'], dx: 5, dy: 5 } }],
    ];
    for (const [reason, op] of bad) {
      const res = await save(id, 1, [
        { command: 'update', path: 'Ebench1.componentName', records: { newValue: 'changed' } },
        makeMoveOp(page, 'projectTwoComponentList', ['Ebench1'], 3, 3),
        op,
      ]);
      expect(res.status, reason).toBe(200);
      expect(res.body.data, reason).toMatchObject({ subCode: 1, revision: 1 });
      expect(res.body.msg).toContain(reason);
    }
    expect(await query(id)).toEqual(before);
  });
});
