import { OpError } from './errors.js';
import { getAtPath, isPlainObject, setAtPath, toSegments } from './paths.js';
import { CHILD_LISTS, getChildList, walkNodes } from './tree.js';
import type { DocNode, NodeKind } from './tree.js';

/** One row of per-node storage. */
export interface NodeRecord {
  id: string;
  /** null for the project itself. */
  parentId: string | null;
  kind: NodeKind;
  /** The parent's list field holding this node (dotted when nested); null for the project. */
  listField: string | null;
  /** Sort key inside that list; any numbers work, only their order matters. */
  position: number;
  /** The node without its children: child-list fields are kept as empty arrays so their presence survives. */
  body: DocNode;
}

/** The node's own data: every child list present in it replaced by an empty list. */
export function nodeBody(node: DocNode, kind: NodeKind): DocNode {
  let body = node;
  for (const { field } of CHILD_LISTS[kind]) {
    if (getChildList(body, field)) body = setAtPath(body, field, []);
  }
  return body;
}

/** Splits a project document into one record per node, parents before children. */
export function flattenDocument(doc: DocNode): NodeRecord[] {
  const records: NodeRecord[] = [];
  walkNodes(doc, 'project', (node, { id, kind, parentId, listField, position }) => {
    records.push({ id, parentId, kind, listField, position, body: nodeBody(node, kind) });
  });
  return records;
}

function withList(body: DocNode, field: string, children: DocNode[]): DocNode {
  const segments = toSegments(field);
  // Missing intermediate objects (e.g. groupModel) are created so stored children are never lost.
  let result = body;
  for (let depth = 1; depth < segments.length; depth += 1) {
    const prefix = segments.slice(0, depth);
    if (!isPlainObject(getAtPath(result, prefix))) result = setAtPath(result, prefix, {});
  }
  return setAtPath(result, segments, children);
}

/**
 * Rebuilds the document from the project body and node records: the exact inverse of flattenDocument.
 * The project's own record, if present in `records`, is ignored. Records whose parent is never reached throw.
 */
export function assembleDocument(projectBody: DocNode, records: readonly NodeRecord[]): DocNode {
  const rootId = typeof projectBody._id === 'string' ? projectBody._id : '';
  const byParent = new Map<string, NodeRecord[]>();
  let pending = 0;
  for (const record of records) {
    if (record.parentId === null) continue;
    const key = `${record.parentId}\u0000${record.listField ?? ''}`;
    const siblings = byParent.get(key) ?? [];
    siblings.push(record);
    byParent.set(key, siblings);
    pending += 1;
  }
  let used = 0;
  const build = (body: DocNode, id: string, kind: NodeKind): DocNode => {
    let node = body;
    for (const { field, kind: childKind } of CHILD_LISTS[kind]) {
      const children = byParent.get(`${id}\u0000${field}`);
      if (!children) continue;
      used += children.length;
      const ordered = [...children].sort((a, b) => a.position - b.position);
      node = withList(
        node,
        field,
        ordered.map((child) => build(child.body, child.id, childKind)),
      );
    }
    return node;
  };
  const doc = build(projectBody, rootId, 'project');
  if (used !== pending) throw new OpError(`${pending - used} node record(s) have no reachable parent`);
  return doc;
}
