import type { Operation } from '../types/operation.js';
import { OpError, wrongCommand } from './errors.js';
import { movedNode, readMoveRecords } from './move.js';
import { isPlainObject, parseOpPath, setAtPath, toSegments } from './paths.js';
import { CHILD_LISTS, childListOf, nodeIdOf, subtreeIds, walkNodes } from './tree.js';
import type { ChildList, DocNode, NodeKind } from './tree.js';

interface IndexEntry {
  kind: NodeKind;
  parentId: string | null;
  listField: string | null;
}

/**
 * Copy-on-write view of the document: objects created during one applyOps call are "owned" and may be
 * changed in place; anything else is copied first, so the input is never touched.
 */
class Draft {
  private readonly owned = new WeakSet<object>();
  readonly rootId: string;
  readonly index = new Map<string, IndexEntry>();
  root: DocNode;

  constructor(doc: DocNode) {
    this.root = this.own(doc);
    this.rootId = typeof doc._id === 'string' ? doc._id : '';
    walkNodes(doc, 'project', (_node, { id, kind, parentId, listField }) => {
      if (this.index.has(id)) throw new OpError(`duplicate node id '${id}' in the document`);
      this.index.set(id, { kind, parentId, listField });
    });
  }

  /** Takes a fresh object made during this call as owned, without copying it again. */
  adopt<T extends object>(value: T): T {
    this.owned.add(value);
    return value;
  }

  private own<T extends object>(value: T): T {
    if (this.owned.has(value)) return value;
    const copy = (Array.isArray(value) ? [...value] : { ...value }) as T;
    this.owned.add(copy);
    return copy;
  }

  resolve(nodeId: string): { key: string; entry: IndexEntry } {
    const key = nodeId === '' ? this.rootId : nodeId;
    const entry = this.index.get(key);
    if (!entry) throw new OpError(`node '${nodeId}' does not exist`);
    return { key, entry };
  }

  /** The owned node with this id; every ancestor on the way is owned and re-linked. */
  node(key: string): DocNode {
    const entry = this.index.get(key) as IndexEntry;
    if (entry.parentId === null || entry.listField === null) return this.root;
    const list = this.list(this.node(entry.parentId), entry.listField);
    const position = list.findIndex((child) => isPlainObject(child) && child._id === key);
    const child = this.own(list[position] as DocNode);
    list[position] = child;
    return child;
  }

  /** The owned child list `field` of an owned node; throws when the list is absent. */
  list(node: DocNode, field: string): unknown[] {
    const segments = toSegments(field);
    const last = segments.pop() as string;
    let current = node;
    for (const segment of segments) {
      const next = current[segment];
      if (!isPlainObject(next))
        throw new OpError(`list '${field}' does not exist on node '${String(node._id)}'`);
      const owned = this.own(next);
      current[segment] = owned;
      current = owned;
    }
    const list = current[last];
    if (!Array.isArray(list))
      throw new OpError(`list '${field}' does not exist on node '${String(node._id)}'`);
    const owned = this.own(list);
    current[last] = owned;
    return owned;
  }
}

function listTarget(draft: Draft, path: string): { key: string; childList: ChildList } {
  const { nodeId, rest } = parseOpPath(path);
  const { key, entry } = draft.resolve(nodeId);
  const field = rest.join('.');
  const childList = childListOf(entry.kind, field);
  if (!childList) throw new OpError(`'${field}' is not a child list of a ${entry.kind}`);
  return { key, childList };
}

function recordIndex(index: unknown): number {
  if (typeof index !== 'number' || !Number.isInteger(index))
    throw new OpError('records.index must be an integer');
  return index;
}

function applyInsert(draft: Draft, path: string, index: unknown, value: unknown): void {
  const { key, childList } = listTarget(draft, path);
  if (!isPlainObject(value)) throw new OpError('records.value must be a node object');
  const at = recordIndex(index);
  const ids = subtreeIds(value, childList.kind);
  for (const id of ids) {
    if (draft.index.has(id) || id === draft.rootId) throw new OpError(`node id '${id}' already exists`);
  }
  const list = draft.list(draft.node(key), childList.field);
  list.splice(Math.min(Math.max(at, 0), list.length), 0, value);
  walkNodes(value, childList.kind, (_node, info) => {
    draft.index.set(info.id, {
      kind: info.kind,
      parentId: info.parentId ?? key,
      listField: info.listField ?? childList.field,
    });
  });
}

function applyDelete(draft: Draft, path: string, index: unknown, value: unknown): void {
  const { key, childList } = listTarget(draft, path);
  const id = nodeIdOf(value);
  const hint = recordIndex(index);
  const list = draft.list(draft.node(key), childList.field);
  const matches = (child: unknown): boolean => isPlainObject(child) && child._id === id;
  const position = matches(list[hint]) ? hint : list.findIndex(matches);
  if (position < 0) throw new OpError(`node '${id}' is not in ${path}`);
  const [removed] = list.splice(position, 1);
  for (const removedId of subtreeIds(removed as DocNode, childList.kind)) draft.index.delete(removedId);
}

/** Moves the listed children of one list by the same offset (one pass over the list, not one per id). */
function applyMove(draft: Draft, path: string, records: unknown): void {
  const { key, childList } = listTarget(draft, path);
  const { ids, dx, dy } = readMoveRecords(records);
  for (const id of ids) {
    const entry = draft.index.get(id);
    if (!entry || entry.parentId !== key || entry.listField !== childList.field)
      throw new OpError(`node '${id}' is not in ${path}`);
  }
  const wanted = new Set(ids);
  const list = draft.list(draft.node(key), childList.field);
  list.forEach((child, position) => {
    if (isPlainObject(child) && typeof child._id === 'string' && wanted.has(child._id))
      list[position] = draft.adopt(movedNode(child, dx, dy));
  });
}

/** Throws unless `rest` is a property path of a node that stays clear of its child lists and its id. */
export function assertUpdatablePath(kind: NodeKind, rest: readonly string[]): void {
  if (rest.length === 0) throw new OpError('update path names no property');
  if (rest[0] === '_id') throw new OpError('a node id cannot be updated');
  for (const { field } of CHILD_LISTS[kind]) {
    const listSegments = field.split('.');
    const shared = Math.min(listSegments.length, rest.length);
    if (listSegments.slice(0, shared).every((segment, i) => segment === rest[i])) {
      throw new OpError(`update reaches into child list '${field}'; use add/delete`);
    }
  }
}

function applyUpdate(draft: Draft, path: string, newValue: unknown): void {
  const { nodeId, rest } = parseOpPath(path);
  const { key, entry } = draft.resolve(nodeId);
  assertUpdatablePath(entry.kind, rest);
  const node = draft.node(key);
  const [first, ...deeper] = rest as [string, ...string[]];
  if (deeper.length === 0) {
    if (newValue === undefined) delete node[first];
    else node[first] = newValue;
  } else {
    if (!Object.hasOwn(node, first)) throw new OpError(`path step '${first}' does not exist on '${key}'`);
    node[first] = setAtPath(node[first], deeper, newValue);
  }
}

/**
 * Applies operations in order and returns the new document. Pure: the input is never changed
 * (unchanged subtrees are shared). All-or-nothing: a failing op throws and nothing is returned.
 */
export function applyOps<T extends object>(doc: T, ops: readonly Operation[]): T {
  const draft = new Draft(doc as DocNode);
  for (const op of ops) {
    const records: Record<string, unknown> = isPlainObject(op.records) ? op.records : {};
    switch (op.command) {
      case 'add':
      case 'restore':
        applyInsert(draft, op.path, records.index, records.value);
        break;
      case 'delete':
        applyDelete(draft, op.path, records.index, records.value);
        break;
      case 'update':
        // No newValue key is how JSON carries `newValue: undefined` (remove the key), e.g. the undo of
        // setting a property that was absent: refusing it would make such an undo unsavable.
        applyUpdate(draft, op.path, records.newValue);
        break;
      case 'move':
        applyMove(draft, op.path, op.records);
        break;
      default:
        throw wrongCommand();
    }
  }
  return draft.root as T;
}

/** Applies one update to a stored node body (per-node storage): `propPath` relative to the node. */
export function applyUpdateToBody<T extends object>(
  body: T,
  propPath: string | readonly string[],
  newValue: unknown,
): T {
  const segments = toSegments(propPath);
  if (segments[0] === '_id') throw new OpError('a node id cannot be updated');
  return setAtPath(body, segments, newValue);
}
