import {
  ConeGeometry,
  CylinderGeometry,
  Matrix4,
  Quaternion,
  Raycaster,
  SphereGeometry,
  BoxGeometry,
  Vector3,
} from 'three';
import type { Object3D, InstancedMesh } from 'three';
import { describe, expect, it } from 'vitest';
import type { Component3D } from '@twincanvas/model';
import { countDrawCalls } from '../../engine3d/objects/drawCalls';
import { asTestLayer, headlessContext } from '../../engine3d/objects/testContext';
import { othersDefinition } from './definition';
import { createOthersLayer } from './layer';

/** A glTF of one triangle (1 × 1 in x and y), its buffer embedded: what a library model's URL answers. */
function triangleGltf(): string {
  const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);
  const buffer = Buffer.from(positions.buffer).toString('base64');
  const gltf = {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: 'triangle' }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    buffers: [{ byteLength: 36, uri: `data:application/octet-stream;base64,${buffer}` }],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: 36 }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] },
    ],
  };
  return `data:model/gltf+json;base64,${Buffer.from(JSON.stringify(gltf)).toString('base64')}`;
}

const at = (subType: string, x: number, extra: Partial<Component3D> = {}): Component3D => ({
  ...othersDefinition.defaults({ x, y: 0, z: 0 }, subType),
  _id: `F-${subType}`,
  ...extra,
});

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

describe('other objects: every sub-kind', () => {
  it('draws box, cylinder, sphere and cone instanced per shape at their point and size', () => {
    const layer = asTestLayer(createOthersLayer(headlessContext()));
    const list = [at('box', 0), at('cylinder', 10), at('sphere', 20), at('cone', 30), at('box', 40)];
    list[4] = { ...list[4]!, _id: 'F-box2', propertyData: { ...(list[4]!.propertyData as object), size: 4 } };
    layer.set(list);
    const meshes = new Map(
      layer.root.children
        .filter((o): o is InstancedMesh => (o as InstancedMesh).isInstancedMesh)
        .map((m) => [m.name, m]),
    );
    expect([...meshes.keys()].sort()).toEqual([
      'others:box',
      'others:cone',
      'others:cylinder',
      'others:sphere',
    ]);
    expect(meshes.get('others:box')!.geometry).toBeInstanceOf(BoxGeometry);
    expect(meshes.get('others:cylinder')!.geometry).toBeInstanceOf(CylinderGeometry);
    expect(meshes.get('others:sphere')!.geometry).toBeInstanceOf(SphereGeometry);
    expect(meshes.get('others:cone')!.geometry).toBeInstanceOf(ConeGeometry);
    // Two boxes share one draw; four shapes cost four draw calls.
    expect(meshes.get('others:box')!.count).toBe(2);
    expect(countDrawCalls(layer.root)).toBe(4);
    const placed = (mesh: InstancedMesh, i: number) => {
      const m = new Matrix4();
      mesh.getMatrixAt(i, m);
      const p = new Vector3();
      const s = new Vector3();
      m.decompose(p, new Quaternion(), s);
      return { x: p.x, size: s.x };
    };
    expect(placed(meshes.get('others:box')!, 1)).toEqual({ x: 40, size: 4 });
    expect(placed(meshes.get('others:cone')!, 0)).toEqual({ x: 30, size: 2 });
    // Each stands on its point: the unit shapes sit on y = 0 and are picked there.
    const down = (x: number) => new Raycaster(new Vector3(x, 50, 0), new Vector3(0, -1, 0));
    expect(layer.pick(down(10))?.componentId).toBe('F-cylinder');
    expect(layer.pick(down(20))?.componentId).toBe('F-sphere');
    expect(layer.pick(down(30))?.componentId).toBe('F-cone');
    expect(layer.pick(down(25))).toBeNull();
    layer.dispose();
  });

  it('a model sub-kind loads its glTF from modelUrl at its point and size, pickable, and goes when removed', async () => {
    const layer = asTestLayer(createOthersLayer(headlessContext()));
    const model = at('model', 5, {
      propertyData: { ...(at('model', 5).propertyData as object), modelUrl: triangleGltf(), size: 3 },
    });
    layer.set([model]);
    // Until its file has loaded the model stands as a box; once loaded, no primitive is drawn for it.
    expect(layer.root.getObjectByName('others:box')).toBeTruthy();
    const loaded = () => layer.root.children.find((o) => o.userData.componentId === 'F-model');
    await until(() => loaded() !== undefined);
    expect(layer.root.children.some((o) => (o as InstancedMesh).isInstancedMesh)).toBe(false);
    const root = loaded() as Object3D;
    expect(root.position.toArray()).toEqual([5, 0, 0]);
    expect(root.scale.toArray()).toEqual([3, 3, 3]);
    expect(root.getObjectByName('triangle')).toBeTruthy();
    expect(countDrawCalls(layer.root)).toBe(1);
    root.updateMatrixWorld(true);
    const ray = new Raycaster(new Vector3(5.5, 0.5, 10), new Vector3(0, 0, -1));
    expect(layer.pick(ray)?.componentId).toBe('F-model');
    // The component's own modelUrl (the document's field) is read too.
    const second = { ...at('model', 20), _id: 'F-model2', modelUrl: triangleGltf() };
    layer.set([model, second]);
    await until(() => layer.root.children.some((o) => o.userData.componentId === 'F-model2'));
    layer.set([second]);
    expect(loaded()).toBeUndefined();
    layer.dispose();
  });
});
