import {
  COLOUR_PLANS,
  isChartType,
  updateOp,
  walkNodes,
  type ColourPlan,
  type Component2D,
  type DocNode,
  type Operation,
} from '@twincanvas/model';

export { COLOUR_PLANS, type ColourPlan } from '@twincanvas/model';

export const DEFAULT_PLAN: ColourPlan = COLOUR_PLANS[0]!;

const isHex = (v: unknown): v is string =>
  typeof v === 'string' && /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/.test(v);

/** A stored plan read defensively: missing or malformed parts fall back to the default plan's. */
export function readPlan(raw: unknown): ColourPlan {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_PLAN;
  const r = raw as Partial<Record<keyof ColourPlan, unknown>>;
  const colors = Array.isArray(r.colors) ? r.colors.filter(isHex) : [];
  return {
    id: typeof r.id === 'string' ? r.id : 'custom',
    name: typeof r.name === 'string' ? r.name : '',
    colors: colors.length > 0 ? colors : DEFAULT_PLAN.colors,
    textColor: isHex(r.textColor) ? r.textColor : DEFAULT_PLAN.textColor,
    axisColor: isHex(r.axisColor) ? r.axisColor : DEFAULT_PLAN.axisColor,
    splitLineColor: isHex(r.splitLineColor) ? r.splitLineColor : DEFAULT_PLAN.splitLineColor,
  };
}

/** The plan a chart draws with. */
export const planOf = (node: Component2D): ColourPlan => readPlan(node.chartModel?.skin);

/** '#RRGGBBAA' (the document's colour form) to a CSS colour canvas understands everywhere. */
export function cssColor(hex: string): string {
  if (!/^#[0-9a-fA-F]{8}$/.test(hex)) return hex;
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  const a = n(7) / 255;
  return a >= 1 ? hex.slice(0, 7) : `rgba(${n(1)},${n(3)},${n(5)},${Number(a.toFixed(3))})`;
}

/** The `n`th series colour, cycling through the plan. */
export const seriesColor = (plan: ColourPlan, n: number): string =>
  cssColor(plan.colors[n % plan.colors.length] ?? DEFAULT_PLAN.colors[0]!);

/**
 * The ops that apply a plan to every chart of a project in ONE undoable step: one update of each
 * chart's `chartModel.skin` (skipping charts already on an equal plan) and one of the project's own
 * `colorPlan`. Pure: the caller commits them as one history entry.
 */
export function applyColourPlanOps(doc: DocNode, plan: ColourPlan): Operation[] {
  const ops: Operation[] = [];
  const same = (a: unknown) => JSON.stringify(a) === JSON.stringify(plan);
  walkNodes(doc, 'project', (node, info) => {
    if (info.kind !== 'component2d' || !isChartType(String(node.componentType ?? ''))) return;
    const model = (node.chartModel ?? undefined) as Record<string, unknown> | undefined;
    if (same(model?.skin)) return;
    ops.push(
      model === undefined
        ? updateOp(info.id, 'chartModel', undefined, { skin: plan })
        : updateOp(info.id, 'chartModel.skin', model.skin, plan),
    );
  });
  const rootId = typeof doc._id === 'string' ? doc._id : '';
  if (!same(doc.colorPlan)) ops.push(updateOp(rootId, 'colorPlan', doc.colorPlan, plan));
  return ops;
}

/** A colour ('#RRGGBB', '#RRGGBBAA' or rgba()) at another opacity, for gradients that fade out. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?$/.exec(color);
  if (hex) {
    const n = (i: number) => parseInt(hex[1]!.slice(i, i + 2), 16);
    return `rgba(${n(0)},${n(2)},${n(4)},${alpha})`;
  }
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  return rgba ? `rgba(${rgba[1]},${rgba[2]},${rgba[3]},${alpha})` : color;
}

/**
 * A new component starting from the project's colour plan (`colorPlan` on the project root) when it is
 * a chart and the project has one; anything else is returned unchanged. For the editor's add and paste.
 */
export function withProjectPlan<T extends Component2D>(
  component: T,
  project: { colorPlan?: unknown } | null,
): T {
  if (!project?.colorPlan || !isChartType(String(component.componentType ?? ''))) return component;
  return { ...component, chartModel: { ...component.chartModel, skin: readPlan(project.colorPlan) } };
}
