import { moveIntoGroup, moveOutOfGroup, type ListContext, type RuleResult } from '@twincanvas/model';
import { contextOf, parentGroupId } from '../docModel';
import type { ActionOutcome, ActionState } from './types';
import { defineEdit } from './types';

/** A layer-list move into or out of a group (docs/reference.md#groups): one edit, or the rule's refusal. */
function membership(state: ActionState, rule: (ctx: ListContext) => RuleResult): ActionOutcome {
  const ctx = contextOf(state.doc, state.pageId, state.groupPath);
  if (!ctx) return {};
  const outcome = rule(ctx);
  return outcome.ok ? { ops: outcome.ops, operation: 'update2D' } : { refusal: outcome.refusal };
}

export const moveIntoGroupEdit = defineEdit('moveIntoGroup', (state, id: string, groupId: string) =>
  membership(state, (ctx) => moveIntoGroup(ctx, id, groupId)),
);

export const moveOutOfGroupEdit = defineEdit('moveOutOfGroup', (state, groupId: string, memberId: string) => {
  const pid = parentGroupId(state.doc, state.pageId, state.groupPath);
  return membership(state, (ctx) => moveOutOfGroup(ctx, groupId, memberId, pid));
});
