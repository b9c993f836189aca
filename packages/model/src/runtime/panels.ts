import type { Component2D, UpdateMethod } from '../types/component2d.js';

/** '+' next, '-' previous (both wrapping), or an explicit index. */
export type IndexStep = '+' | '-' | number;

/** The next index among `count` items: '+' wraps to 0 after the last, '-' wraps to the last before 0. */
export function stepIndex(current: number, count: number, step: IndexStep): number {
  if (count <= 0) return 0;
  if (step === '+') return (current + 1) % count;
  if (step === '-') return (current - 1 + count) % count;
  return Math.min(Math.max(Math.trunc(step), 0), count - 1);
}

/** Switches a dynamic panel's page (dynamicEvent), recording animation and duration. */
export function switchDynamicPanel(
  panel: Component2D,
  step: IndexStep,
  animation?: { dynamicAni?: string; animateDuration?: number },
): Component2D {
  const count = panel.dynamicModel?.pageList.length ?? 0;
  const index = stepIndex(panel.dynamicEvent ?? 0, count, step);
  return { ...panel, dynamicEvent: index, ...animation };
}

export interface ActivePageUpdate {
  _updateMethod: UpdateMethod;
  _activePage: number;
  dynamicEvent?: number;
}

/** An active-page change applies only when the update method is 'dynamic' and page or event differs. */
export function applyActivePage(panel: Component2D, update: ActivePageUpdate): Component2D {
  if (update._updateMethod !== 'dynamic') return panel;
  const samePage = panel._activePage === update._activePage;
  const sameEvent = update.dynamicEvent === undefined || panel.dynamicEvent === update.dynamicEvent;
  if (samePage && sameEvent) return panel;
  const next: Component2D = { ...panel, _activePage: update._activePage, _updateMethod: 'dynamic' };
  if (update.dynamicEvent !== undefined) next.dynamicEvent = update.dynamicEvent;
  return next;
}

/** Switches a chart's data index (chartModel.chartDataInit): '+'/'-' cycle with wrap, else explicit. */
export function switchChartData(chart: Component2D, step: IndexStep): Component2D {
  const model = chart.chartModel ?? {};
  const count = Array.isArray(model.data) ? model.data.length : 0;
  return {
    ...chart,
    chartModel: { ...model, chartDataInit: stepIndex(model.chartDataInit ?? 0, count, step) },
  };
}
