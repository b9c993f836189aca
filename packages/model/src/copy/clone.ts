import { GROUP_TYPE_CODE } from '../constants.js';
import { kindFromType, kindOfId, newId } from '../ids.js';
import type { IdKind } from '../ids.js';
import { isPlainObject } from '../ops/paths.js';
import { CHILD_LISTS, getChildList } from '../ops/tree.js';
import type { DocNode, NodeKind } from '../ops/tree.js';
import { copyName } from '../validation/names.js';

/** Name field of each node kind. */
export const NAME_FIELDS: Readonly<Record<NodeKind, string>> = {
  project: 'projectName',
  scene: 'scenesName',
  systemScene: 'scenesName',
  page: 'pageName',
  component2d: 'componentName',
  component3d: 'name',
  gisComponent: 'componentName',
  dynamicPage: 'pageName',
};

const NODE_KIND_BY_ID_KIND: Readonly<Record<IdKind, NodeKind>> = {
  project: 'project',
  scene: 'scene',
  systemScene: 'systemScene',
  page: 'page',
  '2D': 'component2d',
  '3D': 'component3d',
  dynamic: 'component2d',
  group: 'component2d',
  gis: 'gisComponent',
  webMap: 'component2d',
  lvm: 'component2d',
  dynamicPage: 'dynamicPage',
};

/** Node kind guessed from an id's first letter; unknown letters are taken as 2D components. */
export function nodeKindOfId(id: string): NodeKind {
  const kind = kindOfId(id);
  return kind && id !== '' ? NODE_KIND_BY_ID_KIND[kind] : 'component2d';
}

/** Id kind (prefix) a fresh id gets: the old id's prefix when it has a known one, else from the node. */
function freshIdKind(node: DocNode, kind: NodeKind): IdKind {
  const old = typeof node._id === 'string' && node._id !== '' ? kindOfId(node._id) : null;
  if (old) return old;
  switch (kind) {
    case 'component2d': {
      const type =
        typeof node.componentType === 'string' || typeof node.componentType === 'number'
          ? node.componentType
          : '';
      return type === '' ? '2D' : kindFromType(type);
    }
    case 'component3d':
      return '3D';
    case 'gisComponent':
      return String(node.componentType ?? '') === GROUP_TYPE_CODE ? 'group' : 'gis';
    default:
      return kind;
  }
}

function deepCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepCopy);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepCopy(v)]));
  return value;
}

export interface CloneOptions {
  /** Node kind of the root; guessed from its id when absent. */
  kind?: NodeKind;
  /** Name the copy with the copy suffix (default true). */
  rename?: boolean;
}

export interface CloneResult<T> {
  node: T;
  /** Old id → new id, for every node of the subtree. */
  idMap: Map<string, string>;
}

/**
 * Deep copy of a subtree with a fresh id for every node (same prefixes), `_pid` links remapped to the new
 * ids, storage ids (`_sqlId`) dropped for the server to assign, and the copy suffix on the top node's name.
 */
export function cloneSubtree<T extends object>(root: T, options: CloneOptions = {}): CloneResult<T> {
  const idMap = new Map<string, string>();
  const source = root as DocNode;
  const rootKind =
    options.kind ?? (typeof source._id === 'string' ? nodeKindOfId(source._id) : 'component2d');
  const copyNode = (node: DocNode, kind: NodeKind): DocNode => {
    const copy = deepCopy(node) as DocNode;
    const id = newId(freshIdKind(node, kind));
    if (typeof node._id === 'string') idMap.set(node._id, id);
    copy._id = id;
    delete copy._sqlId;
    for (const { field, kind: childKind } of CHILD_LISTS[kind]) {
      const list = getChildList(copy, field);
      if (!list) continue;
      list.forEach((child, i) => {
        if (isPlainObject(child)) list[i] = copyNode(child, childKind);
      });
    }
    return copy;
  };
  const copy = copyNode(source, rootKind);
  const remap = (node: DocNode, kind: NodeKind): void => {
    if (typeof node._pid === 'string') node._pid = idMap.get(node._pid) ?? node._pid;
    for (const { field, kind: childKind } of CHILD_LISTS[kind]) {
      for (const child of getChildList(node, field) ?? []) if (isPlainObject(child)) remap(child, childKind);
    }
  };
  remap(copy, rootKind);
  const nameField = NAME_FIELDS[rootKind];
  if (options.rename !== false && typeof copy[nameField] === 'string')
    copy[nameField] = copyName(copy[nameField]);
  return { node: copy as T, idMap };
}

/** cloneSubtree without the id map: the copy the editor pastes and the server's project copy uses. */
export function cloneWithFreshIds<T extends object>(root: T, options: CloneOptions = {}): T {
  return cloneSubtree(root, options).node;
}
