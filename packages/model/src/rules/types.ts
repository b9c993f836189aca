/**
 * Visual rules of 3D components: data values to visuals (colour, icon, visibility, blink, label text,
 * flow speed). Plain data, evaluated by `evaluateRules` without any expression language, so a rule can
 * never run code and a rule naming a missing field is reported instead of silently ignored.
 */

/** What a matching rule changes; unset keys leave the component's own style. */
export interface RuleEffect {
  /** CSS colour (#rrggbb or #rrggbbaa). */
  color?: string;
  /** Built-in icon name or image address. */
  icon?: string;
  visible?: boolean;
  blink?: boolean;
  /** Label text; `{field}` is replaced by the row's value of that field. */
  label?: string;
  /** Pipeline flow speed in metres per second (0 stops the flow). */
  flowSpeed?: number;
  /** Opacity 0..1 (model modules, areas). */
  opacity?: number;
}

export type RuleEffectKey = keyof RuleEffect;

/** A numeric range; a missing bound is open. Bounds are inclusive unless said otherwise. */
export interface RangeMatch {
  kind: 'range';
  min?: number;
  max?: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
}

/** One of the listed values, compared as text (so 1 and '1' are the same category). */
export interface CategoryMatch {
  kind: 'category';
  values: readonly (string | number | boolean)[];
}

export type RuleMatch = RangeMatch | CategoryMatch;

export interface VisualRule {
  id: string;
  /** Field of the data row the rule reads. */
  field: string;
  match: RuleMatch;
  effect: RuleEffect;
  /** A switched-off rule stays in the list but is not evaluated. */
  disabled?: boolean;
}

/** A component's rules plus what to show when there is no data, or only stale data. */
export interface VisualRuleSet {
  rules: readonly VisualRule[];
  noData?: RuleEffect;
  stale?: RuleEffect;
}

export type RuleState = 'ok' | 'noData' | 'stale';

export interface RuleError {
  ruleId: string;
  field: string;
  code: 'ruleFieldMissing' | 'ruleRangeInvalid';
  zh: string;
  en: string;
}

export interface RuleOutcome {
  state: RuleState;
  /** The effect to apply: matched rules merged (the first rule setting a key wins), then stale/noData. */
  effect: RuleEffect;
  /** Ids of the rules that matched, in list order. */
  matched: string[];
  errors: RuleError[];
}
