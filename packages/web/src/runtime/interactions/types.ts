import type { IndexStep } from '@twincanvas/model';

/**
 * The actions an interaction runs (docs/reference.md#actions, docs/reference.md#visibility), as stored in an interaction entry's
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
  | WanderAction
  | Camera3DAction
  | Component3DCommand
  | MapFlyToAction;

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
 * data page, wrapping); hidden targets are left as they are (docs/reference.md#visibility).
 */
export interface WanderAction {
  type: 'wander';
  targets: string[];
  animateDuration?: number;
}

/**
 * Move the 3D scene's camera (docs/3d.md, "Views and tours"): fly to a saved view of the page, play one
 * of its tours, or stop the tour playing. Nothing happens on a page without a 3D scene.
 */
export interface Camera3DAction {
  type: 'camera3D';
  viewId?: string;
  tourId?: string;
  stop?: boolean;
}

/** An action a 3D component performs (fly to it, highlight, setStyle, play…; see its definition). */
export interface Component3DCommand {
  type: 'component3D';
  target: string;
  action: string;
  args?: Record<string, unknown>;
}

/**
 * Fly a map container (4501 / 4601) of the page to a place: fixed coordinates (a place the editor's
 * search picked, or typed in), or the coordinates in the event's data (a clicked marker's `lng`/`lat`).
 * Zoom, pitch and bearing are optional (the map keeps its own). Coordinates are in the base map's system,
 * as the place search answers them. Nothing happens when the map is not on screen.
 */
export interface MapFlyToAction {
  type: 'mapFlyTo';
  target: string;
  /** 'fixed' (default): `lng`/`lat`; 'payload': the event's data at `lngKey`/`latKey`. */
  from?: 'fixed' | 'payload';
  lng?: number;
  lat?: number;
  /** The place's name the editor picked (shown only). */
  place?: string;
  lngKey?: string;
  latKey?: string;
  zoom?: number;
  pitch?: number;
  bearing?: number;
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
  'camera3D',
  'component3D',
  'mapFlyTo',
];

export function isAction(value: unknown): value is InteractionAction {
  return (
    typeof value === 'object' &&
    value !== null &&
    (ACTION_TYPES as readonly string[]).includes((value as { type?: unknown }).type as string)
  );
}

/** Event codes of docs/reference.md#events. */
export const EVENT_CODES = ['40101', '40102', '40105', '40106', '40107', '40108', '50101'] as const;
/** realizeMovement code of the special movement: the entry itself names the scene/page to go to. */
export const SPECIAL_MOVEMENT = '40001';
/** Default and smallest timer interval of a 40107 entry (ms). */
export const DEFAULT_TIMER_MS = 5000;
export const MIN_TIMER_MS = 200;
/** Longest chain of linked interactions followed from one event (guards against cycles). */
export const MAX_CHAIN_DEPTH = 8;
