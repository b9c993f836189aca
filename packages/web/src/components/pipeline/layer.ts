import { BufferGeometry, Float32BufferAttribute, Group, Mesh, Uint32BufferAttribute } from 'three';
import type { ShaderMaterial } from 'three';
import { evaluateRules, ownValue, toNumber } from '@twincanvas/model';
import type { Component3D, RuleEffect } from '@twincanvas/model';
import type { SceneLayer, SceneLayerContext, SceneLayerFactory } from '../../engine3d/layers';
import { FlowPaths, createFlowMaterial } from '../../engine3d/objects/flowMaterial';
import { PathPointEdit } from '../../engine3d/objects/pointHandles';
import { MeshBuffers, appendTube } from '../../engine3d/objects/tube';
import { bool, diffById, isShown, num, pathPositions, props, rulesOf, str } from '../common3d/component';

interface Pipe {
  component: Component3D;
  row: Record<string, unknown> | null | undefined;
  stale: boolean;
  effect: RuleEffect;
  key: string;
}

interface StyleGroup {
  mesh: Mesh<BufferGeometry, ShaderMaterial>;
  paths: FlowPaths;
  members: string[];
}

const MATERIAL_OPACITY: Readonly<Record<string, number>> = { metal: 1, glass: 0.45, plain: 1 };

function styleKey(c: Component3D, effect: RuleEffect): string {
  const material = str(c, 'material', 'metal');
  const opacity = Math.min(num(c, 'opacity', 1), MATERIAL_OPACITY[material] ?? 1);
  return [
    effect.color ?? str(c, 'color', '#1677ff'),
    str(c, 'flowColor', '#e6f4ff'),
    num(c, 'spacing', 2),
    opacity,
    material,
  ].join('|');
}

/**
 * Every pipeline of a page: pipes grouped by style, each group one merged tube mesh (one draw call) with
 * the flow shader; per-pipe speed and highlight live in a small texture, so a data-bound speed changes
 * without rebuilding geometry. Point handles show on the one pipe whose points are edited (editPoints,
 * until endEdit: the bridge's EndPipelineEdit).
 */
export const createPipelineLayer: SceneLayerFactory = (ctx: SceneLayerContext): SceneLayer => {
  const root = new Group();
  root.name = 'layer:pipeline';
  const pipes = new Map<string, Pipe>();
  let components = new Map<string, Component3D>();
  const groups = new Map<string, StyleGroup>();
  let selected: string[] = [];
  let elapsed = 0;
  const pointEdit = new PathPointEdit((id) => {
    const c = components.get(id);
    return c && { points: pathPositions(c), radius: Math.max(0.25, num(c, 'radius', 0.3) * 1.6) };
  }, ctx.requestRender);
  root.add(pointEdit.handles.mesh);

  const speedOf = (p: Pipe): number => {
    const c = p.component;
    if (!bool(c, 'flowOn', true)) return 0;
    const field = str(c, 'flowSpeedField', '');
    const fromData = p.row && field ? toNumber(ownValue(p.row, field)) : null;
    const speed = p.effect.flowSpeed ?? fromData ?? num(c, 'flowSpeed', 1);
    return bool(c, 'reverse', false) ? -speed : speed;
  };

  const evaluate = (p: Pipe) => {
    const rules = rulesOf(p.component);
    p.effect =
      p.row !== undefined || rules?.rules.length ? evaluateRules(rules, p.row ?? null, p.stale).effect : {};
    p.key = styleKey(p.component, p.effect);
  };

  const rebuild = (key: string) => {
    const members = [...pipes.values()].filter(
      (p) => p.key === key && isShown(p.component) && p.effect.visible !== false,
    );
    let group = groups.get(key);
    if (members.length === 0) {
      if (group) {
        root.remove(group.mesh);
        group.mesh.geometry.dispose();
        group.mesh.material.dispose();
        group.paths.dispose();
        groups.delete(key);
      }
      return;
    }
    const buffers = new MeshBuffers();
    members.forEach((p, i) =>
      appendTube(buffers, pathPositions(p.component), num(p.component, 'radius', 0.3), 12, i),
    );
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(buffers.positions, 3));
    geometry.setAttribute('normal', new Float32BufferAttribute(buffers.normals, 3));
    geometry.setAttribute('arc', new Float32BufferAttribute(buffers.arc, 1));
    geometry.setAttribute('path', new Float32BufferAttribute(buffers.path, 1));
    geometry.setIndex(new Uint32BufferAttribute(buffers.indices, 1));
    geometry.computeBoundingSphere();
    if (!group || group.paths.texture.image.width * group.paths.texture.image.height < members.length) {
      if (group) {
        root.remove(group.mesh);
        group.mesh.material.dispose();
        group.paths.dispose();
      }
      const first = members[0]!.component;
      const paths = new FlowPaths(Math.max(16, members.length * 2));
      const material = createFlowMaterial(
        {
          color: members[0]!.effect.color ?? str(first, 'color', '#1677ff'),
          flowColor: str(first, 'flowColor', '#e6f4ff'),
          spacing: num(first, 'spacing', 2),
          opacity: Math.min(num(first, 'opacity', 1), MATERIAL_OPACITY[str(first, 'material', 'metal')] ?? 1),
        },
        paths,
      );
      const mesh = new Mesh(geometry, material);
      mesh.name = `pipes:${key}`;
      group = { mesh, paths, members: [] };
      groups.set(key, group);
      root.add(mesh);
    } else {
      group.mesh.geometry.dispose();
      group.mesh.geometry = geometry;
    }
    group.members = members.map((p) => p.component._id);
    members.forEach((p, i) => {
      group.paths.setSpeed(i, speedOf(p), elapsed);
      group.paths.setHighlight(i, selected.includes(p.component._id));
    });
  };

  const layer: SceneLayer & { groups: Map<string, StyleGroup> } = {
    root,
    groups,
    set(list) {
      const diff = diffById(components, list);
      components = diff.byId;
      const dirty = new Set<string>();
      for (const id of diff.removed) {
        const p = pipes.get(id);
        if (p) dirty.add(p.key);
        pipes.delete(id);
      }
      for (const c of [...diff.added, ...diff.changed]) {
        const old = pipes.get(c._id);
        if (old) dirty.add(old.key);
        const p: Pipe = old ?? {
          component: c,
          row: c.requestSource ? null : undefined,
          stale: false,
          effect: {},
          key: '',
        };
        p.component = c;
        evaluate(p);
        pipes.set(c._id, p);
        dirty.add(p.key);
      }
      for (const key of dirty) rebuild(key);
      pointEdit.changed(diff);
      ctx.requestRender();
    },
    tick(dt) {
      elapsed += dt;
      let moving = false;
      for (const g of groups.values()) {
        g.mesh.material.uniforms.uTime!.value = elapsed;
        for (let i = 0; i < g.members.length && !moving; i++) moving = g.paths.speed(i) !== 0;
      }
      return moving;
    },
    pick(raycaster) {
      const onHandle = pointEdit.handles.pick(raycaster);
      if (onHandle) return onHandle;
      let best: { componentId: string; distance: number } | null = null;
      for (const g of groups.values()) {
        const hit = raycaster.intersectObject(g.mesh, false)[0];
        if (!hit?.face || (best && best.distance <= hit.distance)) continue;
        const path = g.mesh.geometry.getAttribute('path').getX(hit.face.a);
        const id = g.members[Math.round(path)];
        if (id) best = { componentId: id, distance: hit.distance };
      }
      return best;
    },
    setSelected(ids) {
      selected = [...ids];
      for (const g of groups.values())
        g.members.forEach((id, i) => g.paths.setHighlight(i, selected.includes(id)));
      ctx.requestRender();
    },
    editPoints: (componentId, index) => pointEdit.edit(componentId, index),
    endEdit: () => pointEdit.end(),
    setData(componentId, rows, stale) {
      const p = pipes.get(componentId);
      if (!p) return;
      p.row = rows?.[0] ?? null;
      p.stale = stale;
      const oldKey = p.key;
      evaluate(p);
      if (oldKey !== p.key) {
        rebuild(oldKey);
        rebuild(p.key);
      } else {
        const g = groups.get(p.key);
        const i = g?.members.indexOf(componentId) ?? -1;
        if (g && i >= 0) g.paths.setSpeed(i, speedOf(p), elapsed);
      }
      ctx.requestRender();
    },
    command(componentId, action, args) {
      const p = pipes.get(componentId);
      if (!p) return false;
      if (action === 'setStyle') {
        p.component = { ...p.component, propertyData: { ...props(p.component), ...(args ?? {}) } };
        const oldKey = p.key;
        evaluate(p);
        rebuild(oldKey);
        if (p.key !== oldKey) rebuild(p.key);
      } else if (action === 'highlight') {
        const g = groups.get(p.key);
        const i = g?.members.indexOf(componentId) ?? -1;
        if (g && i >= 0) g.paths.setHighlight(i, args?.on !== false);
      } else return false;
      ctx.requestRender();
      return true;
    },
    focusOf(componentId) {
      const c = components.get(componentId);
      const pts = c ? pathPositions(c) : [];
      if (pts.length === 0) return null;
      const min = { x: Infinity, y: Infinity, z: Infinity };
      const max = { x: -Infinity, y: -Infinity, z: -Infinity };
      for (const p of pts) {
        min.x = Math.min(min.x, p.x);
        min.y = Math.min(min.y, p.y);
        min.z = Math.min(min.z, p.z);
        max.x = Math.max(max.x, p.x);
        max.y = Math.max(max.y, p.y);
        max.z = Math.max(max.z, p.z);
      }
      const radius = Math.hypot(max.x - min.x, max.y - min.y, max.z - min.z) / 2;
      return {
        x: (min.x + max.x) / 2,
        y: (min.y + max.y) / 2,
        z: (min.z + max.z) / 2,
        radius: Math.max(radius, 1),
      };
    },
    dispose() {
      for (const key of [...groups.keys()]) {
        const g = groups.get(key)!;
        g.mesh.geometry.dispose();
        g.mesh.material.dispose();
        g.paths.dispose();
      }
      groups.clear();
      pointEdit.handles.dispose();
    },
  };
  return layer;
};
