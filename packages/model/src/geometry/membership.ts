import type { Component2D } from '../types/component2d.js';
import type { Operation } from '../types/operation.js';
import { message } from '../validation/messages.js';
import type { ListContext } from './context.js';
import { groupMembers, isGroup } from './context.js';
import { collapseSingleChildGroup, fitGroupToMembers, type RuleResult } from './group.js';
import { absoluteFrom, boxOf, rectOf, relativeTo } from './rect.js';

/**
 * Moving one component into or out of a group from the layer list (docs/reference.md#groups). Members are stored
 * relative to their group, so a move converts the rectangle and refits the group: nothing moves on screen.
 * Each result is one list of ops (one undo step).
 */

const listOp = (command: 'add' | 'delete', parentId: string, field: string, index: number, value: unknown) =>
  ({ command, path: `${parentId}.${field}`, records: { index, value } }) as Operation;

const GROUP_LIST = 'groupModel.groupList';

/** `componentId` (a member of the context list) becomes the top member of the group `groupId`. */
export function moveIntoGroup(context: ListContext, componentId: string, groupId: string): RuleResult {
  const index = context.list.findIndex((c) => c._id === componentId);
  const group = context.list.find((c) => c._id === groupId);
  const component = context.list[index];
  if (!component || !group || !isGroup(group) || componentId === groupId)
    return { ok: false, refusal: message('moveIntoGroupInvalid') };
  // Groups nest two levels at most (docs/reference.md#groups): a group does not go into another group.
  if (isGroup(component)) return { ok: false, refusal: message('moveIntoGroupNested') };
  const members = groupMembers(group);
  const placed: Component2D = {
    ...component,
    _pid: group._id,
    order: Math.max(0, ...members.map((m) => m.order ?? 0)) + 1,
    componentRect: relativeTo(rectOf(component), boxOf(group)),
  };
  const ops: Operation[] = [
    listOp('delete', context.parentId, context.listField, index, component),
    listOp('add', group._id, GROUP_LIST, members.length, placed),
  ];
  const grown: Component2D = {
    ...group,
    groupModel: { ...group.groupModel, groupList: [...members, placed] },
  };
  return { ok: true, ops: [...ops, ...fitGroupToMembers(grown)] };
}

/**
 * `memberId` leaves the group `groupId` (in the context list) and lands just above the group in the
 * context list. A group left with one member dissolves into it; otherwise it shrinks to its members.
 */
export function moveOutOfGroup(
  context: ListContext,
  groupId: string,
  memberId: string,
  parentPid?: string,
): RuleResult {
  const groupIndex = context.list.findIndex((c) => c._id === groupId);
  const group = context.list[groupIndex];
  const members = group ? groupMembers(group) : [];
  const memberIndex = members.findIndex((m) => m._id === memberId);
  const member = members[memberIndex];
  if (!group || !member) return { ok: false, refusal: message('moveOutOfGroupInvalid') };
  const out: Component2D = { ...member, componentRect: absoluteFrom(rectOf(member), boxOf(group)) };
  if (parentPid === undefined) delete out._pid;
  else out._pid = parentPid;
  out.order = (group.order ?? 0) + 1;
  const ops: Operation[] = [
    listOp('delete', group._id, GROUP_LIST, memberIndex, member),
    listOp('add', context.parentId, context.listField, groupIndex + 1, out),
  ];
  const rest = members.filter((m) => m._id !== memberId);
  const shrunk: Component2D = { ...group, groupModel: { ...group.groupModel, groupList: rest } };
  const after: ListContext = {
    ...context,
    list: [...context.list.slice(0, groupIndex), shrunk, out, ...context.list.slice(groupIndex + 1)],
  };
  if (rest.length === 0) {
    return {
      ok: true,
      ops: [...ops, listOp('delete', context.parentId, context.listField, groupIndex, shrunk)],
    };
  }
  const collapse = collapseSingleChildGroup(after, groupId, parentPid);
  return { ok: true, ops: [...ops, ...(collapse.length > 0 ? collapse : fitGroupToMembers(shrunk))] };
}
