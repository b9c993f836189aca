import { COPY_3D_NAME_GUARD, DYNAMIC_PANEL_TYPE_CODE } from '../constants.js';
import { isMapContainerType } from '../catalogue/catalogue.js';
import type { Component2D } from '../types/component2d.js';
import type { Component3D } from '../types/component3d.js';
import { message } from '../validation/messages.js';
import type { Message } from '../validation/messages.js';

/** 3D types that are data components and cannot be copied. */
export const DATA_3D_TYPES: ReadonlySet<string> = new Set(['api', 'heatMap']);

/** 2D copy is skipped while a map is open. */
export function check2DCopy(state: { mapOpen: boolean }): Message | null {
  return state.mapOpen ? message('copy2DMapOpen') : null;
}

/** 3D copy: a name of 19+ characters, data components (api, heatMap) and batch (apiOn) components are refused. */
export function check3DCopy(component: Pick<Component3D, 'name' | 'type' | 'apiOn'>): Message | null {
  if ([...(component.name ?? '')].length >= COPY_3D_NAME_GUARD - 1) return message('copy3DNameTooLong');
  if (DATA_3D_TYPES.has(String(component.type ?? ''))) return message('copy3DDataComponent');
  if (component.apiOn === true) return message('copy3DBatchComponent');
  return null;
}

/** Batch 3D copy: refused components are filtered out, each with its reason. */
export function partition3DCopy<T extends Pick<Component3D, 'name' | 'type' | 'apiOn' | '_id'>>(
  components: readonly T[],
): { copyable: T[]; refused: { component: T; reason: Message }[] } {
  const copyable: T[] = [];
  const refused: { component: T; reason: Message }[] = [];
  for (const component of components) {
    const reason = check3DCopy(component);
    if (reason) refused.push({ component, reason });
    else copyable.push(component);
  }
  return { copyable, refused };
}

const isPanel = (c: Component2D): boolean => String(c.componentType ?? '') === DYNAMIC_PANEL_TYPE_CODE;
const isMap = (c: Component2D): boolean =>
  c.componentType !== undefined && isMapContainerType(c.componentType);

function containsMapOrPanel(component: Component2D): boolean {
  return (component.groupModel?.groupList ?? []).some((m) => isPanel(m) || isMap(m) || containsMapOrPanel(m));
}

/** Copy inside a dynamic panel: refused for a dynamic panel, a map, or a group holding either. */
export function checkDynamicPanelCopy(component: Component2D): Message | null {
  if (isPanel(component)) return message('copyDynamicPanelInPanel');
  if (isMap(component)) return message('copyMapInPanel');
  if (containsMapOrPanel(component)) return message('copyGroupWithMapOrPanelInPanel');
  return null;
}
