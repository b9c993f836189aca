import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyOps,
  findNode,
  makeAddOp,
  makeDeleteOp,
  makeMoveOp,
  makeUpdateOp,
  getChildList,
  walkNodes,
  type DocNode,
  type Operation,
} from '@twincanvas/model';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';

/** query(save(ops)) equals applyOps(doc, ops) for random op sequences, split over random saves. */
let t: TestApp;
let admin: Who;
let data: ReturnType<typeof okPoster>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  data = okPoster(t, admin);
});
afterAll(() => t.close());

const step = fc.record({
  kind: fc.constantFrom('add', 'addGroup', 'delete', 'update', 'rename', 'root', 'move', 'shift'),
  a: fc.nat(),
  b: fc.integer({ min: -500, max: 500 }),
  name: fc.string({ maxLength: 8 }),
  cut: fc.boolean(),
});

/** Lists a component can go into: pages, the system scene and groups, as [parentId, listField]. */
function containers(doc: DocNode): [string, string][] {
  const out: [string, string][] = [];
  walkNodes(doc, 'project', (node, info) => {
    if (info.kind === 'page' || info.kind === 'systemScene') out.push([info.id, 'projectTwoComponentList']);
    if (info.kind === 'component2d' && node.componentType === '5001')
      out.push([info.id, 'groupModel.groupList']);
  });
  return out;
}
function components(doc: DocNode): string[] {
  const out: string[] = [];
  walkNodes(doc, 'project', (_n, info) => {
    if (info.kind === 'component2d') out.push(info.id);
  });
  return out;
}

let counter = 0;
const fresh = (kind: 'E' | 'H') => `${kind}p${++counter}`;
const comp = (id: string, left: number) => ({
  _id: id,
  componentName: id,
  componentType: '2005',
  componentRect: { componentLeft: left, componentTop: 0, componentWidth: 10, componentHeight: 10 },
});

describe('save ≡ applyOps', () => {
  it('for random op sequences over random saves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const made = await data('/project/v2/create', { projectName: 'prop' });
        const start = (await data('/project/detail/v2/query', { projectId: made.projectId })) as DocNode;
        let doc = start;
        const batches: Operation[][] = [[]];
        for (const s of steps) {
          const lists = containers(doc);
          const comps = components(doc);
          let op: Operation[] = [];
          const [parent, field] = lists[s.a % lists.length]!;
          const target = comps.length > 0 ? comps[s.a % comps.length]! : null;
          if (s.kind === 'add') op = [makeAddOp(parent, field, s.b % 5, comp(fresh('E'), s.b))];
          if (s.kind === 'addGroup')
            op = [
              makeAddOp(parent, field, s.b, {
                ...comp(fresh('H'), s.b),
                componentType: '5001',
                groupModel: { groupList: [comp(fresh('E'), 1), comp(fresh('E'), 2)] },
              }),
            ];
          if (target && s.kind === 'delete') op = [makeDeleteOp(doc, target)];
          if (target && s.kind === 'update')
            op = [makeUpdateOp(doc, target, 'componentRect.componentLeft', s.b)];
          if (target && s.kind === 'rename') op = [makeUpdateOp(doc, target, 'componentName', s.name)];
          if (s.kind === 'root') op = [makeUpdateOp(doc, String(doc._id), 'canvasHeight', 1000 + s.b)];
          if (target && s.kind === 'move') {
            // Delete then add elsewhere: only when the target list is not inside the moved subtree.
            const del = makeDeleteOp(doc, target);
            const after = applyOps(doc, [del]);
            const into = containers(after);
            const [p2, f2] = into[s.b < 0 ? -s.b % into.length : s.b % into.length]!;
            const moved = (del.records as { value: DocNode }).value;
            if (findNode(after, p2)) op = [del, makeAddOp(p2, f2, s.a % 4, moved)];
          }
          if (s.kind === 'shift') {
            // The move op (a batch drag): some children of one list shifted by one offset.
            const children = (getChildList(findNode(doc, parent)!.node, field) ?? []) as DocNode[];
            const ids = children.slice(s.a % 2).map((c) => String(c._id));
            if (ids.length > 0) op = [makeMoveOp(parent, field, ids, s.b, 7 - s.b)];
          }
          if (op.length === 0) continue;
          doc = applyOps(doc, op);
          batches.at(-1)!.push(...op);
          if (s.cut) batches.push([]);
        }
        let revision = 0;
        for (const opts of batches.filter((b) => b.length > 0)) {
          const res = await data('/project/detail/v2/save', {
            projectId: made.projectId,
            baseRevision: revision,
            opts,
          });
          expect(res.subCode).toBe(0);
          revision = res.revision;
        }
        const stored = (await data('/project/detail/v2/query', { projectId: made.projectId })) as DocNode;
        expect(stored).toEqual({ ...doc, revision });
      }),
      { numRuns: 15 },
    );
  });
});
