import { toNumber } from '../conditions/operators.js';
import { MESSAGES } from '../validation/messages.js';
import type {
  RuleEffect,
  RuleEffectKey,
  RuleError,
  RuleMatch,
  RuleOutcome,
  VisualRule,
  VisualRuleSet,
} from './types.js';

/** The default look of the explicit states, used when a rule set does not define its own. */
export const DEFAULT_NO_DATA_EFFECT: Readonly<RuleEffect> = { color: '#8c8c8c', blink: false };
export const DEFAULT_STALE_EFFECT: Readonly<RuleEffect> = { color: '#bfbfbf', blink: false };

const EFFECT_KEYS: readonly RuleEffectKey[] = [
  'color',
  'icon',
  'visible',
  'blink',
  'label',
  'flowSpeed',
  'opacity',
];

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function rangeIsValid(match: RuleMatch): boolean {
  if (match.kind !== 'range') return true;
  const { min, max } = match;
  if (min !== undefined && !Number.isFinite(min)) return false;
  if (max !== undefined && !Number.isFinite(max)) return false;
  return min === undefined || max === undefined || min <= max;
}

/** Does one value fall in a rule's range or categories? A non-numeric value never matches a range. */
export function matchValue(match: RuleMatch, value: unknown): boolean {
  if (match.kind === 'category') {
    const text = asText(value);
    return match.values.some((v) => asText(v) === text);
  }
  const n = toNumber(value);
  if (n === null) return false;
  if (match.min !== undefined && (match.minExclusive ? n <= match.min : n < match.min)) return false;
  if (match.max !== undefined && (match.maxExclusive ? n >= match.max : n > match.max)) return false;
  return true;
}

/** A row's own field (never an inherited one such as `constructor`). */
export function ownValue(row: Readonly<Record<string, unknown>>, field: string): unknown {
  return Object.prototype.hasOwnProperty.call(row, field) ? row[field] : undefined;
}

/** `{field}` placeholders replaced by the row's values; unknown fields become empty text. */
export function fillLabel(template: string, row: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{([^{}]+)\}/g, (_, name: string) => asText(ownValue(row, name.trim())));
}

function ruleError(rule: VisualRule, code: RuleError['code']): RuleError {
  return { ruleId: rule.id, field: rule.field, code, zh: MESSAGES[code].zh, en: MESSAGES[code].en };
}

/**
 * Checks a rule list against the fields the data has (the editor shows these next to each rule).
 * `fields` is the field list of the bound data (mapping output or the first row's keys).
 */
export function validateRules(set: VisualRuleSet | undefined, fields: readonly string[]): RuleError[] {
  const known = new Set(fields);
  const errors: RuleError[] = [];
  for (const rule of set?.rules ?? []) {
    if (rule.disabled) continue;
    if (!known.has(rule.field)) errors.push(ruleError(rule, 'ruleFieldMissing'));
    if (!rangeIsValid(rule.match)) errors.push(ruleError(rule, 'ruleRangeInvalid'));
  }
  return errors;
}

function mergeMissing(target: RuleEffect, source: Readonly<RuleEffect>): void {
  for (const key of EFFECT_KEYS) {
    if (target[key] === undefined && source[key] !== undefined) {
      (target as Record<RuleEffectKey, unknown>)[key] = source[key];
    }
  }
}

/**
 * Evaluates a component's rules against one data row. No row means the no-data state; `stale` means the
 * last rows are kept but shown with the stale effect over them (rules still apply underneath, so a stale
 * alarm keeps its label). A rule whose field the row lacks is an error and is skipped.
 */
export function evaluateRules(
  set: VisualRuleSet | undefined,
  row: Readonly<Record<string, unknown>> | null | undefined,
  stale = false,
): RuleOutcome {
  if (!row) {
    return {
      state: 'noData',
      effect: { ...(set?.noData ?? DEFAULT_NO_DATA_EFFECT) },
      matched: [],
      errors: [],
    };
  }
  const effect: RuleEffect = {};
  const matched: string[] = [];
  const errors: RuleError[] = [];
  for (const rule of set?.rules ?? []) {
    if (rule.disabled) continue;
    if (!Object.prototype.hasOwnProperty.call(row, rule.field)) {
      errors.push(ruleError(rule, 'ruleFieldMissing'));
      continue;
    }
    if (!rangeIsValid(rule.match)) {
      errors.push(ruleError(rule, 'ruleRangeInvalid'));
      continue;
    }
    if (!matchValue(rule.match, row[rule.field])) continue;
    matched.push(rule.id);
    mergeMissing(effect, rule.effect);
  }
  if (effect.label !== undefined) effect.label = fillLabel(effect.label, row);
  if (!stale) return { state: 'ok', effect, matched, errors };
  // Stale: its own look wins over the rules' (the viewer must not trust an old alarm colour).
  const staleEffect: RuleEffect = { ...(set?.stale ?? DEFAULT_STALE_EFFECT) };
  mergeMissing(staleEffect, effect);
  return { state: 'stale', effect: staleEffect, matched, errors };
}
