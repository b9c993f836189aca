/**
 * THE OPERATION CONTRACT (docs/reference.md#operations). The editor, the server, undo/redo and live collaboration all
 * change a document only through these operations; keep this contract stable.
 *
 *   interface Operation { command: 'add' | 'update' | 'delete' | 'restore' | 'move'; path: string; records }
 *
 * Paths are dotted strings whose FIRST segment is a node id ('' or the project's own _id = the project
 * root). Nodes are addressed by id, never by array index, so concurrent edits to different nodes commute.
 * Addressable node kinds and the list fields holding their children are in CHILD_LISTS:
 *   project      projectScenesList (scene), systemScenes (systemScene)
 *   scene        projectPageList (page)
 *   systemScene  projectTwoComponentList (component2d)
 *   page         projectTwoComponentList (component2d), components3D (component3d),
 *                projectGisComponent (gisComponent)
 *   component2d  groupModel.groupList (component2d), dynamicModel.pageList (dynamicPage)
 *   gisComponent groupModel.groupList (gisComponent)
 *   dynamicPage  componentList (component2d)
 *
 * add / restore  path '<parentId>.<listField>' (listField may be dotted: 'H123.groupModel.groupList'),
 *                records { index: number; value: Node }. Inserts the whole subtree at index, clamped to
 *                [0, list.length]. Any id of the subtree already present in the document throws. The list
 *                must exist (normalizeDocument creates the expected empty lists). restore = add; it is
 *                what inverting a delete produces.
 * delete         path '<parentId>.<listField>', records { index: number; value: Node } where value is the
 *                removed subtree (so the op inverts). The child is found by value._id; index is a hint,
 *                used when it points at that child. Absent child throws. For an exact undo, value and
 *                index must be the node's current subtree and position: makeDeleteOp builds them.
 * update         path '<nodeId>.<prop>[.<prop>…]', records { oldValue?: unknown; newValue: unknown }.
 *                Every step but the last must exist; numeric steps index arrays. newValue undefined
 *                (or no newValue key, which is how JSON carries it) removes the key. Reaching into (or replacing) a child-list field, or changing _id,
 *                throws. Inverting an update without an `oldValue` key throws NoValueError. oldValue
 *                present but undefined means "the key was absent", and the inverse removes it again;
 *                JSON drops undefined keys, so keep undo history in memory (HistoryStore), not in JSON.
 * move           path '<parentId>.<listField>', records { ids: string[]; dx: number; dy: number }. Adds dx to
 *                componentRect.componentLeft and dy to componentRect.componentTop of every listed child of
 *                that list (one op for a drag of many components: ids and two numbers, not a rect per
 *                component). ids must be non-empty and distinct, each a child of that list with a numeric
 *                componentRect position; dx and dy must be finite. Anything else throws (nothing moves).
 *                Its inverse is the same op with -dx / -dy (makeMoveOp builds one).
 * anything else  throws Error('wrong command value').
 *
 * applyOps(doc, ops) is pure (returns a new document sharing unchanged subtrees; never mutates input) and
 * all-or-nothing (throws before returning anything). invertOps(ops) returns the inverse ops in reverse
 * order, so applyOps(applyOps(doc, ops), invertOps(ops)) deep-equals doc.
 */
export { applyOps, applyUpdateToBody, assertUpdatablePath } from './apply.js';
export {
  childKindOfField,
  listAddOp,
  listDeleteOp,
  makeAddOp,
  makeDeleteOp,
  makeUpdateOp,
  opNodeIds,
  setOp,
  updateOp,
} from './build.js';
export { NoValueError, OpError, WRONG_COMMAND_MESSAGE } from './errors.js';
export { assembleDocument, flattenDocument, nodeBody } from './flatten.js';
export type { NodeRecord } from './flatten.js';
export { invertOps } from './invert.js';
export { listMoveOp, makeMoveOp, movePaths, movedNode, readMoveRecords } from './move.js';
export { normalizeDocument } from './normalize.js';
export { getAtPath, isPlainObject, parseOpPath, pathsOverlap, setAtPath } from './paths.js';
export type { Path } from './paths.js';
export { CHILD_LISTS, childListOf, findNode, getChildList, subtreeIds, walkNodes } from './tree.js';
export type { ChildList, DocNode, NodeKind, NodeLocation, VisitInfo } from './tree.js';
export type { ListRecords, MoveRecords, OpCommand, Operation, UpdateRecords } from '../types/operation.js';
