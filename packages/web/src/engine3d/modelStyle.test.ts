import { describe, expect, it } from 'vitest';
import {
  BoxGeometry,
  Color,
  Group,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  type Material,
} from 'three';
import { LoadedModel } from './model';
import type { ModelModule, ModelStyle } from './sceneData';

/** A model like the upload makes: a floor mesh and a batch of three tanks keeping their paths. */
function factory() {
  const scene = new Group();
  const root = new Group();
  root.name = 'Factory';
  scene.add(root);
  const floor = new Mesh(new BoxGeometry(10, 1, 10), new MeshStandardMaterial({ color: '#808080' }));
  floor.name = 'Floor';
  root.add(floor);
  const steel = new MeshStandardMaterial({ color: '#8899aa' });
  const tanks = new InstancedMesh(new BoxGeometry(1, 3, 1), steel, 3);
  tanks.name = 'Tanks';
  tanks.userData.tcInstancePaths = [1, 2, 3].map((i) => `Factory/TankFarm/Tank_0${i}`);
  for (let i = 0; i < 3; i++) tanks.setMatrixAt(i, new Matrix4().makeTranslation(i * 2, 0, 0));
  root.add(tanks);
  return { model: new LoadedModel(scene), floor, tanks, steel };
}

const module = (id: string, ...paths: string[]): ModelModule => ({
  id,
  name: id,
  nodes: paths.map((path) => ({ path })),
});
const style = (modules: ModelStyle['modules']): ModelStyle => ({ id: 's', name: 's', modules });
const colourAt = (b: InstancedMesh, i: number) => {
  const c = new Color();
  b.getColorAt(i, c);
  return `#${c.getHexString()}`;
};
const mat = (m: Material | Material[]) => m as MeshStandardMaterial;

describe('model styles on a loaded model', () => {
  it('colours only the styled instances of a batch, not the whole batch', () => {
    const { model, tanks, steel } = factory();
    model.applyStyle(style({ red: { color: '#ff0000' } }), [
      module('red', 'Factory/TankFarm/Tank_01', 'Factory/TankFarm/Tank_02'),
    ]);
    expect(model.styledCount).toBe(2);
    expect(colourAt(tanks, 0)).toBe('#ff0000');
    expect(colourAt(tanks, 1)).toBe('#ff0000');
    expect(colourAt(tanks, 2)).toBe(`#${steel.color.getHexString()}`);
    // The batch's material is white so the instance colour is the colour; the original is untouched.
    expect(mat(tanks.material).color.getHexString()).toBe('ffffff');
    expect(steel.color.getHexString()).not.toBe('ffffff');
  });

  it('styles a group by the instances under it, and whole meshes by their own material', () => {
    const { model, tanks, floor } = factory();
    model.applyStyle(style({ farm: { color: '#00ff00', opacity: 0.5 }, base: { wireframe: true } }), [
      module('farm', 'Factory/TankFarm'),
      module('base', 'Factory/Floor'),
    ]);
    expect(model.styledCount).toBe(4);
    expect([0, 1, 2].map((i) => colourAt(tanks, i))).toEqual(['#00ff00', '#00ff00', '#00ff00']);
    // Every instance shares the opacity, so the batch takes it.
    expect(mat(tanks.material).opacity).toBe(0.5);
    expect(mat(floor.material).wireframe).toBe(true);
  });

  it('keeps opacity off a batch when only some instances have it', () => {
    const { model, tanks } = factory();
    model.applyStyle(style({ ghost: { opacity: 0.3 } }), [module('ghost', 'Factory/TankFarm/Tank_03')]);
    expect(mat(tanks.material).transparent).toBe(false);
  });

  it('tints highlighted instances and outlines ordinary meshes; clearing restores the model', () => {
    const { model, tanks, floor, steel } = factory();
    const outlined = model.highlight(['Factory/TankFarm/Tank_02', 'Factory/Floor']);
    expect(outlined).toEqual([floor]);
    expect(model.styledCount).toBe(0);
    expect(colourAt(tanks, 1)).not.toBe(colourAt(tanks, 0));
    model.highlight([]);
    model.applyStyle(undefined, []);
    expect(tanks.material).toBe(steel);
    expect(colourAt(tanks, 1)).toBe(colourAt(tanks, 0));
  });

  it('shares one material per (original, override) however many meshes take it', () => {
    const { model } = factory();
    model.applyStyle(style({ a: { color: '#123456' }, b: { color: '#123456' } }), [
      module('a', 'Factory/Floor'),
      module('b', 'Factory/TankFarm/Tank_01'),
    ]);
    // The floor's red override, and the batch's white one.
    expect(model.overrideMaterials).toBe(2);
  });
});
