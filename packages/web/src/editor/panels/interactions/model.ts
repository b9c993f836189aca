import {
  ELSE_ACTION_KEY,
  type Component2D,
  type Condition,
  type ConditionIf,
  type DocNode,
  type Interaction,
  type Project,
} from '@twincanvas/model';
import type { InteractionAction } from '../../../runtime/interactions/types';

/**
 * Pure edits of a component's projectInteractionList for the Interactions panel. Each returns a new list;
 * the panel commits it as ONE update op on `projectInteractionList` (undoable, saved like any property).
 */

/** Events offered for a new entry (docs/reference.md#events). */
export const PANEL_EVENTS = ['40101', '40102', '40105', '40106', '40107', '40108', '50101'] as const;
export const DEFAULT_CONDITION_NAME = 'condition 1';

let seq = 0;
const localId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function newEntry(owner: Component2D, eventId: string): Interaction {
  return {
    eventId,
    triggerId: owner._id,
    conditions: [],
    actions: { [ELSE_ACTION_KEY]: [] },
    ...(eventId === '40107' ? { timerInterval: 5000 } : {}),
  };
}

/** A new condition group: named 'condition n', logical and, one test on target _default (docs/reference.md#conditions). */
export function newCondition(existing: readonly Condition[]): Condition {
  const n = existing.length + 1;
  return {
    id: localId('cond'),
    name: n === 1 ? DEFAULT_CONDITION_NAME : `condition ${n}`,
    logic: '&',
    ifs: [newTest()],
  };
}

export function newTest(): ConditionIf {
  return { key: 'equal', type: 'variables', target: '_default', targetKey: '', val: '' };
}

export function newAction(type: InteractionAction['type']): InteractionAction {
  switch (type) {
    case 'visibility':
      return { type, mode: 'toggle', targets: [], animateType: 'fade', animateDuration: 300 };
    case 'dynamicPage':
      return { type, target: '', step: '+' };
    case 'chartPage':
      return { type, target: '', step: '+' };
    case 'changePage':
      return { type };
    case 'link':
      return { type, url: 'https://', newWindow: true };
    case 'variable':
      return { type, name: '', source: 'payload', key: '' };
    case 'componentData':
      return { type, target: '', source: 'payload', key: '' };
    case 'wander':
      return { type, targets: [] };
    case 'camera3D':
      return { type };
    case 'component3D':
      return { type, target: '', action: 'flyTo' };
    case 'mapFlyTo':
      return { type, target: '', from: 'fixed', zoom: 10 };
  }
}

const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((item, i) => (i === index ? value : item));

export const updateEntry = (list: readonly Interaction[], index: number, entry: Interaction) =>
  replaceAt(list, index, entry);

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_x, i) => i !== index);

/** Moves an item one place up (-1) or down (+1): condition order decides which one wins. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function addCondition(entry: Interaction): Interaction {
  const conditions = entry.conditions ?? [];
  const condition = newCondition(conditions);
  return {
    ...entry,
    conditions: [...conditions, condition],
    actions: { ...(entry.actions ?? {}), [condition.id]: [] },
  };
}

export function removeCondition(entry: Interaction, index: number): Interaction {
  const conditions = entry.conditions ?? [];
  const gone = conditions[index];
  const actions = { ...(entry.actions ?? {}) };
  if (gone) delete actions[gone.id];
  return { ...entry, conditions: removeAt(conditions, index), actions };
}

/** The actions of one branch (a condition id or 'elseAction'). */
export function branchActions(entry: Interaction, branch: string): InteractionAction[] {
  return (entry.actions?.[branch] ?? []) as InteractionAction[];
}

export function setBranchActions(
  entry: Interaction,
  branch: string,
  actions: InteractionAction[],
): Interaction {
  return { ...entry, actions: { ...(entry.actions ?? {}), [branch]: actions } };
}

export interface Option {
  value: string;
  label: string;
}

/** Components a target can name: the system scene's and the page's, groups and panels included. */
/**
 * Components an action can aim at on a page (the system scene's and the page's 2D components); with
 * `with3D`, the page's 3D components too (show/hide reaches them through the scene).
 */
export function componentOptions(
  doc: DocNode,
  pageId: string,
  kind?: 'dynamic' | 'chart' | 'map',
  with3D = false,
): Option[] {
  const project = doc as unknown as Project;
  const out: Option[] = [];
  const walk = (list: readonly Component2D[] | undefined, prefix: string) => {
    for (const c of list ?? []) {
      const model = kind === 'dynamic' ? c.dynamicModel : kind === 'map' ? c.mapModel : c.chartModel;
      const fits = !kind || model !== undefined;
      if (fits) out.push({ value: c._id, label: `${prefix}${c.componentName ?? c.componentType ?? c._id}` });
      walk(c.groupModel?.groupList, `${prefix}${c.componentName ?? ''} / `);
      for (const p of c.dynamicModel?.pageList ?? [])
        walk(p.componentList, `${prefix}${c.componentName ?? ''} / `);
    }
  };
  for (const s of project.systemScenes ?? []) walk(s.projectTwoComponentList, '⚙ ');
  for (const scene of project.projectScenesList ?? [])
    for (const page of scene.projectPageList ?? [])
      if (page._id === pageId) {
        walk(page.projectTwoComponentList, '');
        if (with3D && !kind)
          for (const c of page.components3D ?? [])
            out.push({ value: c._id, label: `3D / ${c.name ?? c._id}` });
      }
  return out;
}

export function sceneOptions(doc: DocNode): Option[] {
  return ((doc as unknown as Project).projectScenesList ?? []).map((s) => ({
    value: s._id,
    label: s.scenesName ?? s._id,
  }));
}

export function pageOptions(doc: DocNode, sceneId: string | undefined): Option[] {
  const scenes = (doc as unknown as Project).projectScenesList ?? [];
  return scenes
    .filter((s) => !sceneId || s._id === sceneId)
    .flatMap((s) => (s.projectPageList ?? []).map((p) => ({ value: p._id, label: p.pageName ?? p._id })));
}
