import type { ConditionOperator } from '../types/interaction.js';

export const CONDITION_OPERATORS: readonly ConditionOperator[] = [
  'invalid',
  'greater',
  'less',
  'equal',
  'notEqual',
  'greaterOrEqual',
  'lessOrEqual',
  'empty',
  'notEmpty',
  'between',
  'contains',
  'notContains',
];

/** The operator named by a condition key, or null for an unknown key. */
export function parseOperator(key: unknown): ConditionOperator | null {
  return typeof key === 'string' && (CONDITION_OPERATORS as readonly string[]).includes(key)
    ? (key as ConditionOperator)
    : null;
}

/** A number from a number or a numeric string; null otherwise (so '' is not 0). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function isEqual(a: unknown, b: unknown): boolean {
  const x = toNumber(a);
  const y = toNumber(b);
  if (x !== null && y !== null) return x === y;
  return asText(a) === asText(b);
}

function ordered(a: unknown, b: unknown, test: (x: number, y: number) => boolean): boolean {
  const x = toNumber(a);
  const y = toNumber(b);
  return x !== null && y !== null && test(x, y);
}

/** Bounds of 'between': an array [a, b] or a string 'a,b'. */
function bounds(val: unknown): [unknown, unknown] | null {
  if (Array.isArray(val) && val.length >= 2) return [val[0], val[1]];
  if (typeof val === 'string' && val.includes(',')) {
    const [a, b] = val.split(',');
    return [a, b];
  }
  return null;
}

function contains(value: unknown, val: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => isEqual(item, val));
  const needle = asText(val);
  return needle !== '' && asText(value).includes(needle);
}

/**
 * Compares `value` (the target's) with `val` (the condition's). Ordering operators need numbers;
 * equality compares numbers as numbers and anything else as text. Invalid or unknown operators are false.
 */
export function evaluateOperator(
  operator: ConditionOperator | string | null,
  value: unknown,
  val: unknown,
): boolean {
  switch (parseOperator(operator)) {
    case 'greater':
      return ordered(value, val, (x, y) => x > y);
    case 'less':
      return ordered(value, val, (x, y) => x < y);
    case 'greaterOrEqual':
      return ordered(value, val, (x, y) => x >= y);
    case 'lessOrEqual':
      return ordered(value, val, (x, y) => x <= y);
    case 'equal':
      return isEqual(value, val);
    case 'notEqual':
      return !isEqual(value, val);
    case 'empty':
      return isEmptyValue(value);
    case 'notEmpty':
      return !isEmptyValue(value);
    case 'between': {
      // Order-insensitive and inclusive: 'between 10 and 5' accepts 5 through 10.
      const [a, b] = (bounds(val) ?? [null, null]).map(toNumber);
      const x = toNumber(value);
      if (x === null || a === null || a === undefined || b === null || b === undefined) return false;
      return x >= Math.min(a, b) && x <= Math.max(a, b);
    }
    case 'contains':
      return contains(value, val);
    case 'notContains':
      return !contains(value, val);
    default:
      return false;
  }
}
