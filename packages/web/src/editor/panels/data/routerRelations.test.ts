import { describe, expect, it } from 'vitest';
import type { DocNode } from '@twincanvas/model';
import { relationChanges, routerBindings } from './routerRelations';

const bound = (id: string, router: string, routerType = 0) => ({
  _id: id,
  componentType: '13001',
  requestSource: { type: 'router', sqlOptions: { routers: [{ id: router, routerType }] } },
});

function doc(components: unknown[], system: unknown[] = []): DocNode {
  return {
    _id: 'A1',
    projectScenesList: [{ _id: 'B1', projectPageList: [{ _id: 'D1', projectTwoComponentList: components }] }],
    systemScenes: [{ _id: 'C1', projectTwoComponentList: system }],
  } as unknown as DocNode;
}

describe('router relations follow the document', () => {
  it('finds bindings on pages, in groups, in dynamic panels and on the system scene', () => {
    const d = doc(
      [
        bound('E1', 'r1'),
        { _id: 'E2', requestSource: { type: 'api' } },
        { _id: 'H1', groupModel: { groupList: [bound('E3', 'r2', 1)] } },
        { _id: 'G1', dynamicModel: { pageList: [{ _id: 'Z1', componentList: [bound('E4', 'r1')] }] } },
      ],
      [bound('E5', 'r3')],
    );
    const b = routerBindings(d, 'flag');
    expect([...b.keys()].sort()).toEqual(['E1|r1', 'E3|r2', 'E4|r1', 'E5|r3']);
    expect(b.get('E3|r2')).toMatchObject({
      routerType: 1,
      entry: { projectFlag: 'flag', sceneId: 'B1', pageId: 'D1', componentId: 'E3', groupId: 'H1' },
    });
  });

  it('paste adds, delete removes, rebinding does both', () => {
    const before = routerBindings(doc([bound('E1', 'r1')]), 'f');
    const pasted = routerBindings(doc([bound('E1', 'r1'), bound('E9', 'r1')]), 'f');
    expect(relationChanges(before, pasted)).toEqual({
      add: [
        {
          projectFlag: 'f',
          sceneId: 'B1',
          pageId: 'D1',
          componentId: 'E9',
          routers: [{ id: 'r1', routerType: 0 }],
        },
      ],
      remove: [],
    });
    const deleted = routerBindings(doc([]), 'f');
    expect(relationChanges(before, deleted).remove.map((e) => e.componentId)).toEqual(['E1']);
    const rebound = routerBindings(doc([bound('E1', 'r2')]), 'f');
    const change = relationChanges(before, rebound);
    expect(change.add.map((e) => e.routers)).toEqual([[{ id: 'r2', routerType: 0 }]]);
    expect(change.remove.map((e) => e.routers)).toEqual([[{ id: 'r1', routerType: 0 }]]);
    expect(relationChanges(before, routerBindings(doc([bound('E1', 'r1')]), 'f'))).toEqual({
      add: [],
      remove: [],
    });
  });
});
