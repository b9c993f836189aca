import { describe, expect, it } from 'vitest';
import {
  COMPONENT_TYPE_CODES,
  dataTypeKey,
  describeComponentType,
  isChartType,
  isMapContainerType,
  isUrlLayerType,
  mapComponentClass,
} from './catalogue.js';
import {
  DEFAULT_3D,
  DEFAULT_AREA_CAMERA,
  DEFAULT_CAMERA,
  DEFAULT_CAROUSEL,
  DEFAULT_CHART_AUTO_REFRESH,
  DEFAULT_CHART_SIZE,
  DEFAULT_DYNAMIC_PANEL,
  DEFAULT_MAP_VIEW,
  DEFAULT_TEXT_SIZE,
  createDefaultCondition,
  createDefaultGroup,
  createDefaultSystemScene,
} from './defaults.js';

describe('component type catalogue (docs/reference.md#type-codes)', () => {
  it('names every listed code in zh-CN and English with its kind and category', () => {
    expect(describeComponentType('1007')).toEqual({
      code: 1007,
      kind: '2D',
      category: 'media',
      mapClass: null,
      zh: '图片',
      en: 'Image',
    });
    expect(describeComponentType(5001)?.kind).toBe('group');
    expect(describeComponentType(4901)?.kind).toBe('dynamic');
    expect(describeComponentType(4501)?.kind).toBe('webMap');
    expect(describeComponentType(2121)?.category).toBe('shape');
    for (const code of COMPONENT_TYPE_CODES) {
      const info = describeComponentType(code);
      expect(info?.zh.length).toBeGreaterThan(0);
      expect(info?.en.length).toBeGreaterThan(0);
    }
    expect(describeComponentType(9999)).toBeNull();
    expect(describeComponentType('abc')).toBeNull();
  });

  it('"13000-13999 | charts (13000-14000 maps to \'13000\' for data)"', () => {
    expect(describeComponentType(13500)).toMatchObject({ category: 'chart', kind: '2D', en: 'Chart' });
    expect(isChartType(13999)).toBe(true);
    expect(isChartType(14000)).toBe(false);
    expect(dataTypeKey(14000)).toBe('13000');
    expect(dataTypeKey('13005')).toBe('13000');
    expect(dataTypeKey(1007)).toBe('1007');
  });

  it('"Map component kinds: 4520-4539 and 4620-4639 layer; 4540-4559 and 4640-4659 vector; 4560-4579 and 4660-4679 marker; 4680-4698 pixels."', () => {
    expect([4520, 4539, 4620, 4639].map(mapComponentClass)).toEqual(['layer', 'layer', 'layer', 'layer']);
    expect([4540, 4559, 4640, 4659].map(mapComponentClass)).toEqual(['vector', 'vector', 'vector', 'vector']);
    expect([4560, 4579, 4660, 4679].map(mapComponentClass)).toEqual(['marker', 'marker', 'marker', 'marker']);
    expect([4680, 4698].map(mapComponentClass)).toEqual(['pixels', 'pixels']);
    expect([4699, 4580, 1007].map(mapComponentClass)).toEqual([null, null, null]);
    expect(describeComponentType(4530)).toMatchObject({
      category: 'mapLayer',
      mapClass: 'layer',
      kind: 'lvm',
    });
    expect(describeComponentType(4625)).toMatchObject({ mapClass: 'layer' });
  });

  it('"Types 4520-4599 are url-based." and 4501/4601 are map containers', () => {
    expect(isUrlLayerType(4599)).toBe(true);
    expect(isUrlLayerType(4600)).toBe(false);
    expect(isMapContainerType('4601')).toBe(true);
    expect(isMapContainerType(4602)).toBe(false);
  });
});

describe('component defaults (docs/reference.md#type-codes, docs/reference.md#scenes-3d)', () => {
  it('"Defaults: chart size 400x250; carousel interval 3000, duration 1000"', () => {
    expect(DEFAULT_CHART_SIZE).toEqual({ width: 400, height: 250 });
    expect(DEFAULT_CAROUSEL).toEqual({ interval: 3000, duration: 1000 });
  });
  it('"default group template name \'group\', type 5001, size 218x136 at 300,300, empty groupModel"', () => {
    const group = createDefaultGroup('H1');
    expect(group).toMatchObject({
      _id: 'H1',
      componentName: 'group',
      componentType: '5001',
      componentRect: { componentWidth: 218, componentHeight: 136, componentLeft: 300, componentTop: 300 },
      groupModel: { groupList: [] },
    });
    expect(createDefaultGroup()._id).toMatch(/^H/);
  });
  it('"default map centre Beijing, zoom 15, min 3, max 20, pitch 30; map level default 10.0"', () => {
    expect(DEFAULT_MAP_VIEW).toMatchObject({ zoom: 15, minZoom: 3, maxZoom: 20, pitch: 30, level: 10 });
    const [lng, lat] = DEFAULT_MAP_VIEW.center;
    expect(lng).toBeCloseTo(116.4, 1);
    expect(lat).toBeCloseTo(39.9, 1);
  });
  it('"chart data auto refresh interval 20, duration 20. Default text size 28."', () => {
    expect(DEFAULT_CHART_AUTO_REFRESH).toEqual({ interval: 20, duration: 20 });
    expect(DEFAULT_TEXT_SIZE).toBe(28);
  });
  it('"Dynamic panel: pageList, loop, loopAni, direction, interval 10000, duration 1000."', () => {
    expect(DEFAULT_DYNAMIC_PANEL).toEqual({ interval: 10000, duration: 1000 });
  });
  it('"Default camera: distance 90, clamp 20-150, x-angle clamp 10-90, y-angle -360..360; default area interaction camera distance 12, pitch 30."', () => {
    expect(DEFAULT_CAMERA).toMatchObject({
      distance: 90,
      distanceClamp: [20, 150],
      xAngleClamp: [10, 90],
      yAngleClamp: [-360, 360],
    });
    expect(DEFAULT_AREA_CAMERA).toEqual({ distance: 12, pitch: 30 });
  });
  it('"subType (default CommonPlacards)" and "default style id _default"; "modelSource (default 10602)"', () => {
    expect(DEFAULT_3D).toEqual({ subType: 'CommonPlacards', styleId: '_default', modelSource: 10602 });
  });
  it('"The default system scene is named with the Chinese label meaning system layer, order 0, hidden."', () => {
    expect(createDefaultSystemScene('C1')).toEqual({
      _id: 'C1',
      scenesName: '系统层',
      scenesOrder: 0,
      isShow: false,
      projectTwoComponentList: [],
    });
    expect(createDefaultSystemScene()._id).toMatch(/^C/);
  });
  it('"Default new-component condition is named \'condition 1\' (applied, logical and, target _default)."', () => {
    expect(createDefaultCondition('c1')).toMatchObject({
      id: 'c1',
      name: 'condition 1',
      applied: true,
      logic: '&',
      ifs: [{ target: '_default' }],
    });
  });
});
