import { describe, expect, it } from 'vitest';
import { applyOps } from './apply.js';
import { makeAddOp } from './build.js';
import { OpError } from './errors.js';
import { assembleDocument, flattenDocument, nodeBody } from './flatten.js';
import { normalizeDocument } from './normalize.js';
import { findNode } from './tree.js';
import type { DocNode } from './tree.js';
import { doc } from './doc.fixture.js';

describe('per-node storage', () => {
  it('flattenDocument gives one record per node with parent, kind, list field, position and a body without children', () => {
    const records = flattenDocument(doc());
    expect(records.map((r) => r.id)).toEqual([
      'A1',
      'B1',
      'D1',
      'E1',
      'H1',
      'E2',
      'G1',
      'Z1',
      'E3',
      'M1',
      'J1',
      'F1',
      'C1',
    ]);
    const h1 = records.find((r) => r.id === 'H1');
    expect(h1).toMatchObject({
      parentId: 'D1',
      kind: 'component2d',
      listField: 'projectTwoComponentList',
      position: 1,
    });
    expect(h1?.body).toEqual({ _id: 'H1', componentType: '5001', groupModel: { note: 'g', groupList: [] } });
    expect(records.find((r) => r.id === 'E3')).toMatchObject({
      parentId: 'Z1',
      kind: 'component2d',
      listField: 'componentList',
    });
    // A map's items are nodes of their own; the map keeps its view and empty lists.
    expect(records.find((r) => r.id === 'J1')).toMatchObject({
      parentId: 'M1',
      kind: 'component2d',
      listField: 'mapModel.layer',
    });
    expect(records.find((r) => r.id === 'M1')?.body).toEqual({
      _id: 'M1',
      componentType: '4501',
      mapModel: { zoom: 15, layer: [], marker: [] },
    });
    expect(records[0]).toMatchObject({ parentId: null, listField: null, kind: 'project' });
    expect(nodeBody({ _id: 'E1' }, 'component2d')).toEqual({ _id: 'E1' });
  });

  it('assembleDocument is the exact inverse, sorts by position and rejects orphans', () => {
    const base = doc();
    const [root, ...rest] = flattenDocument(base);
    expect(assembleDocument(root!.body, [...rest].reverse())).toStrictEqual(base);
    const spaced = rest.map((r) => ({ ...r, position: r.position * 10 + 0.5 }));
    expect(assembleDocument(root!.body, spaced)).toStrictEqual(base);
    expect(() => assembleDocument(root!.body, [...rest, { ...rest[0]!, id: 'X', parentId: 'GONE' }])).toThrow(
      /no reachable parent/,
    );
    // a child stored under a list the body lacks still comes back
    const withoutList = { _id: 'E5' };
    const rebuilt = assembleDocument({ _id: 'A9', projectScenesList: [] }, [
      {
        id: 'B5',
        parentId: 'A9',
        kind: 'scene',
        listField: 'projectScenesList',
        position: 0,
        body: { _id: 'B5', projectPageList: [] },
      },
      {
        id: 'D5',
        parentId: 'B5',
        kind: 'page',
        listField: 'projectPageList',
        position: 0,
        body: { _id: 'D5' },
      },
      {
        id: 'H5',
        parentId: 'D5',
        kind: 'component2d',
        listField: 'projectTwoComponentList',
        position: 0,
        body: { _id: 'H5' },
      },
      {
        id: 'E5',
        parentId: 'H5',
        kind: 'component2d',
        listField: 'groupModel.groupList',
        position: 0,
        body: withoutList,
      },
    ]);
    expect(findNode(rebuilt, 'E5')?.parentId).toBe('H5');
    expect(assembleDocument({ projectScenesList: [] }, [])).toEqual({ projectScenesList: [] });
  });

  it('normalizeDocument creates the child lists a node should have, so adds always find their list', () => {
    const raw: DocNode = {
      _id: 'A1',
      projectScenesList: [
        {
          _id: 'B1',
          projectPageList: [
            {
              _id: 'D1',
              projectTwoComponentList: [
                { _id: 'H1', componentType: '5001' },
                { _id: 'G1', componentType: '4901', dynamicModel: { loop: true } },
                { _id: 'E1', componentType: '1007' },
                { _id: 'Z', groupModel: {} },
              ],
            },
          ],
        },
      ],
    };
    const normal = normalizeDocument(raw);
    expect(normal.systemScenes).toEqual([]);
    const page = findNode(normal, 'D1')?.node as DocNode;
    expect(page.components3D).toEqual([]);
    expect(page.projectGisComponent).toEqual([]);
    expect(findNode(normal, 'H1')?.node.groupModel).toEqual({ groupList: [] });
    expect(findNode(normal, 'G1')?.node.dynamicModel).toEqual({ loop: true, pageList: [] });
    expect(findNode(normal, 'E1')?.node).toEqual({ _id: 'E1', componentType: '1007' });
    expect(findNode(normal, 'Z')?.node.groupModel).toEqual({ groupList: [] });
    expect(raw.systemScenes).toBeUndefined();
    expect(() => applyOps(normal, [makeAddOp('H1', 'groupModel.groupList', 0, { _id: 'E7' })])).not.toThrow();
    expect(() => normalizeDocument({ projectScenesList: [{ name: 'no id' }] })).toThrow(OpError);
  });
});
