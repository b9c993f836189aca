import type { Condition, ConditionIf, InteractionEvent } from '../types/interaction.js';
import { ELSE_ACTION_KEY } from '../types/interaction.js';
import { evaluateOperator } from './operators.js';
import { selectTableCells } from './scope.js';

/** Reads the current value a condition test looks at (variable, equalizer arg, constant, component data). */
export type ValueResolver = (test: ConditionIf) => unknown;

function isTable(value: unknown): value is unknown[][] {
  return Array.isArray(value) && value.length > 0 && value.every(Array.isArray);
}

/** One test: a table value is true when any cell inside the test's scope satisfies the operator. */
export function evaluateIf(test: ConditionIf, resolve: ValueResolver): boolean {
  const value = resolve(test);
  if (isTable(value))
    return selectTableCells(value, test.scope).some((cell) => evaluateOperator(test.key, cell, test.val));
  return evaluateOperator(test.key, value, test.val);
}

/** A condition group: '&' needs every test, '|' any test. A group without tests is never true. */
export function evaluateCondition(condition: Condition, resolve: ValueResolver): boolean {
  if (condition.ifs.length === 0) return false;
  const check = (test: ConditionIf): boolean => evaluateIf(test, resolve);
  return condition.logic === '|' ? condition.ifs.some(check) : condition.ifs.every(check);
}

export interface EventOutcome {
  /** Id of the condition that won, or null when the else branch runs. */
  conditionId: string | null;
  actions: unknown[];
}

/** First true condition wins; with no conditions, or none true, the else actions run. */
export function evaluateEvent(
  event: Pick<InteractionEvent, 'conditions' | 'actions'>,
  resolve: ValueResolver,
): EventOutcome {
  const actions = event.actions ?? {};
  for (const condition of event.conditions ?? []) {
    if (evaluateCondition(condition, resolve))
      return { conditionId: condition.id, actions: actions[condition.id] ?? [] };
  }
  return { conditionId: null, actions: actions[ELSE_ACTION_KEY] ?? [] };
}
