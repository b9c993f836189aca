import { Box3, Group, MeshStandardMaterial, Vector3 } from 'three';
import type { Material, Mesh, Object3D } from 'three';
import { evaluateRules } from '@twincanvas/model';
import type { Component3D, RuleEffect } from '@twincanvas/model';
import type { SceneLayer, SceneLayerContext, SceneLayerFactory } from '../../engine3d/layers';
import { toColour } from '../../engine3d/objects/colour';
import { diffById, isShown, rulesOf, str } from '../common3d/component';

interface Module {
  component: Component3D;
  target: Object3D | null;
  meshes: Mesh[];
  originals: Map<Mesh, Material | Material[]>;
  row: Record<string, unknown> | null | undefined;
  stale: boolean;
  effect: RuleEffect;
  highlightUntil: number;
}

/** Finds a module by its node path ("floor1/pump3"), or by its last name anywhere in the scene. */
export function findModule(scene: Object3D, path: string): Object3D | null {
  if (!path) return null;
  const parts = path.split('/').filter(Boolean);
  let node: Object3D | undefined = scene;
  for (const part of parts) {
    node = node?.getObjectByName(part);
    if (!node) break;
  }
  return node ?? scene.getObjectByName(parts[parts.length - 1] ?? '') ?? null;
}

const SELECTED = '#faad14';

/**
 * Model modules: the layer owns no geometry; it restyles parts of the engine's model. Looks are shared
 * materials keyed by colour and opacity (one per look, not one per mesh), the originals kept to restore.
 */
export const createModelModuleLayer: SceneLayerFactory = (ctx: SceneLayerContext): SceneLayer => {
  const root = new Group();
  root.name = 'layer:modelModule';
  const modules = new Map<string, Module>();
  const looks = new Map<string, MeshStandardMaterial>();
  const faded = new Map<string, Material>();
  let components = new Map<string, Component3D>();
  let selected = new Set<string>();
  let elapsed = 0;
  let retryAt = 0;

  const lookOf = (colour: string, opacity: number): MeshStandardMaterial => {
    const key = `${colour}|${opacity}`;
    let m = looks.get(key);
    if (!m) {
      m = new MeshStandardMaterial({
        color: toColour(colour),
        transparent: opacity < 1,
        opacity,
        metalness: 0.1,
        roughness: 0.6,
      });
      looks.set(key, m);
    }
    return m;
  };

  /**
   * The module's own material with only the opacity changed (a rule that sets opacity but no colour):
   * one copy per original material and opacity, shared by every mesh using that original.
   */
  const fadedOf = (original: Material, opacity: number): Material => {
    const key = `${original.uuid}|${opacity}`;
    let m = faded.get(key);
    if (!m) {
      m = original.clone();
      m.transparent = opacity < 1 || original.transparent;
      m.opacity = opacity * original.opacity;
      faded.set(key, m);
    }
    return m;
  };

  /** Puts a look on the module's meshes: a colour look, or each mesh's own material faded. */
  const paint = (m: Module, colour: string | undefined, opacity: number | undefined) => {
    const material = colour !== undefined ? lookOf(colour, opacity ?? 1) : null;
    for (const mesh of m.meshes) {
      if (!m.originals.has(mesh)) m.originals.set(mesh, mesh.material);
      if (material) mesh.material = material;
      else {
        const own = m.originals.get(mesh)!;
        mesh.material = Array.isArray(own)
          ? own.map((o) => fadedOf(o, opacity ?? 1))
          : fadedOf(own, opacity ?? 1);
      }
    }
  };

  const restore = (m: Module) => {
    for (const [mesh, material] of m.originals) mesh.material = material;
    m.originals.clear();
    if (m.target) m.target.visible = true;
  };

  const apply = (m: Module) => {
    const c = m.component;
    const rules = rulesOf(c);
    m.effect =
      m.row !== undefined || rules?.rules.length ? evaluateRules(rules, m.row ?? null, m.stale).effect : {};
    const path = str(c, 'modulePath', '');
    if (!m.target || m.target.name !== path.split('/').pop()) {
      restore(m);
      m.target = findModule(ctx.scene, path);
      m.meshes = [];
      m.target?.traverse((o) => {
        if ((o as Mesh).isMesh) m.meshes.push(o as Mesh);
      });
    }
    if (!m.target) return;
    m.target.visible = isShown(c) && m.effect.visible !== false;
    const colour = selected.has(c._id) ? SELECTED : m.effect.color;
    if (colour === undefined && m.effect.opacity === undefined) {
      restore(m);
      m.target.visible = isShown(c) && m.effect.visible !== false;
      return;
    }
    // Opacity alone keeps the module's own colours (each mesh's material, faded).
    paint(m, colour, m.effect.opacity);
  };

  const layer: SceneLayer & { modules: Map<string, Module> } = {
    root,
    modules,
    set(list) {
      const diff = diffById(components, list);
      components = diff.byId;
      for (const id of diff.removed) {
        const m = modules.get(id);
        if (m) restore(m);
        modules.delete(id);
      }
      for (const c of [...diff.added, ...diff.changed]) {
        const m = modules.get(c._id) ?? {
          component: c,
          target: null,
          meshes: [],
          originals: new Map(),
          row: c.requestSource ? null : undefined,
          stale: false,
          effect: {},
          highlightUntil: 0,
        };
        m.component = c;
        modules.set(c._id, m);
        apply(m);
      }
      ctx.requestRender();
    },
    tick(dt) {
      elapsed += dt;
      let animating = false;
      // The model may load after the components: look again for unresolved modules twice a second.
      if (elapsed >= retryAt) {
        retryAt = elapsed + 0.5;
        for (const m of modules.values()) if (!m.target && str(m.component, 'modulePath', '')) apply(m);
      }
      for (const m of modules.values()) {
        if (!m.target) continue;
        const blink = m.effect.blink === true || m.highlightUntil > elapsed;
        if (blink) {
          animating = true;
          m.target.visible =
            isShown(m.component) && m.effect.visible !== false && Math.floor(elapsed * 3) % 2 === 0;
        } else if (m.highlightUntil !== 0) {
          m.highlightUntil = 0;
          apply(m);
        }
      }
      return animating;
    },
    pick(raycaster) {
      let best: { componentId: string; distance: number } | null = null;
      for (const m of modules.values()) {
        if (!m.target?.visible) continue;
        const hit = raycaster.intersectObject(m.target, true)[0];
        if (hit && (!best || hit.distance < best.distance))
          best = { componentId: m.component._id, distance: hit.distance };
      }
      return best;
    },
    setSelected(ids) {
      selected = new Set(ids);
      for (const m of modules.values()) apply(m);
      ctx.requestRender();
    },
    setData(componentId, rows, stale) {
      const m = modules.get(componentId);
      if (!m) return;
      m.row = rows?.[0] ?? null;
      m.stale = stale;
      apply(m);
      ctx.requestRender();
    },
    command(componentId, action, args) {
      const m = modules.get(componentId);
      if (!m) return false;
      if (action === 'highlight')
        m.highlightUntil = elapsed + (typeof args?.seconds === 'number' ? args.seconds : 3);
      else if (action === 'setStyle' && typeof args?.color === 'string') {
        m.effect = { ...m.effect, color: args.color };
        paint(m, args.color, m.effect.opacity);
      } else return false;
      ctx.requestRender();
      return true;
    },
    focusOf(componentId) {
      const target = modules.get(componentId)?.target;
      if (!target) return null;
      const box = new Box3().setFromObject(target);
      const c = box.getCenter(new Vector3());
      return { x: c.x, y: c.y, z: c.z, radius: Math.max(1, box.getSize(new Vector3()).length() / 2) };
    },
    dispose() {
      for (const m of modules.values()) restore(m);
      modules.clear();
      for (const material of looks.values()) material.dispose();
      looks.clear();
      for (const material of faded.values()) material.dispose();
      faded.clear();
    },
  };
  return layer;
};
