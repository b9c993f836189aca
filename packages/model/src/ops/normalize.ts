import { DYNAMIC_PANEL_TYPE_CODE, GROUP_TYPE_CODE } from '../constants.js';
import { isPlainObject, setAtPath } from './paths.js';
import { CHILD_LISTS, getChildList, walkNodes } from './tree.js';
import type { DocNode, NodeKind } from './tree.js';

/** Whether a node of this kind should carry this child list (2D components only when group / dynamic panel). */
function expectsList(node: DocNode, kind: NodeKind, field: string): boolean {
  if (kind === 'component2d' || kind === 'gisComponent') {
    const type = String(node.componentType ?? '');
    if (field === 'groupModel.groupList') return type === GROUP_TYPE_CODE || isPlainObject(node.groupModel);
    return type === DYNAMIC_PANEL_TYPE_CODE || isPlainObject(node.dynamicModel);
  }
  return true;
}

function fillLists(node: DocNode, kind: NodeKind): DocNode {
  let result = node;
  for (const { field } of CHILD_LISTS[kind]) {
    if (getChildList(result, field) || !expectsList(result, kind, field)) continue;
    const [head, ...tail] = field.split('.') as [string, ...string[]];
    if (tail.length > 0 && !isPlainObject(result[head])) result = { ...result, [head]: {} };
    result = setAtPath(result, field, []);
  }
  return result;
}

/**
 * A copy of the document where every child list a node should have exists (possibly empty), so that
 * add operations always find their list. Existing lists and unrelated data are left as they are.
 */
export function normalizeDocument<T extends object>(doc: T): T {
  const rebuild = (node: DocNode, kind: NodeKind): DocNode => {
    let result = fillLists(node, kind);
    for (const { field, kind: childKind } of CHILD_LISTS[kind]) {
      const list = getChildList(result, field);
      if (list)
        result = setAtPath(
          result,
          field,
          list.map((child) => (isPlainObject(child) ? rebuild(child, childKind) : child)),
        );
    }
    return result;
  };
  // A walk first, so a malformed tree (node without a string _id) is reported rather than silently copied.
  walkNodes(doc as DocNode, 'project', () => undefined);
  return rebuild(doc as DocNode, 'project') as T;
}
