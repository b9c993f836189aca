import {
  BoxGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  Group,
  InstancedMesh,
  Matrix4,
  MeshStandardMaterial,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import type { BufferGeometry, Object3D } from 'three';
import { evaluateRules } from '@twincanvas/model';
import type { Component3D, RuleEffect } from '@twincanvas/model';
import type { SceneLayer, SceneLayerContext, SceneLayerFactory } from '../../engine3d/layers';
import { toColour } from '../../engine3d/objects/colour';
import { diffById, isShown, mainPosition, num, rulesOf, str } from '../common3d/component';

const SHAPES: Readonly<Record<string, () => BufferGeometry>> = {
  box: () => new BoxGeometry(1, 1, 1).translate(0, 0.5, 0),
  cylinder: () => new CylinderGeometry(0.5, 0.5, 1, 24).translate(0, 0.5, 0),
  sphere: () => new SphereGeometry(0.5, 24, 16).translate(0, 0.5, 0),
  cone: () => new ConeGeometry(0.5, 1, 24).translate(0, 0.5, 0),
};

interface Item {
  component: Component3D;
  row: Record<string, unknown> | null | undefined;
  effect: RuleEffect;
  model: Object3D | null;
  /** Where a trail carrying it draws it now (null: on its own point). */
  at: { x: number; y: number; z: number } | null;
  /** Its instance among its shape's (set by rebuild). */
  slot: { mesh: InstancedMesh; index: number } | null;
}

const _m = new Matrix4();
const _q = new Quaternion();
const _p = new Vector3();
const _s = new Vector3();
const _up = new Vector3(0, 1, 0);
const _c = new Color();

/** Other objects: one instanced mesh per primitive shape; glTF models loaded one by one on demand. */
export const createOthersLayer: SceneLayerFactory = (ctx: SceneLayerContext): SceneLayer => {
  const root = new Group();
  root.name = 'layer:others';
  const items = new Map<string, Item>();
  let components = new Map<string, Component3D>();
  const meshes = new Map<string, { mesh: InstancedMesh; ids: string[] }>();
  const material = new MeshStandardMaterial({ metalness: 0.2, roughness: 0.6 });
  let selected = new Set<string>();
  let elapsed = 0;
  let lastPhase = -1;

  const placeInstance = (mesh: InstancedMesh, i: number, item: Item, on: boolean) => {
    const c = item.component;
    const at = item.at ?? mainPosition(c);
    const size = num(c, 'size', 2);
    const shown = on && isShown(c) && item.effect.visible !== false;
    _q.setFromAxisAngle(_up, (num(c, 'rotationY', 0) * Math.PI) / 180);
    mesh.setMatrixAt(
      i,
      _m.compose(_p.set(at.x, at.y, at.z), _q, shown ? _s.set(size, size, size) : _s.set(0, 0, 0)),
    );
    mesh.instanceMatrix.needsUpdate = true;
  };

  const rebuild = () => {
    for (const { mesh } of meshes.values()) {
      root.remove(mesh);
      mesh.geometry.dispose();
      mesh.dispose();
    }
    meshes.clear();
    const byShape = new Map<string, Item[]>();
    for (const item of items.values()) {
      const sub = item.component.subType ?? 'box';
      // A glTF model stands as a box until its file has loaded (or while it has no address yet), so a
      // model just placed from the palette can be seen, picked and given its address.
      const shape = SHAPES[sub] ? sub : sub === 'model' && !item.model ? 'box' : null;
      if (!shape) continue;
      byShape.set(shape, [...(byShape.get(shape) ?? []), item]);
    }
    for (const [shape, list] of byShape) {
      const mesh = new InstancedMesh(SHAPES[shape]!(), material, list.length);
      mesh.name = `others:${shape}`;
      list.forEach((item, i) => {
        const c = item.component;
        item.slot = { mesh, index: i };
        placeInstance(mesh, i, item, true);
        mesh.setColorAt(
          i,
          toColour(selected.has(c._id) ? '#faad14' : (item.effect.color ?? str(c, 'color', '#8c8c8c')), _c),
        );
      });
      meshes.set(shape, { mesh, ids: list.map((i) => i.component._id) });
      root.add(mesh);
    }
  };

  const loadModel = (item: Item) => {
    const url = str(item.component, 'modelUrl', '') || item.component.modelUrl || '';
    if (item.component.subType !== 'model' || !url || item.model) return;
    void import('three/examples/jsm/loaders/GLTFLoader.js').then(({ GLTFLoader }) =>
      new GLTFLoader().load(url, (gltf) => {
        if (items.get(item.component._id) !== item) return;
        const at = item.at ?? mainPosition(item.component);
        const size = num(item.component, 'size', 2);
        gltf.scene.position.set(at.x, at.y, at.z);
        gltf.scene.scale.setScalar(size);
        gltf.scene.userData.componentId = item.component._id;
        item.model = gltf.scene;
        root.add(gltf.scene);
        rebuild();
        ctx.requestRender();
      }),
    );
  };

  const evaluate = (item: Item) => {
    const rules = rulesOf(item.component);
    item.effect =
      item.row !== undefined || rules?.rules.length
        ? evaluateRules(rules, item.row ?? null, false).effect
        : {};
  };

  const layer: SceneLayer = {
    root,
    set(list) {
      const diff = diffById(components, list);
      components = diff.byId;
      for (const id of diff.removed) {
        const model = items.get(id)?.model;
        if (model) root.remove(model);
        items.delete(id);
      }
      for (const c of [...diff.added, ...diff.changed]) {
        const item = items.get(c._id) ?? {
          component: c,
          row: c.requestSource ? null : undefined,
          effect: {},
          model: null,
          at: null,
          slot: null,
        };
        item.component = c;
        evaluate(item);
        items.set(c._id, item);
        loadModel(item);
        if (item.model) {
          const at = item.at ?? mainPosition(c);
          item.model.position.set(at.x, at.y, at.z);
          item.model.visible = isShown(c) && item.effect.visible !== false;
        }
      }
      rebuild();
      ctx.requestRender();
    },
    tick(dt) {
      elapsed += dt;
      const phase = Math.floor(elapsed * 3) % 2;
      let blinking = false;
      for (const { mesh, ids } of meshes.values()) {
        for (let i = 0; i < ids.length; i++) {
          const item = items.get(ids[i]!);
          if (!item?.effect.blink) continue;
          blinking = true;
          if (phase === lastPhase) continue;
          placeInstance(mesh, i, item, phase === 0);
        }
      }
      lastPhase = phase;
      return blinking;
    },
    pick(raycaster) {
      let best: { componentId: string; distance: number } | null = null;
      for (const { mesh, ids } of meshes.values()) {
        const hit = raycaster.intersectObject(mesh, false)[0];
        const id = hit?.instanceId !== undefined ? ids[hit.instanceId] : undefined;
        if (hit && id && (!best || hit.distance < best.distance))
          best = { componentId: id, distance: hit.distance };
      }
      for (const item of items.values()) {
        if (!item.model?.visible) continue;
        const hit = raycaster.intersectObject(item.model, true)[0];
        if (hit && (!best || hit.distance < best.distance))
          best = { componentId: item.component._id, distance: hit.distance };
      }
      return best;
    },
    setSelected(ids) {
      selected = new Set(ids);
      rebuild();
      ctx.requestRender();
    },
    setData(componentId, rows) {
      const item = items.get(componentId);
      if (!item) return;
      item.row = rows?.[0] ?? null;
      evaluate(item);
      rebuild();
      ctx.requestRender();
    },
    moveTo(componentId, at) {
      const item = items.get(componentId);
      if (!item) return false;
      if (at) {
        item.at ??= { x: 0, y: 0, z: 0 };
        item.at.x = at.x;
        item.at.y = at.y;
        item.at.z = at.z;
      } else item.at = null;
      const p = item.at ?? mainPosition(item.component);
      item.model?.position.set(p.x, p.y, p.z);
      if (item.slot) placeInstance(item.slot.mesh, item.slot.index, item, true);
      return true;
    },
    focusOf(componentId) {
      const item = items.get(componentId);
      const c = components.get(componentId);
      if (!c) return null;
      const p = item?.at ?? mainPosition(c);
      return { x: p.x, y: p.y, z: p.z, radius: num(c, 'size', 2) * 2 };
    },
    dispose() {
      for (const { mesh } of meshes.values()) {
        mesh.geometry.dispose();
        mesh.dispose();
      }
      material.dispose();
    },
  };
  return layer;
};
