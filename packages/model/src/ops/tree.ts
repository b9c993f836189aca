import { OpError } from './errors.js';
import { getAtPath, isPlainObject } from './paths.js';

/** Separately addressable node kinds of the document tree. */
export type NodeKind =
  | 'project'
  | 'scene'
  | 'systemScene'
  | 'page'
  | 'component2d'
  | 'component3d'
  | 'gisComponent'
  | 'dynamicPage';

export type DocNode = Record<string, unknown>;

export interface ChildList {
  /** Field path inside the node, dotted when nested (e.g. groupModel.groupList). */
  readonly field: string;
  readonly kind: NodeKind;
}

/** Per node kind, the list fields that hold child nodes. Everything else in a node is its own data. */
export const CHILD_LISTS: Readonly<Record<NodeKind, readonly ChildList[]>> = {
  project: [
    { field: 'projectScenesList', kind: 'scene' },
    { field: 'systemScenes', kind: 'systemScene' },
  ],
  scene: [{ field: 'projectPageList', kind: 'page' }],
  systemScene: [{ field: 'projectTwoComponentList', kind: 'component2d' }],
  page: [
    { field: 'projectTwoComponentList', kind: 'component2d' },
    { field: 'components3D', kind: 'component3d' },
    { field: 'projectGisComponent', kind: 'gisComponent' },
  ],
  component2d: [
    { field: 'groupModel.groupList', kind: 'component2d' },
    { field: 'dynamicModel.pageList', kind: 'dynamicPage' },
    // A map container's items (docs/maps.md): each layer, vector, marker and pixels item is its own node,
    // so editing one layer saves one row and co-editors merge per layer.
    { field: 'mapModel.layer', kind: 'component2d' },
    { field: 'mapModel.vector', kind: 'component2d' },
    { field: 'mapModel.marker', kind: 'component2d' },
    { field: 'mapModel.pixels', kind: 'component2d' },
  ],
  component3d: [],
  gisComponent: [{ field: 'groupModel.groupList', kind: 'gisComponent' }],
  dynamicPage: [{ field: 'componentList', kind: 'component2d' }],
};

export function childListOf(kind: NodeKind, field: string): ChildList | undefined {
  return CHILD_LISTS[kind].find((list) => list.field === field);
}

/** The child nodes in `field` of a node, or undefined when that list is absent. */
export function getChildList(node: DocNode, field: string): unknown[] | undefined {
  const list = getAtPath(node, field);
  return Array.isArray(list) ? list : undefined;
}

export function nodeIdOf(node: unknown): string {
  if (!isPlainObject(node) || typeof node._id !== 'string')
    throw new OpError('a node must be an object with a string _id');
  return node._id;
}

export interface VisitInfo {
  id: string;
  kind: NodeKind;
  parentId: string | null;
  listField: string | null;
  position: number;
}

/** Depth-first walk over a subtree (parents before children, lists in CHILD_LISTS order). */
export function walkNodes(
  root: DocNode,
  rootKind: NodeKind,
  visit: (node: DocNode, info: VisitInfo) => void,
  parent: { parentId: string | null; listField: string | null; position: number } = {
    parentId: null,
    listField: null,
    position: 0,
  },
): void {
  const id = rootKind === 'project' && typeof root._id !== 'string' ? '' : nodeIdOf(root);
  visit(root, { id, kind: rootKind, ...parent });
  for (const { field, kind } of CHILD_LISTS[rootKind]) {
    const list = getChildList(root, field);
    if (!list) continue;
    list.forEach((child, position) => {
      if (!isPlainObject(child)) throw new OpError(`${id}.${field}[${position}] is not a node`);
      walkNodes(child, kind, visit, { parentId: id, listField: field, position });
    });
  }
}

/** Every node id of a subtree, throwing on a duplicate. */
export function subtreeIds(root: DocNode, kind: NodeKind): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  walkNodes(root, kind, (_node, { id }) => {
    if (seen.has(id)) throw new OpError(`duplicate node id '${id}'`);
    seen.add(id);
    ids.push(id);
  });
  return ids;
}

export interface NodeLocation {
  node: DocNode;
  kind: NodeKind;
  parentId: string | null;
  listField: string | null;
  position: number;
}

/** Finds a node by id ('' or the project id = the root). */
export function findNode(doc: DocNode, id: string): NodeLocation | undefined {
  const rootId = typeof doc._id === 'string' ? doc._id : '';
  let found: NodeLocation | undefined;
  walkNodes(doc, 'project', (node, info) => {
    if (!found && (info.id === id || (id === '' && info.id === rootId))) found = { node, ...info };
  });
  return found;
}
