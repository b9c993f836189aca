import { BoxGeometry, Group, Mesh, MeshStandardMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import type { Component3D, VisualRuleSet } from '@twincanvas/model';
import { asTestLayer, headlessContext } from '../../engine3d/objects/testContext';
import { modelModuleDefinition } from './definition';
import { createModelModuleLayer } from './layer';

/** A model part of two meshes with colours of their own, and a module component bound to it by rules. */
function setup(rules: VisualRuleSet['rules']) {
  const ctx = headlessContext();
  const part = new Group();
  part.name = 'tank1';
  const blue = new MeshStandardMaterial({ color: '#3366cc' });
  const grey = new MeshStandardMaterial({ color: '#808080' });
  const body = new Mesh(new BoxGeometry(1, 1, 1), blue);
  const lid = new Mesh(new BoxGeometry(1, 0.2, 1), grey);
  part.add(body, lid);
  ctx.scene.add(part);
  const layer = asTestLayer(createModelModuleLayer(ctx));
  const c: Component3D = {
    ...modelModuleDefinition.defaults({ x: 0, y: 0, z: 0 }),
    _id: 'F-tank',
    requestSource: { type: 'api' },
    propertyData: { modulePath: 'tank1' },
    conditionData: { rules },
  };
  layer.set([c]);
  const look = (m: Mesh) => m.material as MeshStandardMaterial;
  return { layer, part, body, lid, blue, grey, look };
}

describe('model module looks driven by data', () => {
  it('a rule setting only opacity fades the module in its own colours (not white)', () => {
    const { layer, body, lid, blue, grey, look } = setup([
      { id: 'r', field: 'value', match: { kind: 'range', max: 10 }, effect: { opacity: 0.3 } },
    ]);
    layer.setData('F-tank', [{ value: 5 }], false);
    expect(look(body).color.getHexString()).toBe('3366cc');
    expect(look(lid).color.getHexString()).toBe('808080');
    expect([look(body).opacity, look(body).transparent]).toEqual([0.3, true]);
    expect(look(lid).opacity).toBe(0.3);
    // The originals are untouched (other meshes may share them) and come back when the rule stops matching.
    expect([blue.opacity, grey.opacity]).toEqual([1, 1]);
    layer.setData('F-tank', [{ value: 50 }], false);
    expect([body.material, lid.material]).toEqual([blue, grey]);
    layer.dispose();
  });

  it('a rule setting only visibility hides the module and keeps its materials', () => {
    const { layer, part, body, lid, blue, grey } = setup([
      { id: 'r', field: 'status', match: { kind: 'category', values: ['off'] }, effect: { visible: false } },
    ]);
    layer.setData('F-tank', [{ status: 'off' }], false);
    expect(part.visible).toBe(false);
    expect([body.material, lid.material]).toEqual([blue, grey]);
    layer.setData('F-tank', [{ status: 'on' }], false);
    expect(part.visible).toBe(true);
    expect([body.material, lid.material]).toEqual([blue, grey]);
    layer.dispose();
  });

  it('opacity and colour together give the colour look at that opacity', () => {
    const { layer, body, look } = setup([
      {
        id: 'r',
        field: 'value',
        match: { kind: 'range', min: 80 },
        effect: { color: '#ff0000', opacity: 0.5 },
      },
    ]);
    layer.setData('F-tank', [{ value: 90 }], false);
    expect([look(body).color.getHexString(), look(body).opacity]).toEqual(['ff0000', 0.5]);
    layer.dispose();
  });

  it('a colour as the editor writes it (#RRGGBBAA, which three.js Color does not parse) paints that colour', () => {
    const { layer, body, look } = setup([
      {
        id: 'r',
        field: 'value',
        match: { kind: 'range', min: 80, minExclusive: true },
        effect: { color: '#FF0000FF', blink: true },
      },
    ]);
    layer.setData('F-tank', [{ value: 95 }], false);
    expect(look(body).color.getHexString()).toBe('ff0000');
    layer.dispose();
  });
});
