import type { ModelNodeInfo } from './report.js';

/**
 * What the model editor saves for one model (`modelEditorJson`, kept with the library resource so every
 * scene using the model gets it): the model modules and the styles of those modules.
 */
export interface ModelNodeRef {
  path: string;
  /** Fingerprint of the node's mesh when the reference was made (absent for nodes without a mesh). */
  fingerprint?: string;
}

/** A named group of nodes: what data, styles and events of a scene attach to. */
export interface ModelModule {
  id: string;
  name: string;
  nodes: ModelNodeRef[];
}

/** Material overrides of one module; absent fields keep the model's own material. */
export interface ModuleStyle {
  color?: string;
  opacity?: number;
  emissive?: string;
  emissiveIntensity?: number;
  /** See-through look: transparent, no depth write, edges brightened. */
  xray?: boolean;
  wireframe?: boolean;
}

export interface ModelStyle {
  id: string;
  name: string;
  /** Keyed by module id. */
  modules: Record<string, ModuleStyle>;
}

export interface ModelEditorJson {
  version: 1;
  modules: ModelModule[];
  /** The first entry is the default style `_default`. */
  styleList: ModelStyle[];
}

export const DEFAULT_MODEL_STYLE_ID = '_default';

export function emptyModelEditorJson(): ModelEditorJson {
  return {
    version: 1,
    modules: [],
    styleList: [{ id: DEFAULT_MODEL_STYLE_ID, name: 'default', modules: {} }],
  };
}

/** A saved document of any age made safe to read (unknown input: it comes from storage). */
export function readModelEditorJson(v: unknown): ModelEditorJson {
  const base = emptyModelEditorJson();
  if (!v || typeof v !== 'object') return base;
  const o = v as Partial<ModelEditorJson>;
  const modules = Array.isArray(o.modules) ? o.modules.filter((m) => m && typeof m.id === 'string') : [];
  const styles = Array.isArray(o.styleList) ? o.styleList.filter((s) => s && typeof s.id === 'string') : [];
  if (!styles.some((s) => s.id === DEFAULT_MODEL_STYLE_ID)) styles.unshift(base.styleList[0]!);
  return {
    version: 1,
    modules: modules.map((m) => ({ ...m, nodes: Array.isArray(m.nodes) ? m.nodes : [] })),
    styleList: styles.map((s) => ({ ...s, modules: s.modules ?? {} })),
  };
}

export interface UnmatchedRef {
  moduleId: string;
  ref: ModelNodeRef;
  /** Nodes that could be meant, best first: same geometry elsewhere, then the same name. */
  candidates: string[];
}

/**
 * Checks module references against the nodes of a (possibly re-uploaded) model. A reference holds when
 * its path exists with the same geometry; one whose path moved but whose geometry is found at exactly
 * one free node is rebound there; every other one is unmatched, with candidates for the remap dialog.
 */
export function matchModules(
  json: ModelEditorJson,
  nodes: readonly ModelNodeInfo[],
): { json: ModelEditorJson; rebound: number; unmatched: UnmatchedRef[] } {
  const byPath = new Map(nodes.map((n) => [n.path, n]));
  const byFingerprint = new Map<string, ModelNodeInfo[]>();
  for (const n of nodes)
    if (n.fingerprint) byFingerprint.set(n.fingerprint, [...(byFingerprint.get(n.fingerprint) ?? []), n]);
  const used = new Set(json.modules.flatMap((m) => m.nodes.map((r) => r.path)));
  const unmatched: UnmatchedRef[] = [];
  let rebound = 0;
  const modules = json.modules.map((m) => ({
    ...m,
    nodes: m.nodes.map((ref) => {
      const at = byPath.get(ref.path);
      if (at && (!ref.fingerprint || at.fingerprint === ref.fingerprint)) return ref;
      const same = (ref.fingerprint ? (byFingerprint.get(ref.fingerprint) ?? []) : []).filter(
        (n) => !used.has(n.path) || n.path === ref.path,
      );
      if (same.length === 1) {
        rebound++;
        used.add(same[0]!.path);
        return { path: same[0]!.path, fingerprint: ref.fingerprint };
      }
      const name = ref.path.split('/').pop();
      const named = nodes.filter((n) => n.name === name && !same.includes(n));
      unmatched.push({
        moduleId: m.id,
        ref,
        candidates: [...same, ...named].map((n) => n.path).slice(0, 20),
      });
      return ref;
    }),
  }));
  return { json: { ...json, modules }, rebound, unmatched };
}

/**
 * The style each node path gets under one style of the list: every module's override applied to its
 * nodes, later modules winning where modules share a node. What the model editor previews and what
 * the 3D engine applies when a scene loads the model's styles.
 */
export function resolveNodeStyles(json: ModelEditorJson, styleId: string): Map<string, ModuleStyle> {
  const style =
    json.styleList.find((s) => s.id === styleId) ??
    json.styleList.find((s) => s.id === DEFAULT_MODEL_STYLE_ID);
  const out = new Map<string, ModuleStyle>();
  if (!style) return out;
  for (const m of json.modules) {
    const ms = style.modules[m.id];
    if (!ms || Object.keys(ms).length === 0) continue;
    for (const ref of m.nodes) out.set(ref.path, { ...out.get(ref.path), ...ms });
  }
  return out;
}
