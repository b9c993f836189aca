import { GROUP_TYPE_CODE } from '../constants.js';
import type { Component2D } from '../types/component2d.js';

/** The list the editor is working in: a page, a system scene, a group or a dynamic-panel page. */
export interface ListContext {
  /** Node id of the list's owner (page, system scene, group or dynamic page). */
  parentId: string;
  /** The child-list field, e.g. projectTwoComponentList or groupModel.groupList. */
  listField: string;
  list: readonly Component2D[];
}

export function isGroup(component: Component2D): boolean {
  return (
    String(component.componentType ?? '') === GROUP_TYPE_CODE ||
    Array.isArray(component.groupModel?.groupList)
  );
}

export function groupMembers(component: Component2D): Component2D[] {
  return component.groupModel?.groupList ?? [];
}
