import { BufferAttribute, ExtrudeGeometry, Group, Mesh, MeshStandardMaterial, Shape, Vector2 } from 'three';
import type { BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { evaluateRules, ownValue } from '@twincanvas/model';
import type { Component3D } from '@twincanvas/model';
import type { SceneLayer, SceneLayerContext, SceneLayerFactory } from '../../engine3d/layers';
import { rgba } from '../../engine3d/objects/colour';
import { diffById, isShown, mainPosition, num, rulesOf, str } from '../common3d/component';
import { projector, regionsOf } from './geojson';

interface MapEntry {
  component: Component3D;
  rows: readonly Record<string, unknown>[] | null | undefined;
  mesh: Mesh<BufferGeometry, MeshStandardMaterial> | null;
  /** First triangle of each region, in order (picking answers the region index). */
  firstTriangle: number[];
}

/** Regional maps: each map's regions merged into one mesh with per-vertex colours (one draw call). */
export const createRegionalMapLayer: SceneLayerFactory = (ctx: SceneLayerContext): SceneLayer => {
  const root = new Group();
  root.name = 'layer:regionalMap';
  const maps = new Map<string, MapEntry>();
  let components = new Map<string, Component3D>();
  let selected = new Set<string>();

  const clear = (e: MapEntry) => {
    if (!e.mesh) return;
    root.remove(e.mesh);
    e.mesh.geometry.dispose();
    e.mesh.material.dispose();
    e.mesh = null;
  };

  const build = (e: MapEntry) => {
    clear(e);
    const c = e.component;
    const regions = regionsOf(c);
    if (regions.length === 0) return;
    const project = projector(regions, num(c, 'size', 40));
    const at = mainPosition(c);
    const height = num(c, 'height', 1);
    const rules = rulesOf(c);
    const parts: BufferGeometry[] = [];
    e.firstTriangle = [];
    let triangles = 0;
    for (const region of regions) {
      const row = e.rows?.find((r) => String(ownValue(r, 'name') ?? '') === region.name);
      const effect =
        e.rows !== undefined || rules?.rules.length ? evaluateRules(rules, row ?? null, false).effect : {};
      const colour = rgba(selected.has(c._id) ? '#faad14' : (effect.color ?? str(c, 'color', '#2f54eb')));
      e.firstTriangle.push(triangles);
      for (const ring of region.rings) {
        if (effect.visible === false) continue;
        const shape = new Shape(
          ring.map(([lon, lat]) => {
            const [x, z] = project(lon, lat);
            return new Vector2(x, -z);
          }),
        );
        const g = new ExtrudeGeometry(shape, { depth: height, bevelEnabled: false }).toNonIndexed();
        g.rotateX(-Math.PI / 2);
        g.translate(at.x, at.y, at.z);
        const count = g.getAttribute('position').count;
        const colours = new Float32Array(count * 3);
        for (let i = 0; i < count; i++) colours.set([colour[0]!, colour[1]!, colour[2]!], i * 3);
        g.setAttribute('color', new BufferAttribute(colours, 3));
        g.deleteAttribute('uv');
        parts.push(g);
        triangles += count / 3;
      }
    }
    if (parts.length === 0) return;
    const merged = mergeGeometries(parts, false);
    parts.forEach((g) => g.dispose());
    if (!merged) return;
    const mesh = new Mesh(
      merged,
      new MeshStandardMaterial({ vertexColors: true, metalness: 0.1, roughness: 0.7 }),
    );
    mesh.name = `regions:${c._id}`;
    mesh.visible = isShown(c);
    e.mesh = mesh;
    root.add(mesh);
  };

  const layer: SceneLayer = {
    root,
    set(list) {
      const diff = diffById(components, list);
      components = diff.byId;
      for (const id of diff.removed) {
        const e = maps.get(id);
        if (e) clear(e);
        maps.delete(id);
      }
      for (const c of [...diff.added, ...diff.changed]) {
        const e = maps.get(c._id) ?? {
          component: c,
          rows: c.requestSource ? null : undefined,
          mesh: null,
          firstTriangle: [],
        };
        e.component = c;
        maps.set(c._id, e);
        build(e);
      }
      ctx.requestRender();
    },
    pick(raycaster) {
      let best: { componentId: string; distance: number; index: number } | null = null;
      for (const e of maps.values()) {
        if (!e.mesh?.visible) continue;
        const hit = raycaster.intersectObject(e.mesh, false)[0];
        if (!hit || (best && best.distance <= hit.distance)) continue;
        const tri = hit.faceIndex ?? 0;
        let index = 0;
        while (index + 1 < e.firstTriangle.length && e.firstTriangle[index + 1]! <= tri) index++;
        best = { componentId: e.component._id, distance: hit.distance, index };
      }
      return best;
    },
    setSelected(ids) {
      const next = new Set(ids);
      const changed = [...maps.values()].filter(
        (e) => next.has(e.component._id) !== selected.has(e.component._id),
      );
      selected = next;
      changed.forEach(build);
      ctx.requestRender();
    },
    setData(componentId, rows) {
      const e = maps.get(componentId);
      if (!e) return;
      e.rows = rows ?? null;
      build(e);
      ctx.requestRender();
    },
    focusOf(componentId) {
      const g = maps.get(componentId)?.mesh?.geometry;
      if (!g) return null;
      g.computeBoundingSphere();
      const s = g.boundingSphere!;
      return { x: s.center.x, y: s.center.y, z: s.center.z, radius: s.radius };
    },
    dispose() {
      for (const e of maps.values()) clear(e);
      maps.clear();
    },
  };
  return layer;
};
