import { createDefaultGroup } from '../catalogue/defaults.js';
import { newId } from '../ids.js';
import type { Component2D } from '../types/component2d.js';
import type { Operation } from '../types/operation.js';
import { message } from '../validation/messages.js';
import type { Message } from '../validation/messages.js';
import { groupMembers, isGroup } from './context.js';
import type { ListContext } from './context.js';
import { absoluteFrom, boxOf, rectOf, relativeTo, unionBox, withBox } from './rect.js';

export type RuleResult = { ok: true; ops: Operation[] } | { ok: false; refusal: Message };

export interface CombineInput {
  context: ListContext;
  selectedIds: readonly string[];
  /** The editor is inside a group (gp). */
  insideGroup: boolean;
  /** A map editing context is open. */
  mapOpen: boolean;
  groupId?: string;
}

const listOp = (
  command: 'add' | 'delete',
  ctx: ListContext,
  index: number,
  value: Component2D,
): Operation => ({
  command,
  path: `${ctx.parentId}.${ctx.listField}`,
  records: { index, value },
});

/** Selected components with their list positions, in list order. */
function selectedWithIndex(
  ctx: ListContext,
  ids: readonly string[],
): { component: Component2D; index: number }[] {
  const wanted = new Set(ids);
  return ctx.list.flatMap((component, index) => (wanted.has(component._id) ? [{ component, index }] : []));
}

/** Deletes in descending position so each recorded index is still true when its op is applied. */
function deleteOps(
  ctx: ListContext,
  picked: readonly { component: Component2D; index: number }[],
): Operation[] {
  return [...picked]
    .sort((a, b) => b.index - a.index)
    .map(({ component, index }) => listOp('delete', ctx, index, component));
}

function withoutPid(component: Component2D, pid: string | undefined): Component2D {
  const next = { ...component };
  if (pid === undefined) delete next._pid;
  else next._pid = pid;
  return next;
}

/**
 * Combine the selection into a new group: needs a selection; refused when a map is open, inside a group,
 * or when the single selection already is a group. Groups in the selection are dissolved into the new
 * group. Members are positioned relative to the group's bounding box and renumbered 1..n by stacking order.
 */
export function combine(input: CombineInput): RuleResult {
  const { context, selectedIds, insideGroup, mapOpen } = input;
  const picked = selectedWithIndex(context, selectedIds);
  const first = picked[0];
  if (!first) return { ok: false, refusal: message('combineEmpty') };
  if (mapOpen) return { ok: false, refusal: message('combineMapOpen') };
  if (insideGroup) return { ok: false, refusal: message('combineInsideGroup') };
  if (picked.length === 1 && isGroup(first.component))
    return { ok: false, refusal: message('combineAlreadyGroup') };

  // Dissolved groups hand over their members in absolute (parent) coordinates.
  const members = picked
    .sort((a, b) => (a.component.order ?? 0) - (b.component.order ?? 0) || a.index - b.index)
    .flatMap(({ component }) =>
      isGroup(component)
        ? groupMembers(component).map((m) => ({
            ...m,
            componentRect: absoluteFrom(rectOf(m), boxOf(component)),
          }))
        : [component],
    );
  const box = unionBox(members.map(boxOf)) ?? boxOf(first.component);
  const group = createDefaultGroup(input.groupId ?? newId('group'));
  group.componentRect = withBox(rectOf(group), box);
  group.order = Math.max(...picked.map(({ component }) => component.order ?? 0));
  group.groupModel = {
    groupList: members.map((member, i) => ({
      ...member,
      _pid: group._id,
      order: i + 1,
      componentRect: relativeTo(rectOf(member), box),
    })),
  };
  const insertAt = Math.min(...picked.map(({ index }) => index));
  return { ok: true, ops: [...deleteOps(context, picked), listOp('add', context, insertAt, group)] };
}

/**
 * Ungroup the selected groups (a group, or a batch containing groups): each group is replaced by its
 * members in parent coordinates, at the group's position and stacking level. A group with a single
 * member thereby collapses into that member.
 */
export function ungroup(
  context: ListContext,
  selectedIds: readonly string[],
  parentPid?: string,
): RuleResult {
  const groups = selectedWithIndex(context, selectedIds).filter(({ component }) => isGroup(component));
  if (groups.length === 0) return { ok: false, refusal: message('ungroupNoGroup') };
  const ops: Operation[] = [];
  for (const { component, index } of [...groups].sort((a, b) => b.index - a.index)) {
    ops.push(listOp('delete', context, index, component));
    groupMembers(component).forEach((member, i) => {
      const placed = {
        ...withoutPid(member, parentPid),
        componentRect: absoluteFrom(rectOf(member), boxOf(component)),
      };
      if (component.order !== undefined) placed.order = component.order;
      ops.push(listOp('add', context, index + i, placed));
    });
  }
  return { ok: true, ops };
}

/** After members moved out: a group left with exactly one member collapses into it; otherwise no ops. */
export function collapseSingleChildGroup(
  context: ListContext,
  groupId: string,
  parentPid?: string,
): Operation[] {
  const group = context.list.find((component) => component._id === groupId);
  if (!group || !isGroup(group) || groupMembers(group).length !== 1) return [];
  const result = ungroup(context, [groupId], parentPid);
  return result.ok ? result.ops : [];
}

/**
 * After members moved in or out: the group's box is recomputed from its members and each member is
 * shifted so that nothing moves on screen. Returns the update ops (none when the box is unchanged).
 */
export function fitGroupToMembers(group: Component2D): Operation[] {
  const members = groupMembers(group);
  const current = boxOf(group);
  const inner = unionBox(members.map(boxOf));
  if (!inner) return [];
  const next = { ...inner, left: current.left + inner.left, top: current.top + inner.top };
  if (
    next.left === current.left &&
    next.top === current.top &&
    next.width === current.width &&
    next.height === current.height
  ) {
    return [];
  }
  const rect = rectOf(group);
  const ops: Operation[] = [
    {
      command: 'update',
      path: `${group._id}.componentRect`,
      records: { oldValue: group.componentRect, newValue: withBox(rect, next) },
    },
  ];
  for (const member of members) {
    const memberRect = rectOf(member);
    ops.push({
      command: 'update',
      path: `${member._id}.componentRect`,
      records: { oldValue: member.componentRect, newValue: relativeTo(memberRect, inner) },
    });
  }
  return ops;
}
