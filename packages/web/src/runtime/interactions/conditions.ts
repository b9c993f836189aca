import type { ConditionIf, ValueResolver } from '@twincanvas/model';
import { currentValues } from '../../data/variables';
import { useRuntime } from '../store';
import { useVariables } from '../variables';
import { systemConstants, type RunScope } from './actions';
import { findPageById, locate, pick } from './tree';

/** Rows of objects become a table of the picked column, so table scopes and "any cell" apply. */
function column(data: unknown, key: string | undefined): unknown {
  if (
    Array.isArray(data) &&
    data.length > 0 &&
    data.every((r) => r && typeof r === 'object' && !Array.isArray(r))
  )
    return key ? data.map((row) => [pick(row, key)]) : data;
  return pick(data, key);
}

/**
 * What a condition test looks at (docs/reference.md#events, docs/reference.md#conditions):
 * - variables: a response or custom variable by name (target), optionally a path (targetKey) inside it;
 * - equalizer: an equalizer argument by alias;
 * - constants: a system constant (date, time, hour, weekday, timestamp…), else the target text itself;
 * - 2D: a component's data: the event payload when the component is the one that fired, else the data
 *   its source or an event delivered (runtime store), else its static data (chart pages, text);
 * - 3D: a 3D component's data the same way: the event payload when it fired (a clicked row, a reached
 *   point), else the rows its source delivered (runtime store), else its own properties (propertyData:
 *   text, sensors...) from the current page's 3D list.
 */
export function resolver(scope: RunScope, triggerId: string): ValueResolver {
  return (test: ConditionIf) => {
    const target = test.target ?? '';
    switch (test.type) {
      case 'variables': {
        const response = useVariables.getState().values;
        if (Object.hasOwn(response, target)) return pick(response[target], test.targetKey);
        // Else the project's variable of that name or id (data/variables: defaults, router-linked values).
        const project = currentValues();
        return pick(project.byName[target] ?? project.byId[target], test.targetKey);
      }
      case 'equalizer':
        return useVariables.getState().equalizer.args[target];
      case 'constants': {
        const constants = systemConstants(scope.now);
        return Object.hasOwn(constants, target) ? constants[target] : target;
      }
      case '2D': {
        if (target === triggerId && scope.payload !== undefined) return column(scope.payload, test.targetKey);
        const rt = useRuntime.getState().byId[target];
        if (rt && rt.data !== undefined) return column(rt.data, test.targetKey);
        const at = locate(scope.ctx.doc, scope.pageId, target);
        if (!at) return undefined;
        const chart = at.node.chartModel?.data;
        if (chart)
          return column(chart[rt?.chartPage ?? at.node.chartModel?.chartDataInit ?? 0], test.targetKey);
        return pick(at.node.textModel, test.targetKey ?? 'text');
      }
      case '3D': {
        if (target === triggerId && scope.payload !== undefined) return column(scope.payload, test.targetKey);
        const rt = useRuntime.getState().byId[target];
        if (rt && rt.data !== undefined) return column(rt.data, test.targetKey);
        const component = findPageById(scope.ctx.doc, scope.pageId)?.page.components3D?.find(
          (c) => c._id === target,
        );
        return component ? pick(component.propertyData, test.targetKey) : undefined;
      }
      default:
        return undefined;
    }
  };
}
