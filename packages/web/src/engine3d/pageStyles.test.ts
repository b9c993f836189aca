import { describe, expect, it } from 'vitest';
import type { Page, Scene } from '@twincanvas/model';
import { defaultPage3D, defaultStyleData, withStyle } from './sceneData';
import { modulesAndStyles } from './useScene3D';

/** The model editor's modules and styles as a scene's page shows them (docs/3d.md, "Environment, styles"). */
const scene = {
  _id: 's',
  scenesType: 1,
  projectPageList: [],
  projectModel: {
    modelWebUrl: '/m/model.glb',
    modelEditorJson: {
      modules: [
        { id: 'mm_tanks', name: '储罐', nodes: [{ path: 'Factory/TankFarm/Tank_01', fingerprint: 'f' }] },
      ],
      styleList: [
        { id: '_default', name: '默认样式', modules: { mm_tanks: { color: '#FF0000' } } },
        { id: 'alarm', name: '告警', modules: { mm_tanks: { color: '#FFFF00' } } },
      ],
    },
  },
} as unknown as Scene;

const pageWith = (styleList?: unknown[]) => {
  const three = defaultPage3D();
  if (styleList)
    (three.configData as { modelProperty: { modelStyleData: unknown } }).modelProperty.modelStyleData = {
      currentId: '_default',
      styleList,
    };
  return { _id: 'p', projectThreeComponent: three } as unknown as Page;
};

describe('modulesAndStyles', () => {
  it("shows the model editor's default style on a new page (whose own default style is still empty)", () => {
    const { modules, styles } = modulesAndStyles(scene, pageWith());
    expect(modules.map((m) => m.id)).toEqual(['mm_tanks']);
    expect(styles.currentId).toBe('_default');
    expect(styles.styleList.find((s) => s.id === '_default')?.modules).toEqual({
      mm_tanks: { color: '#FF0000' },
    });
    expect(styles.styleList.map((s) => s.id)).toEqual(['_default', 'alarm']);
  });

  it("lets a page style override the model's module by module, and add its own", () => {
    const { styles } = modulesAndStyles(
      scene,
      pageWith([
        { id: '_default', name: '默认样式', modules: { mm_pumps: { color: '#00FF00' } } },
        { id: 'alarm', name: '告警', modules: { mm_tanks: { opacity: 0.5 } } },
        { id: 'night', name: '夜间', modules: { mm_tanks: { emissive: '#000000' } } },
      ]),
    );
    const of = (id: string) => styles.styleList.find((s) => s.id === id)?.modules;
    expect(of('_default')).toEqual({ mm_tanks: { color: '#FF0000' }, mm_pumps: { color: '#00FF00' } });
    expect(of('alarm')).toEqual({ mm_tanks: { opacity: 0.5 } });
    expect(of('night')).toEqual({ mm_tanks: { emissive: '#000000' } });
  });
});

describe('withStyle', () => {
  it('replaces the style of its id in place and adds a new one at the end', () => {
    const data = defaultStyleData();
    const first = data.styleList[0]!;
    const edited = { ...first, modules: { m1: { color: '#ff0000' } } };
    expect(withStyle(data, edited).styleList).toEqual([edited]);
    const added = { id: 'night', name: 'Night', modules: {} };
    expect(withStyle(data, added).styleList).toEqual([first, added]);
    expect(withStyle(data, added).currentId).toBe(data.currentId);
    expect(data.styleList).toEqual([first]);
  });
});
