import type { Component2D } from '../types/component2d.js';

export type VisibilityAction = 'show' | 'hide' | 'toggle';

const HIDDEN_STATE = -1;

/** initStatus defaults to visible (true) when absent. */
export const isVisible = (component: Pick<Component2D, 'initStatus'>): boolean =>
  component.initStatus !== false;

/** A component's own state: 0 if initStatus is true, else -1. */
export const ownState = (component: Pick<Component2D, 'initStatus'>): number =>
  isVisible(component) ? 0 : HIDDEN_STATE;

/** Initial _state of a tree: each component's own state added to its parent's, recursing into groups. */
export function initialiseStates(components: readonly Component2D[], parentState = 0): Component2D[] {
  return components.map((component) => {
    const state = parentState + ownState(component);
    const children = component.groupModel?.groupList;
    const next: Component2D = { ...component, _state: state };
    if (children && component.groupModel)
      next.groupModel = { ...component.groupModel, groupList: initialiseStates(children, state) };
    return next;
  });
}

/** An event-driven change: a negative _state is decremented, a non-negative one incremented. */
export const stepState = (state: number | undefined): number => {
  const current = state ?? 0;
  return current < 0 ? current - 1 : current + 1;
};

function stepTree(component: Component2D): Component2D {
  const next: Component2D = { ...component, _state: stepState(component._state) };
  const children = component.groupModel?.groupList;
  if (children && component.groupModel)
    next.groupModel = { ...component.groupModel, groupList: children.map(stepTree) };
  return next;
}

/** A group member counts as active only while its own initStatus is true. */
export const isActiveInGroup = (member: Pick<Component2D, 'initStatus'>): boolean =>
  member.initStatus === true;

/**
 * Show, hide or toggle a component: flips initStatus, steps _state through the subtree and records the
 * animation type. Show acts only on a hidden component, hide only on a visible one (else the same object).
 */
export function applyVisibility(
  component: Component2D,
  action: VisibilityAction,
  animateType?: string,
): Component2D {
  const visible = isVisible(component);
  if ((action === 'show' && visible) || (action === 'hide' && !visible)) return component;
  const next = stepTree(component);
  next.initStatus = !visible;
  if (animateType !== undefined) next.animateType = animateType;
  return next;
}
