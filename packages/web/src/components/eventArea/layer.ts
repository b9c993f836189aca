import { EdgesGeometry, Group, LineBasicMaterial, LineSegments, Mesh, MeshBasicMaterial } from 'three';
import { evaluateRules } from '@twincanvas/model';
import type { Component3D, RuleEffect } from '@twincanvas/model';
import type { SceneLayer, SceneLayerContext, SceneLayerFactory } from '../../engine3d/layers';
import { PathPointEdit } from '../../engine3d/objects/pointHandles';
import { bool, diffById, isShown, num, pathPositions, props, rulesOf, str } from '../common3d/component';
import { areaGeometry } from './geometry';

interface Area {
  component: Component3D;
  mesh: Mesh<ReturnType<typeof areaGeometry> & object, MeshBasicMaterial> | null;
  edges: LineSegments | null;
  effect: RuleEffect;
  row: Record<string, unknown> | null | undefined;
  highlightUntil: number;
}

/**
 * Event areas: one translucent volume and its outline each (areas are few; picking is exact). The
 * polygon whose corners are edited shows a handle per corner (editPoints, until endEdit).
 */
export const createEventAreaLayer: SceneLayerFactory = (ctx: SceneLayerContext): SceneLayer => {
  const root = new Group();
  root.name = 'layer:eventArea';
  const areas = new Map<string, Area>();
  let components = new Map<string, Component3D>();
  let selected = new Set<string>();
  let elapsed = 0;
  /** The viewer hides areas marked invisible there; picking still works on their volume. */
  const viewer = ctx.mode === 'viewer';
  const pointEdit = new PathPointEdit((id) => {
    const c = components.get(id);
    return c?.subType === 'polygon' ? { points: pathPositions(c), radius: 0.5 } : undefined;
  }, ctx.requestRender);
  root.add(pointEdit.handles.mesh);

  const clear = (a: Area) => {
    if (a.mesh) {
      root.remove(a.mesh);
      a.mesh.geometry.dispose();
      a.mesh.material.dispose();
    }
    if (a.edges) {
      root.remove(a.edges);
      a.edges.geometry.dispose();
      (a.edges.material as LineBasicMaterial).dispose();
    }
    a.mesh = null;
    a.edges = null;
  };

  const build = (a: Area) => {
    clear(a);
    const c = a.component;
    const rules = rulesOf(c);
    a.effect =
      a.row !== undefined || rules?.rules.length ? evaluateRules(rules, a.row ?? null, false).effect : {};
    const geometry = areaGeometry(c);
    if (!geometry) return;
    const colour = selected.has(c._id) ? '#faad14' : (a.effect.color ?? str(c, 'color', '#13c2c2'));
    const material = new MeshBasicMaterial({
      color: colour,
      transparent: true,
      opacity: a.effect.opacity ?? num(c, 'opacity', 0.25),
      depthWrite: false,
    });
    const mesh = new Mesh(geometry, material);
    mesh.name = `area:${c._id}`;
    mesh.userData.componentId = c._id;
    const shown = isShown(c) && a.effect.visible !== false;
    mesh.visible = shown;
    // Invisible in the viewer: nothing painted, but the volume stays in the scene to be clicked.
    const painted = !(viewer && !bool(c, 'visibleInViewer', true));
    material.colorWrite = painted;
    const edges = new LineSegments(new EdgesGeometry(geometry), new LineBasicMaterial({ color: colour }));
    edges.visible = shown && painted;
    a.mesh = mesh as Area['mesh'];
    a.edges = edges;
    root.add(mesh, edges);
  };

  const layer: SceneLayer & { areas: Map<string, Area> } = {
    root,
    areas,
    set(list) {
      const diff = diffById(components, list);
      components = diff.byId;
      for (const id of diff.removed) {
        const a = areas.get(id);
        if (a) clear(a);
        areas.delete(id);
      }
      for (const c of [...diff.added, ...diff.changed]) {
        const a = areas.get(c._id) ?? {
          component: c,
          mesh: null,
          edges: null,
          effect: {},
          row: c.requestSource ? null : undefined,
          highlightUntil: 0,
        };
        a.component = c;
        areas.set(c._id, a);
        build(a);
      }
      pointEdit.changed(diff);
      ctx.requestRender();
    },
    tick(dt) {
      elapsed += dt;
      let animating = false;
      for (const a of areas.values()) {
        const blink = a.effect.blink === true || a.highlightUntil > elapsed;
        if (!a.mesh) continue;
        if (blink) {
          animating = true;
          a.mesh.material.opacity = (Math.sin(elapsed * 6) * 0.5 + 0.5) * 0.6 + 0.1;
        } else if (a.highlightUntil !== 0) {
          a.highlightUntil = 0;
          a.mesh.material.opacity = a.effect.opacity ?? num(a.component, 'opacity', 0.25);
        }
      }
      return animating;
    },
    pick(raycaster) {
      const onHandle = pointEdit.handles.pick(raycaster);
      if (onHandle) return onHandle;
      let best: { componentId: string; distance: number } | null = null;
      for (const a of areas.values()) {
        if (!a.mesh?.visible) continue;
        const hit = raycaster.intersectObject(a.mesh, false)[0];
        if (hit && (!best || hit.distance < best.distance))
          best = { componentId: a.component._id, distance: hit.distance };
      }
      return best;
    },
    setSelected(ids) {
      const next = new Set(ids);
      const changed = [...areas.values()].filter(
        (a) => next.has(a.component._id) !== selected.has(a.component._id),
      );
      selected = next;
      changed.forEach(build);
      ctx.requestRender();
    },
    editPoints: (componentId, index) => pointEdit.edit(componentId, index),
    endEdit: () => pointEdit.end(),
    setData(componentId, rows) {
      const a = areas.get(componentId);
      if (!a) return;
      a.row = rows?.[0] ?? null;
      build(a);
      ctx.requestRender();
    },
    command(componentId, action, args) {
      const a = areas.get(componentId);
      if (!a) return false;
      if (action === 'highlight')
        a.highlightUntil = elapsed + (typeof args?.seconds === 'number' ? args.seconds : 3);
      else if (action === 'setStyle') {
        a.component = { ...a.component, propertyData: { ...props(a.component), ...(args ?? {}) } };
        build(a);
      } else return false;
      ctx.requestRender();
      return true;
    },
    focusOf(componentId) {
      const g = areas.get(componentId)?.mesh?.geometry;
      if (!g) return null;
      g.computeBoundingSphere();
      const s = g.boundingSphere!;
      return { x: s.center.x, y: s.center.y, z: s.center.z, radius: s.radius };
    },
    dispose() {
      for (const a of areas.values()) clear(a);
      areas.clear();
      pointEdit.handles.dispose();
    },
  };
  return layer;
};
