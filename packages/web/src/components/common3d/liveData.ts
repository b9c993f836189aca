import { targetShapeOf, type Component3D, type TargetShape } from '@twincanvas/model';
import { props } from './component';
import { DATA_MODES, sampleRowsOf, type DataMode } from './dataFields';

/**
 * How a 3D component's data binding meets the one data runtime (data/runtime.ts): the same request,
 * mapping, filters and refresh as a 2D component, with the rows shaped by the kind's field set for its
 * data mode, and the delivered value turned back into the rows a layer's `setData` takes.
 */

/** The component's data mode (`propertyData.dataMode`), device when absent or unknown. */
export function dataModeOf(c: Pick<Component3D, 'propertyData'>): DataMode {
  const mode = props(c as Component3D).dataMode;
  return DATA_MODES.includes(mode as DataMode) ? (mode as DataMode) : 'device';
}

/** The mapping target of a 3D component: a row list with the fields of its type and data mode. */
export function target3DOf(c: Pick<Component3D, 'type' | 'propertyData'>): TargetShape {
  return targetShapeOf(sampleRowsOf(String(c.type ?? 'others'), dataModeOf(c)));
}

const isRow = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the runtime delivered, as rows: a list keeps its object rows, one object is one row, nothing
 * (undefined or null) is "no data" (null). A bare value becomes `{ value }`, so a source answering a
 * number still reaches a rule on `value`.
 */
export function rowsOf(delivered: unknown): Record<string, unknown>[] | null {
  if (delivered === undefined || delivered === null) return null;
  if (Array.isArray(delivered)) return delivered.filter(isRow);
  if (isRow(delivered)) return [delivered];
  return [{ value: delivered }];
}

/** Whether a 3D component takes its data from a source (not only its stored properties). */
export function has3DSource(c: Pick<Component3D, 'requestSource'>): boolean {
  const type: unknown = c.requestSource?.type;
  return typeof type === 'string' && type !== '' && type !== 'static';
}
