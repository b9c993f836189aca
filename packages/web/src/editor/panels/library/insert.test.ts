import { describe, expect, it } from 'vitest';
import type { Component2D, DocNode, ListContext } from '@twincanvas/model';
import { addProjectFontOp, dataRefs, insertComponentsOps, relinkData } from './insert';

const rect = (l: number, t: number, w: number, h: number) => ({
  componentLeft: l,
  componentTop: t,
  componentWidth: w,
  componentHeight: h,
});
const group: Component2D = {
  _id: 'Hg1',
  componentType: '5001',
  componentName: 'g收藏',
  componentRect: rect(100, 100, 200, 100),
  groupModel: {
    groupList: [
      {
        _id: 'Ea',
        _pid: 'Hg1',
        componentType: '2005',
        componentRect: rect(0, 0, 50, 50),
        requestSource: { type: 'api', filters: ['f1'], paramVars: [{ id: 'u1_v1', name: 'city' }] },
      },
    ],
  },
};
const ctx: ListContext = {
  parentId: 'Dp',
  listField: 'projectTwoComponentList',
  list: [{ _id: 'Eold', order: 3 } as Component2D],
} as ListContext;

describe('library insert', () => {
  it('collects the filter ids and parameter variables a set of components uses', () => {
    expect(dataRefs([group])).toEqual({ filterIds: ['f1'], paramVars: [{ id: 'u1_v1', name: 'city' }] });
  });

  it('inserts with fresh ids, remapped _pid, re-linked data, centred and stacked on top', () => {
    const links = { filters: new Map([['f1', 'F9']]), vars: new Map([['v1', 'V9']]) };
    const { ops, ids } = insertComponentsOps(ctx, [group], { x: 960, y: 540 }, links);
    expect(ops).toHaveLength(1);
    const value = (ops[0]!.records as { value: Component2D; index: number }).value;
    expect(ids[0]).toBe(value._id);
    expect(value._id).not.toBe('Hg1');
    expect(value.order).toBe(4);
    expect(value.componentRect).toMatchObject({ componentLeft: 860, componentTop: 490 });
    const child = value.groupModel!.groupList[0]!;
    expect(child._id).not.toBe('Ea');
    expect(child._pid).toBe(value._id);
    expect(child.requestSource).toMatchObject({ filters: ['F9'], paramVars: [{ id: 'u1_V9' }] });
    expect(value.componentName).toBe('g收藏');
  });

  it('relinks object filters and leaves unknown ids alone', () => {
    const out = relinkData(
      { requestSource: { filters: [{ id: 'a', code: 'x' }, 'b'] } },
      { filters: new Map([['a', 'A']]), vars: new Map() },
    );
    expect(out.requestSource.filters).toEqual([{ id: 'A', code: 'x' }, 'b']);
  });

  it('adds a font to the project once', () => {
    const doc = { _id: 'Ap', fonts: [] } as unknown as DocNode;
    const ops = addProjectFontOp(doc, { fontRealName: 'F', fontUrl: '/api/file/x.woff2' });
    expect(ops[0]).toMatchObject({ path: 'Ap.fonts', records: { newValue: [{ fontRealName: 'F' }] } });
    expect(
      addProjectFontOp({ ...doc, fonts: [{ fontRealName: 'F', fontUrl: '/api/file/x.woff2' }] } as DocNode, {
        fontRealName: 'F',
        fontUrl: '/api/file/x.woff2',
      }),
    ).toEqual([]);
  });
});
