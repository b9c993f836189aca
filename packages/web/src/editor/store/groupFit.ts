import { applyOps, fitGroupToMembers, type DocNode, type Operation } from '@twincanvas/model';
import { groupChain } from '../docModel';

/**
 * An edit made inside entered groups, followed by the ops that refit each entered group's box to its
 * members, innermost first (a refit inner group is itself a member of the outer one). Children are stored
 * relative to their group, so a refit also shifts them: nothing moves on screen. The fit ops belong to
 * the same history entry and save, so undo restores the old boxes too.
 */
export function withGroupFit(
  after: DocNode,
  edit: Operation[],
  pageId: string,
  groupPath: readonly string[],
): { doc: DocNode; ops: Operation[] } {
  if (groupPath.length === 0) return { doc: after, ops: edit };
  let doc = after;
  const ops = [...edit];
  for (let depth = groupPath.length; depth > 0; depth--) {
    const group = groupChain(doc, pageId, groupPath.slice(0, depth)).at(-1);
    if (!group || group._id !== groupPath[depth - 1]) break;
    const fit = fitGroupToMembers(group);
    if (fit.length === 0) continue;
    doc = applyOps(doc, fit);
    ops.push(...fit);
  }
  return { doc, ops };
}
