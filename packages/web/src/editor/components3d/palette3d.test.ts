import { describe, expect, it } from 'vitest';
import type { InstancedMesh } from 'three';
import { Raycaster, Vector3 } from 'three';
import { headlessContext } from '../../engine3d/objects/testContext';
import {
  COMPONENTS_3D,
  editing3DOf as definition3DOf,
  geometry3DOf,
  PALETTE_3D,
  subTypeField3D,
} from '../../components/editingRegistry';
import { at } from './doc3d.testkit';

const keys = () =>
  PALETTE_3D.map((e) => (e.subType ? `${e.definition.type}-${e.subType}` : e.definition.type));

/** The 3D palette read from the definitions' declared sub-kinds (docs/3d.md, "Editing on the scene layer"). */
describe('the 3D palette', () => {
  it('lists every sub-kind a definition declares, in order, and a kind without sub-kinds once', () => {
    for (const def of COMPONENTS_3D) {
      const entries = PALETTE_3D.filter((e) => e.definition === def);
      if (def.subTypes?.length)
        expect(entries.map((e) => e.subType)).toEqual(def.subTypes.map((s) => s.value));
      else expect(entries).toEqual([{ definition: def, name: def.name }]);
    }
    expect(keys()).toEqual(expect.arrayContaining(['eventArea-box', 'eventArea-polygon']));
    expect(keys()).toEqual(
      expect.arrayContaining([
        'others-box',
        'others-cylinder',
        'others-sphere',
        'others-cone',
        'others-model',
      ]),
    );
    expect(keys()).toEqual(
      expect.arrayContaining(['api-CommonPlacard', 'api-IconPlacard', 'api-BarPlacard', 'api-LinePlacard']),
    );
    expect(keys()).toEqual(expect.arrayContaining(['ligature', 'pipeline', 'sign-VideoPlacard']));
    expect(new Set(keys()).size).toBe(keys().length);
  });

  it('names every entry in both languages', () => {
    for (const e of PALETTE_3D) {
      expect(e.name.zh, e.subType).toMatch(/\S/);
      expect(e.name.en, e.subType).toMatch(/\S/);
      expect(e.name.zh).not.toBe(e.name.en);
    }
    const name = (type: string, sub: string) =>
      PALETTE_3D.find((e) => e.definition.type === type && e.subType === sub)?.name;
    expect(name('eventArea', 'polygon')).toEqual({ zh: '多边形区域', en: 'Polygon area' });
    expect(name('others', 'cylinder')).toEqual({ zh: '圆柱', en: 'Cylinder' });
  });

  it('places what the entry names: its sub-kind, and a polygon area with four corners', () => {
    for (const e of PALETTE_3D) {
      const c = e.definition.defaults(at(1, 0, 2), e.subType);
      expect(c.type).toBe(e.definition.type);
      if (e.subType) expect(c.subType).toBe(e.subType);
    }
    const poly = definition3DOf('eventArea')!.defaults(at(0, 0, 0), 'polygon');
    expect(poly.pointData).toHaveLength(4);
    expect(geometry3DOf(poly)).toBe('polygon');
    expect(geometry3DOf(definition3DOf('eventArea')!.defaults(at(0, 0, 0), 'box'))).toBe('point');
    expect(geometry3DOf(definition3DOf('ligature')!.defaults(at(0, 0, 0)))).toBe('twoPoint');
    expect(geometry3DOf(definition3DOf('pipeline')!.defaults(at(0, 0, 0)))).toBe('path');
  });

  it('offers a switch between the sub-kinds of the same geometry in the property panel', () => {
    const others = definition3DOf('others')!.defaults(at(0, 0, 0), 'cylinder');
    const field = subTypeField3D(others)!;
    expect(field).toMatchObject({ path: 'subType', editor: 'select', label: { zh: '类型', en: 'Kind' } });
    expect(field.options?.map((o) => o.value)).toEqual(['box', 'cylinder', 'sphere', 'cone', 'model']);
    expect(subTypeField3D(definition3DOf('api')!.defaults(at(0, 0, 0)))?.options).toHaveLength(4);
    // A box area does not become a polygon (it has no corners), nor the reverse; no sub-kinds, no switch.
    expect(subTypeField3D(definition3DOf('eventArea')!.defaults(at(0, 0, 0), 'box'))).toBeNull();
    expect(subTypeField3D(definition3DOf('eventArea')!.defaults(at(0, 0, 0), 'polygon'))).toBeNull();
    expect(subTypeField3D(definition3DOf('pipeline')!.defaults(at(0, 0, 0)))).toBeNull();
  });

  it('a glTF model placed without an address yet stands as a box that can be picked', async () => {
    const def = definition3DOf('others')!;
    const model = { ...def.defaults(at(0, 0, 0), 'model'), _id: 'F-m' };
    const layer = (await def.loadLayer())(headlessContext());
    layer.set([model]);
    expect((layer.root.getObjectByName('others:box') as InstancedMesh | undefined)?.count).toBe(1);
    const down = new Raycaster(new Vector3(0, 50, 0), new Vector3(0, -1, 0));
    expect(layer.pick?.(down)?.componentId).toBe('F-m');
    layer.dispose();
  });
});
