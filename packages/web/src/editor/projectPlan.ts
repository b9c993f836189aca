import type { Component2D } from '@twincanvas/model';
import { withProjectPlan } from '../components/chartKit/theme';

type Project = { colorPlan?: unknown } | null;

/**
 * `withProjectPlan` for a component and everything inside it: a chart in a group or on a dynamic-panel
 * page takes the project's plan too. Returns the input itself when the project has no plan.
 */
export function withProjectPlanDeep<T extends Component2D>(component: T, project: Project): T {
  if (!project?.colorPlan) return component;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const copy = Object.fromEntries(Object.entries(v).map(([k, child]) => [k, walk(child)]));
    return typeof copy.componentType === 'string' ? withProjectPlan(copy as Component2D, project) : copy;
  };
  return walk(component) as T;
}

/**
 * The project a paste takes its colour plan from: the target project when the copies come from another
 * project (they join its look), none for a copy inside the same project (it stays an exact copy,
 * custom colours included).
 */
export const pastePlanSource = (
  clipboard: { projectFlag: string } | null,
  target: { projectFlag: string; doc: { colorPlan?: unknown } },
): Project => (clipboard && clipboard.projectFlag !== target.projectFlag ? target.doc : null);
