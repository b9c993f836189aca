import { describe, expect, it } from 'vitest';
import { flattenDocument } from '../ops/flatten.js';
import type { Component2D } from '../types/component2d.js';
import { cloneSubtree, cloneWithFreshIds, nodeKindOfId } from './clone.js';
import { check2DCopy, check3DCopy, checkDynamicPanelCopy, partition3DCopy } from './rules.js';
import { clearTrailSelections, copy3DComponents } from './copy3d.js';

describe('copy refusals (docs/reference.md#copy-paste)', () => {
  it('"Copy 2D is skipped when a map is open."', () => {
    expect(check2DCopy({ mapOpen: true })).toMatchObject({ code: 'copy2DMapOpen' });
    expect(check2DCopy({ mapOpen: false })).toBeNull();
  });
  it('"Copy 3D: name of 19 or more characters gives an error meaning the copied component name exceeds 20 characters"', () => {
    expect(check3DCopy({ name: 'a'.repeat(19) })).toMatchObject({
      code: 'copy3DNameTooLong',
      en: 'copied component name exceeds 20 characters',
    });
    expect(check3DCopy({ name: '中'.repeat(19) })?.code).toBe('copy3DNameTooLong');
    expect(check3DCopy({ name: 'a'.repeat(18) })).toBeNull();
    expect(check3DCopy({})).toBeNull();
  });
  it('"api and heatMap types give an error meaning data components do not support copy and paste"', () => {
    expect(check3DCopy({ name: 'x', type: 'api' })).toMatchObject({
      en: 'data components do not support copy and paste',
    });
    expect(check3DCopy({ name: 'x', type: 'heatMap' })?.code).toBe('copy3DDataComponent');
    expect(check3DCopy({ name: 'x', type: 'sign' })).toBeNull();
  });
  it('"apiOn components give an error meaning batch components do not support copy and paste (in batch copy these are filtered out)"', () => {
    expect(check3DCopy({ name: 'x', type: 'sign', apiOn: true })).toMatchObject({
      en: 'batch components do not support copy and paste',
    });
    const { copyable, refused } = partition3DCopy([
      { _id: 'F1', name: 'ok', type: 'sign' },
      { _id: 'F2', name: 'b', type: 'sign', apiOn: true },
      { _id: 'F3', name: 'd', type: 'api' },
    ]);
    expect(copyable.map((c) => c._id)).toEqual(['F1']);
    expect(refused.map((r) => [r.component._id, r.reason.code])).toEqual([
      ['F2', 'copy3DBatchComponent'],
      ['F3', 'copy3DDataComponent'],
    ]);
  });
  it('"In a dynamic panel copying is refused for: a dynamic panel, a map, and a group containing a map or dynamic panel (three distinct messages)."', () => {
    const panel = checkDynamicPanelCopy({ _id: 'G1', componentType: '4901' });
    const map = checkDynamicPanelCopy({ _id: 'M1', componentType: '4601' });
    const group = checkDynamicPanelCopy({
      _id: 'H1',
      componentType: '5001',
      groupModel: {
        groupList: [
          {
            _id: 'H2',
            componentType: '5001',
            groupModel: { groupList: [{ _id: 'M2', componentType: '4501' }] },
          },
        ],
      },
    });
    expect([panel?.code, map?.code, group?.code]).toEqual([
      'copyDynamicPanelInPanel',
      'copyMapInPanel',
      'copyGroupWithMapOrPanelInPanel',
    ]);
    expect(new Set([panel?.zh, map?.zh, group?.zh]).size).toBe(3);
    expect(new Set([panel?.en, map?.en, group?.en]).size).toBe(3);
    expect(checkDynamicPanelCopy({ _id: 'E1', componentType: '1007' })).toBeNull();
    expect(checkDynamicPanelCopy({ _id: 'E1' })).toBeNull();
  });
});

describe('cloneWithFreshIds', () => {
  const group: Component2D = {
    _id: 'H1',
    _sqlId: 7,
    componentName: 'group',
    componentType: '5001',
    groupModel: {
      groupList: [
        { _id: 'E1', _pid: 'H1', componentName: 'pic', componentType: '1007' },
        {
          _id: 'G1',
          _pid: 'H1',
          componentType: '4901',
          dynamicModel: { pageList: [{ _id: 'Z1', componentList: [{ _id: 'E2', _pid: 'OUTSIDE' }] }] },
        },
      ],
    },
  };

  it('"Copied 2D names get a copy suffix": a deep copy with new ids of the right prefixes', () => {
    const { node: copy, idMap } = cloneSubtree(group);
    expect(copy.componentName).toBe('group副本');
    expect(copy).not.toHaveProperty('_sqlId');
    const ids = flattenDocument({
      _id: 'A',
      projectScenesList: [{ _id: 'B', projectPageList: [{ _id: 'D', projectTwoComponentList: [copy] }] }],
    }).map((r) => r.id);
    expect(ids.slice(3).map((id) => id[0])).toEqual(['H', 'E', 'G', 'Z', 'E']);
    expect(ids.slice(3).some((id) => ['H1', 'E1', 'G1', 'Z1', 'E2'].includes(id))).toBe(false);
    expect(idMap.size).toBe(5);
    const members = copy.groupModel?.groupList ?? [];
    expect(members[0]?._pid).toBe(copy._id);
    expect(members[0]?.componentName).toBe('pic');
    expect(members[1]?.dynamicModel?.pageList[0]?.componentList[0]?._pid).toBe('OUTSIDE');
    expect(group.groupModel?.groupList[0]?._id).toBe('E1'); // source untouched
  });

  it('derives prefixes from the node when its id has none, and can keep the name', () => {
    expect(cloneWithFreshIds({ _id: 'x1', componentType: '5001' }, { kind: 'component2d' })._id).toMatch(
      /^H/,
    );
    expect(cloneWithFreshIds({ _id: 'x1' }, { kind: 'component2d' })._id).toMatch(/^E/);
    expect(cloneWithFreshIds({ _id: 'x1', componentType: 4901 }, { kind: 'component2d' })._id).toMatch(/^G/);
    expect(cloneWithFreshIds({ _id: 'x1', name: 'n' }, { kind: 'component3d' })).toMatchObject({
      name: 'n副本',
    });
    expect(cloneWithFreshIds({ _id: 'x1' }, { kind: 'component3d' })._id).toMatch(/^F/);
    expect(cloneWithFreshIds({ _id: 'x1' }, { kind: 'gisComponent' })._id).toMatch(/^I/);
    expect(cloneWithFreshIds({ _id: 'x1', componentType: '5001' }, { kind: 'gisComponent' })._id).toMatch(
      /^H/,
    );
    expect(cloneWithFreshIds({ _id: 'x1', pageName: 'p' }, { kind: 'page' })).toMatchObject({
      pageName: 'p副本',
    });
    expect(cloneWithFreshIds({ _id: '' }, { kind: 'page' })._id).toMatch(/^D/);
    expect(cloneWithFreshIds({ _id: 'B1', scenesName: 's' }, { rename: false })).toMatchObject({
      scenesName: 's',
    });
    expect((cloneWithFreshIds({ componentName: 'x' }) as { _id?: unknown })._id).toMatch(/^E/);
    expect(nodeKindOfId('Zabc')).toBe('dynamicPage');
    expect(nodeKindOfId('Qabc')).toBe('component2d');
    expect(nodeKindOfId('')).toBe('component2d');
  });

  it("copies a whole project with fresh ids everywhere (the server's project copy)", () => {
    const project = {
      _id: 'A1',
      projectName: 'p',
      projectScenesList: [
        {
          _id: 'B1',
          projectPageList: [{ _id: 'D1', projectTwoComponentList: [group], components3D: [{ _id: 'F1' }] }],
        },
      ],
      systemScenes: [{ _id: 'C1', projectTwoComponentList: [] }],
    };
    const copy = cloneWithFreshIds(project);
    expect(copy.projectName).toBe('p副本');
    const before = new Set(flattenDocument(project).map((r) => r.id));
    const after = flattenDocument(copy);
    expect(after).toHaveLength(before.size);
    expect(after.every((r) => !before.has(r.id))).toBe(true);
    expect(after.map((r) => r.id[0]).join('')).toBe('ABDHEGZEFC');
  });
});

describe('3D paste (copy3DComponents)', () => {
  const point = (x: number, y: number, z: number) => ({
    name: 'p',
    showOn: true,
    transData: { position: { x, y, z } },
  });
  it('shifts every point by copy count + 1 on x and z, with fresh ids and no trail selection', () => {
    const source = {
      _id: 'T-1',
      name: 'Tank',
      type: 'pipeline',
      generalData: { selectId: 'T-9', speed: 2 },
      pointData: [{ mainPoint: point(1, 2, 3) }, { mainPoint: point(10, 0, -5), endPoint: point(0, 0, 0) }],
    };
    const { copies, refused } = copy3DComponents([source], 2);
    expect(refused).toEqual([]);
    const [copy] = copies;
    expect(copy?._id).not.toBe('T-1');
    expect(copy?.pointData?.map((p) => p.mainPoint?.transData?.position)).toEqual([
      { x: 4, y: 2, z: 6 },
      { x: 13, y: 0, z: -2 },
    ]);
    expect(copy?.pointData?.[1]?.endPoint?.transData?.position).toEqual({ x: 3, y: 0, z: 3 });
    expect(copy?.generalData).toEqual({ speed: 2 });
    expect(source.pointData[0]?.mainPoint.transData.position).toEqual({ x: 1, y: 2, z: 3 });
  });
  it('leaves out refused components with their reasons (batch copy)', () => {
    const { copies, refused } = copy3DComponents(
      [
        { _id: 'T-1', name: 'ok', type: 'sign' },
        { _id: 'T-2', name: 'rows', type: 'sign', apiOn: true },
        { _id: 'T-3', name: 'heat', type: 'heatMap' },
        { _id: 'T-4', name: 'x'.repeat(19), type: 'sign' },
      ],
      0,
    );
    expect(copies).toHaveLength(1);
    expect(refused.map((r) => [r.component._id, r.reason.code])).toEqual([
      ['T-2', 'copy3DBatchComponent'],
      ['T-3', 'copy3DDataComponent'],
      ['T-4', 'copy3DNameTooLong'],
    ]);
  });
});

describe('trail selection on delete', () => {
  it('clears generalData.selectId of trails pointing at a deleted component, and only those', () => {
    const list = [
      { _id: 'T-1', type: 'trail', generalData: { selectId: 'F-9', speed: 3 } },
      { _id: 'T-2', type: 'trail', generalData: { selectId: 'F-8' } },
      { _id: 'T-3', type: 'sign', generalData: { selectId: 'F-9' } },
    ];
    expect(clearTrailSelections(list, ['F-9'])).toEqual([{ id: 'T-1', generalData: { speed: 3 } }]);
    expect(clearTrailSelections(list, ['T-1', 'F-9'])).toEqual([]);
  });
});
