import {
  randomIdPart,
  type ModelEditorJson,
  type ModelNodeInfo,
  type ModelNodeRef,
  type ModuleStyle,
} from '@twincanvas/model';

/**
 * Edits of a model's modules and styles: pure functions from one modelEditorJson to the next (the
 * model editor keeps them as its undo steps and saves the last).
 */

/** References to the given nodes with their current fingerprints. */
export function refsOf(paths: Iterable<string>, nodes: ReadonlyMap<string, ModelNodeInfo>): ModelNodeRef[] {
  return [...paths].map((path) => {
    const fp = nodes.get(path)?.fingerprint;
    return fp ? { path, fingerprint: fp } : { path };
  });
}

export function addModule(json: ModelEditorJson, name: string, refs: ModelNodeRef[]) {
  const id = `mm_${randomIdPart()}`;
  return { id, json: { ...json, modules: [...json.modules, { id, name: name.slice(0, 100), nodes: refs }] } };
}

export function renameModule(json: ModelEditorJson, id: string, name: string): ModelEditorJson {
  return {
    ...json,
    modules: json.modules.map((m) => (m.id === id ? { ...m, name: name.slice(0, 100) } : m)),
  };
}

/** Removes a module and its overrides in every style. */
export function deleteModule(json: ModelEditorJson, id: string): ModelEditorJson {
  return {
    ...json,
    modules: json.modules.filter((m) => m.id !== id),
    styleList: json.styleList.map((s) => {
      const { [id]: _gone, ...modules } = s.modules;
      return { ...s, modules };
    }),
  };
}

/** Adds nodes to a module (once each) or, with `remove`, takes them out. */
export function changeModuleNodes(
  json: ModelEditorJson,
  id: string,
  refs: ModelNodeRef[],
  remove = false,
): ModelEditorJson {
  const paths = new Set(refs.map((r) => r.path));
  return {
    ...json,
    modules: json.modules.map((m) => {
      if (m.id !== id) return m;
      const kept = m.nodes.filter((r) => !paths.has(r.path));
      return { ...m, nodes: remove ? kept : [...kept, ...refs] };
    }),
  };
}

/** Merges a style patch for one module; `undefined` fields are removed (back to the model's own). */
export function setModuleStyle(
  json: ModelEditorJson,
  styleId: string,
  moduleId: string,
  patch: Partial<Record<keyof ModuleStyle, ModuleStyle[keyof ModuleStyle] | undefined>>,
): ModelEditorJson {
  return {
    ...json,
    styleList: json.styleList.map((s) => {
      if (s.id !== styleId) return s;
      const next: Record<string, unknown> = { ...s.modules[moduleId], ...patch };
      for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k];
      return { ...s, modules: { ...s.modules, [moduleId]: next as ModuleStyle } };
    }),
  };
}

export function addStyle(json: ModelEditorJson, name: string) {
  const id = `ms_${randomIdPart()}`;
  return {
    id,
    json: { ...json, styleList: [...json.styleList, { id, name: name.slice(0, 100), modules: {} }] },
  };
}

/** Applies the remap dialog's choices: each unmatched reference moves to its chosen node or goes. */
export function remapReferences(
  json: ModelEditorJson,
  choices: { moduleId: string; from: string; to: string | null }[],
  nodes: ReadonlyMap<string, ModelNodeInfo>,
): ModelEditorJson {
  return {
    ...json,
    modules: json.modules.map((m) => ({
      ...m,
      nodes: m.nodes.flatMap((ref) => {
        const c = choices.find((x) => x.moduleId === m.id && x.from === ref.path);
        if (!c) return [ref];
        return c.to === null ? [] : refsOf([c.to], nodes);
      }),
    })),
  };
}
