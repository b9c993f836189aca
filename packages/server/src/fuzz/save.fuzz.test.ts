import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyOps, sameJson, type DocNode, type Operation } from '@twincanvas/model';
import { createTestApp, TEST_DB, type TestApp } from '../test/harness.js';
import { folderProject, member, okPoster, poster, type Who } from '../test/workspace.js';
import { versionJobsSettled } from '../modules/versions/routes.js';
import { fuzzTimeout, wildValue } from './arbitraries.js';
import { TableDigest } from './digest.js';

/**
 * Property-based fuzzing of the save route's operations (issue 23 item 3): ops built from the ids and
 * list fields of a real document, mixed with malformed ones. A save is all or nothing: refused (status
 * ≥ 400 or subCode ≠ 0) leaves every table as it was; accepted gives exactly what the model's applyOps
 * gives for the same ops. FUZZ_RUNS as in api.fuzz.test.ts.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (TEST_DB === 'postgres' ? 30 : 60));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: TestApp;
let a: Who;
let project: { id: string; flag: string; pageId: string };
let digest: TableDigest;
const unhandled: unknown[] = [];
const onUnhandled = (err: unknown) => unhandled.push(err);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  t = await createTestApp();
  a = await member(t);
  const o = okPoster(t, a);
  project = await folderProject(o, '保存模糊');
  const res = await o('/project/detail/v2/save', {
    projectId: project.id,
    baseRevision: 0,
    opts: [
      {
        command: 'add',
        path: `${project.pageId}.projectTwoComponentList`,
        records: {
          index: 0,
          value: {
            _id: 'G1',
            componentName: '组',
            componentType: '5001',
            componentRect: { componentLeft: 0, componentTop: 0 },
            groupModel: {
              groupList: [
                {
                  _id: 'E2',
                  componentName: 'E2',
                  componentType: '2005',
                  componentRect: { componentLeft: 1 },
                },
              ],
            },
          },
        },
      },
      {
        command: 'add',
        path: `${project.pageId}.projectTwoComponentList`,
        records: {
          index: 1,
          value: {
            _id: 'E1',
            componentName: 'E1',
            componentType: '2005',
            componentRect: { componentLeft: 2 },
          },
        },
      },
    ],
  });
  expect(res.subCode).toBe(0);
  digest = new TableDigest(t.database, new Map());
});
afterAll(async () => {
  await t?.close();
  process.off('unhandledRejection', onUnhandled);
});

function opArb(): fc.Arbitrary<unknown> {
  const ids = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(project.flag, project.pageId, 'E1', 'E2', 'G1') },
    { weight: 1, arbitrary: fc.constantFrom('missing', '', 'N1') },
  );
  const list = fc.constantFrom(
    'projectTwoComponentList',
    'groupModel.groupList',
    'projectScenesList',
    'projectPageList',
    'components3D',
    'dynamicModel.pageList',
    'nope',
  );
  const prop = fc.constantFrom(
    'componentName',
    'componentRect.componentLeft',
    'canvasWidth',
    'projectName',
    'revision',
    'projectFlag',
    'folderId',
    '_id',
    'groupModel',
    'projectTwoComponentList',
    'a.b.c',
    '0',
    '__proto__.polluted',
  );
  const node = fc.record(
    {
      // Mostly fresh ids (the add can succeed), sometimes one that exists or is no id at all.
      _id: fc.oneof(
        { weight: 4, arbitrary: fc.nat(1e6).map((n) => `N${n}`) },
        { weight: 1, arbitrary: fc.constantFrom('E1', 'G1', project.flag, '') },
      ),
      componentName: fc.string({ maxLength: 10 }),
      componentType: fc.constantFrom('2005', '5001', '4901'),
      groupModel: fc.record({
        groupList: fc.array(fc.record({ _id: fc.constantFrom('N3', 'N4', 'E2') }), { maxLength: 2 }),
      }),
    },
    { requiredKeys: ['_id'] },
  );
  const listOp = fc.record({
    command: fc.constantFrom('add', 'restore', 'delete'),
    path: fc.oneof(
      // Mostly a list that exists, so the op can apply; sometimes any id with any field.
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          `${project.pageId}.projectTwoComponentList`,
          `${project.pageId}.components3D`,
          'G1.groupModel.groupList',
        ),
      },
      { weight: 1, arbitrary: fc.tuple(ids, list).map(([id, field]) => `${id}.${field}`) },
    ),
    records: fc.record(
      {
        index: fc.oneof(fc.integer({ min: -2, max: 5 }), wildValue),
        value: fc.oneof({ weight: 4, arbitrary: node }, { weight: 1, arbitrary: wildValue }),
      },
      { requiredKeys: [] },
    ),
  });
  const updateOp = fc.record({
    command: fc.constant('update'),
    path: fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            fc.constantFrom('E1', 'E2', 'G1'),
            fc.constantFrom('componentName', 'componentRect.componentLeft'),
          )
          .map(([id, p]) => `${id}.${p}`),
      },
      { weight: 1, arbitrary: fc.tuple(ids, prop).map(([id, p]) => (id ? `${id}.${p}` : p)) },
    ),
    records: fc.oneof(
      fc.record({ newValue: wildValue }),
      fc.record({ oldValue: wildValue, newValue: wildValue }),
      wildValue,
    ),
  });
  // The move op (a batch drag): G1 has a position and moves; E1 and E2 lack componentTop and are refused.
  const offset = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: -50, max: 50 }) },
    fc.double(),
    wildValue,
  );
  const moveOp = fc.record({
    command: fc.constant('move'),
    path: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(`${project.pageId}.projectTwoComponentList`, 'G1.groupModel.groupList'),
      },
      { weight: 1, arbitrary: fc.tuple(ids, list).map(([id, field]) => `${id}.${field}`) },
    ),
    records: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record(
          { ids: fc.array(ids, { maxLength: 3 }), dx: offset, dy: offset },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: wildValue },
    ),
  });
  return fc.oneof(
    { weight: 3, arbitrary: listOp },
    { weight: 3, arbitrary: updateOp },
    { weight: 2, arbitrary: moveOp },
    { weight: 1, arbitrary: wildValue },
  );
}

const strip = ({ revision: _r, ...rest }: DocNode) => rest;

describe('save fuzzing', () => {
  it(
    `${RUNS} random operation lists: all or nothing, accepted = applyOps, never a 5xx`,
    { timeout: fuzzTimeout(RUNS) },
    async () => {
      const post = poster(t, a);
      const stats = { cases: 0, saved: 0, refused: 0, conflicts: 0 };
      // Full digests only when the transaction-id check says a refused save may have written something.
      let full: Map<string, string> | null = null;
      await fc.assert(
        fc.asyncProperty(
          fc.array(opArb(), { minLength: 1, maxLength: 4 }),
          fc.integer({ min: -1, max: 1 }),
          async (ops, drift) => {
            const before = (await okPoster(t, a)('/project/detail/v2/query', {
              projectId: project.id,
            })) as DocNode;
            full ??= await digest.take();
            const xid = await digest.nextXid();
            const revision = Number(before.revision);
            const res = await post('/project/detail/v2/save', {
              projectId: project.id,
              baseRevision: Math.max(0, revision + drift),
              opts: ops,
            });
            await versionJobsSettled(t.database.db);
            stats.cases++;
            const what = `${JSON.stringify(ops).slice(0, 400)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
            expect(res.status, what).toBeLessThan(500);
            if (res.status >= 400 || res.body.data?.subCode !== 0) {
              stats.refused++;
              if (process.env.FUZZ_DEBUG) console.log(what);
              if (res.body.data?.subCode === 2) stats.conflicts++;
              if ((await digest.nextXid()) !== xid)
                expect(
                  TableDigest.changed(full, await digest.take()),
                  `refused, yet changed: ${what}`,
                ).toEqual([]);
              return;
            }
            stats.saved++;
            full = null;
            const after = (await okPoster(t, a)('/project/detail/v2/query', {
              projectId: project.id,
            })) as DocNode;
            let expected: DocNode | null = null;
            try {
              expected = applyOps(before, ops as Operation[]);
            } catch (err) {
              expect.fail(`the server saved what applyOps refuses (${String(err)}): ${what}`);
            }
            expect(sameJson(strip(after), strip(expected!)), `saved ≠ applyOps: ${what}`).toBe(true);
          },
        ),
        {
          numRuns: RUNS,
          ...(SEED === undefined ? {} : { seed: SEED }),
          endOnFailure: true,
          includeErrorInReport: true,
        },
      );
      expect(unhandled.map((r) => (r instanceof Error ? (r.stack ?? r.message) : String(r)))).toEqual([]);
      console.log(JSON.stringify({ bench: 'save-fuzz', db: TEST_DB, ...stats, fivexx: 0 }));
    },
  );
});

describe('regressions the save fuzzing found', () => {
  it('an add at a huge index goes to the end of the list (was a 500 from SQL OFFSET)', async () => {
    const o = okPoster(t, a);
    // A project of its own: 10,000 random saves before it may have deleted the fuzzed project's page.
    const fresh = await folderProject(o, '巨大下标');
    const doc = (await o('/project/detail/v2/query', { projectId: fresh.id })) as DocNode;
    const res = await o('/project/detail/v2/save', {
      projectId: fresh.id,
      baseRevision: Number(doc.revision),
      opts: [
        {
          command: 'add',
          path: `${fresh.pageId}.projectTwoComponentList`,
          records: { index: 7.936524209058254e78, value: { _id: 'HUGE1', componentType: '2005' } },
        },
      ],
    });
    expect(res.subCode).toBe(0);
    const after = (await o('/project/detail/v2/query', { projectId: fresh.id })) as DocNode;
    const page = (after.projectScenesList as DocNode[])
      .flatMap((scene) => scene.projectPageList as DocNode[])
      .find((p) => p._id === fresh.pageId)!;
    const list = page.projectTwoComponentList as DocNode[];
    expect(list.at(-1)?._id).toBe('HUGE1');
  });
});
