import type { ComponentType } from 'react';
import type { ComponentEditing, PropertyField } from '../types';
import type { ChartKindSpec } from './definition';
import { chartSchema } from './schema';

/**
 * THE factory of every chart kind's editing part: its palette name and icon, the property schema
 * generated from the kind's features (plus its own `extra` fields), and the chart data shape.
 */
export function chartEditing(
  spec: Pick<ChartKindSpec, 'kind' | 'name' | 'features'>,
  icon: ComponentType,
  extra: readonly PropertyField[] = [],
): ComponentEditing {
  return {
    kind: `chart.${spec.kind}`,
    name: spec.name,
    icon,
    propertySchema: chartSchema(spec.features, extra),
    dataShape:
      'chart pages: [{pageId, pageName, Title, Unit, Max, Dimension {Name, Unit, Max}, Group [{Name, Content [{X, Y, S?}]}]}]',
  };
}
