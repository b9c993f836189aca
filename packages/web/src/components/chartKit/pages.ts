import { stepIndex, type IndexStep } from '@twincanvas/model';
import { useRuntime } from '../../runtime/store';

/**
 * Switches a running chart's data page (docs/reference.md#visibility: '+'/'-' cycle with wrap, else an explicit
 * index). Interactions and the auto-refresh cycle both come through here; the stored document is never
 * changed by running it.
 */
export function switchChartPage(
  node: { _id: string; chartModel?: { chartDataInit?: number } },
  pageCount: number,
  step: IndexStep,
): number {
  const { byId, patch } = useRuntime.getState();
  const current = byId[node._id]?.chartPage ?? node.chartModel?.chartDataInit ?? 0;
  const next = stepIndex(current, pageCount, step);
  patch(node._id, { chartPage: next });
  return next;
}
