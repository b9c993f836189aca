/** Operators of docs/reference.md#conditions; null (or 'invalid') never matches. */
export type ConditionOperator =
  | 'invalid'
  | 'greater'
  | 'less'
  | 'equal'
  | 'notEqual'
  | 'greaterOrEqual'
  | 'lessOrEqual'
  | 'empty'
  | 'notEmpty'
  | 'between'
  | 'contains'
  | 'notContains';

export type ConditionSourceType = 'variables' | 'equalizer' | 'constants' | '2D' | '3D';

/** One test inside a condition (docs/reference.md#conditions). */
export interface ConditionIf {
  key: ConditionOperator | null;
  type?: ConditionSourceType;
  target?: string;
  targetKey?: string;
  scope?: string;
  val?: unknown;
  [extra: string]: unknown;
}

export type ConditionLogic = '|' | '&';

export interface Condition {
  id: string;
  name?: string;
  logic: ConditionLogic;
  ifs: ConditionIf[];
  [extra: string]: unknown;
}

export const ELSE_ACTION_KEY = 'elseAction';

export interface InteractionEvent {
  eventId: string | number;
  conditions?: Condition[];
  /** Actions keyed by condition id, plus `elseAction`. */
  actions?: Record<string, unknown[]>;
  [extra: string]: unknown;
}

export interface ChainLink {
  chainId?: string;
  chainPage?: string;
  chainNext?: string;
  chainType?: string | number;
}

export interface Interaction {
  realizeMovement?: string;
  eventId?: string | number;
  triggerId?: string;
  scenesId?: string;
  pageId?: string;
  linkId1?: ChainLink[];
  conditions?: Condition[];
  actions?: Record<string, unknown[]>;
  [extra: string]: unknown;
}
