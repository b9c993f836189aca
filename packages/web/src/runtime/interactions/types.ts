import type { IndexStep } from '@twincanvas/model';

/**
 * The actions an interaction runs (editor spec 4.2 / 4.3), as stored in an interaction entry's
 * `actions[conditionId | 'elseAction']`. Every action has a `type`; unknown types are ignored, so
 * documents from newer versions still run what this one understands.
 */
export type InteractionAction =
  | VisibilityAction
  | DynamicPageAction
  | ChartPageAction
  | ChangePageAction
  | LinkAction
  | VariableAction
  | ComponentDataAction
  | WanderAction;

/** Show, hide or toggle components, with the animation recorded for the renderer. */
export interface VisibilityAction {
  type: 'visibility';
  mode: 'show' | 'hide' | 'toggle';
  targets: string[];
  animateType?: string;
  animateDuration?: number;
}

/** Switch a dynamic panel's page: '+' next, '-' previous (wrapping) or an index. */
export interface DynamicPageAction {
  type: 'dynamicPage';
  target: string;
  step: IndexStep;
  dynamicAni?: string;
  animateDuration?: number;
}

/** Switch a chart's data page: '+', '-' or an index. */
export interface ChartPageAction {
  type: 'chartPage';
  target: string;
  step: IndexStep;
}

/** Go to a scene and/or page (nothing when already there or unknown). */
export interface ChangePageAction {
  type: 'changePage';
  sceneId?: string;
  pageId?: string;
}

/** Open a link; `url` may hold ~{system} ${custom} ^{app} templates. http and https only. */
export interface LinkAction {
  type: 'link';
  url: string;
  newWindow?: boolean;
}

/** Where an action's value comes from. */
export interface ValueSource {
  /** 'payload': the triggering event's payload (at `key`); 'variable': another variable; else `value`. */
  source?: 'payload' | 'constant' | 'variable';
  /** Dotted path into the payload, or the variable name. */
  key?: string;
  value?: unknown;
}

/** Set a response variable. */
export interface VariableAction extends ValueSource {
  type: 'variable';
  name: string;
}

/** Deliver data to a component of the system scene or the current page (update method 'event'). */
export interface ComponentDataAction extends ValueSource {
  type: 'componentData';
  target: string;
}

/**
 * Wander: every visible target moves one step on (a dynamic panel to its next page, a chart to its next
 * data page, wrapping); hidden targets are left as they are (editor spec 4.3).
 */
export interface WanderAction {
  type: 'wander';
  targets: string[];
  animateDuration?: number;
}

export const ACTION_TYPES: readonly InteractionAction['type'][] = [
  'visibility',
  'dynamicPage',
  'chartPage',
  'changePage',
  'link',
  'variable',
  'componentData',
  'wander',
];

export function isAction(value: unknown): value is InteractionAction {
  return (
    typeof value === 'object' &&
    value !== null &&
    (ACTION_TYPES as readonly string[]).includes((value as { type?: unknown }).type as string)
  );
}

/** Event codes of editor spec 3.9. */
export const EVENT_CODES = ['40101', '40102', '40105', '40106', '40107', '40108', '50101'] as const;
/** realizeMovement code of the special movement: the entry itself names the scene/page to go to. */
export const SPECIAL_MOVEMENT = '40001';
/** Default and smallest timer interval of a 40107 entry (ms). */
export const DEFAULT_TIMER_MS = 5000;
export const MIN_TIMER_MS = 200;
/** Longest chain of linked interactions followed from one event (guards against cycles). */
export const MAX_CHAIN_DEPTH = 8;
