import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyOps } from '../ops/apply.js';
import { makeAddOp, makeDeleteOp } from '../ops/build.js';
import { doc } from '../ops/doc.fixture.js';
import type { DocNode } from '../ops/tree.js';
import { diffVersions, isEmptyDiff, sameJson } from './diff.js';

const page = (d: DocNode) => ((d.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!;

describe('diffVersions', () => {
  it('finds nothing between a document and itself, whatever the key order', () => {
    const a = doc();
    const b = JSON.parse(JSON.stringify(a, Object.keys(a).reverse())) as DocNode;
    const d = diffVersions(a, structuredClone(a));
    expect(isEmptyDiff(d)).toBe(true);
    expect(d.counts).toEqual({ added: 0, removed: 0, changed: 0 });
    expect(sameJson({ x: 1, y: [1, { z: 2 }] }, { y: [1, { z: 2 }], x: 1 })).toBe(true);
    expect(sameJson({ x: 1 }, { x: 1, y: 2 })).toBe(false);
    expect(b._id).toBe(a._id);
  });

  it('lists added, removed and changed components under their page, with the changed properties', () => {
    const a = doc();
    const b = applyOps(a, [
      makeAddOp('D1', 'projectTwoComponentList', 0, {
        _id: 'N1',
        componentName: '新图表',
        componentType: '2005',
      }),
      makeDeleteOp(a, 'E1'),
      { command: 'update', path: 'E2.componentRect', records: { newValue: { componentLeft: 5 } } },
      { command: 'update', path: 'F1.pointData', records: { newValue: [] } },
    ]);
    const d = diffVersions(a, b);
    expect(d.counts).toEqual({ added: 1, removed: 1, changed: 2 });
    expect(d.pages).toHaveLength(1);
    const p = d.pages[0]!;
    expect(p).toMatchObject({ pageId: 'D1', kind: 'page', change: null });
    const byId = Object.fromEntries(p.components.map((c) => [c.id, c]));
    expect(byId.N1).toMatchObject({ change: 'added', name: '新图表', type: '2005', kind: 'component2d' });
    expect(byId.E1).toMatchObject({ change: 'removed', kind: 'component2d' });
    // E2 sits inside group H1: it is reported on the page that holds the group.
    expect(byId.E2).toMatchObject({ change: 'changed', fields: ['componentRect'] });
    expect(byId.F1).toMatchObject({ change: 'changed', kind: 'component3d', fields: ['pointData'] });
  });

  it('a removed page is reported with its components; a new page and scene too', () => {
    const a = doc();
    const b = applyOps(a, [
      makeDeleteOp(a, 'B1'),
      makeAddOp('A1', 'projectScenesList', 0, {
        _id: 'S2',
        scenesName: '新场景',
        projectPageList: [{ _id: 'P2', pageName: '新页', projectTwoComponentList: [{ _id: 'K1' }] }],
      }),
    ]);
    const d = diffVersions(a, b);
    expect(d.scenes).toEqual([
      { id: 'S2', name: '新场景', change: 'added' },
      { id: 'B1', name: 'B1', change: 'removed' },
    ]);
    expect(d.pages.map((p) => [p.pageId, p.change, p.sceneName])).toEqual([
      ['P2', 'added', '新场景'],
      ['D1', 'removed', 'B1'],
    ]);
    expect(d.pages[0]!.components.map((c) => c.id)).toEqual(['K1']);
    expect(d.pages[1]!.components.map((c) => c.id).sort()).toEqual(
      ['E1', 'E2', 'E3', 'F1', 'G1', 'H1', 'J1', 'M1', 'Z1'].sort(),
    );
  });

  it('reports page and project property changes and a move to another parent', () => {
    const a = doc();
    const b = applyOps(a, [
      { command: 'update', path: 'D1.pageName', records: { newValue: '首页' } },
      { command: 'update', path: 'A1.canvasWidth', records: { newValue: 3840 } },
      makeDeleteOp(a, 'E1'),
      makeAddOp('H1', 'groupModel.groupList', 0, (page(a).projectTwoComponentList as DocNode[])[0]!),
    ]);
    const d = diffVersions(a, b);
    expect(d.project).toEqual(['canvasWidth']);
    expect(d.pages[0]).toMatchObject({ change: 'changed', fields: ['pageName'], name: '首页' });
    expect(d.pages[0]!.components).toEqual([
      expect.objectContaining({ id: 'E1', change: 'changed', fields: ['parent'] }),
    ]);
  });

  it('diff(a, b) mirrors diff(b, a): added and removed swap, changed stays', () => {
    const ids = ['X1', 'X2', 'X3', 'X4'];
    fc.assert(
      fc.property(fc.subarray(ids), fc.subarray(['E1', 'F1', 'J1']), (add, touch) => {
        const a = doc();
        const b = applyOps(a, [
          ...add.map((id, i) => makeAddOp('D1', 'projectTwoComponentList', i, { _id: id })),
          ...touch.map((id) => ({
            command: 'update' as const,
            path: `${id}.touched`,
            records: { newValue: 1 },
          })),
        ]);
        const ab = diffVersions(a, b);
        const ba = diffVersions(b, a);
        expect(ab.counts).toEqual({ added: add.length, removed: 0, changed: touch.length });
        expect(ba.counts).toEqual({ added: 0, removed: add.length, changed: touch.length });
        expect(isEmptyDiff(ab)).toBe(add.length + touch.length === 0);
      }),
      { numRuns: 50 },
    );
  });
});
