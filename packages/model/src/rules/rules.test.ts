import { describe, expect, it } from 'vitest';
import { evaluateRules, fillLabel, matchValue, validateRules } from './evaluate.js';
import type { VisualRuleSet } from './types.js';

const alarm: VisualRuleSet = {
  rules: [
    {
      id: 'hot',
      field: 'temp',
      match: { kind: 'range', min: 80, minExclusive: true },
      effect: { color: '#ff0000', blink: true, label: 'Hot {temp}°C' },
    },
    { id: 'warm', field: 'temp', match: { kind: 'range', min: 50, max: 80 }, effect: { color: '#ffaa00' } },
    {
      id: 'off',
      field: 'state',
      match: { kind: 'category', values: ['off', 0] },
      effect: { visible: false, color: '#000000' },
    },
  ],
};

describe('visual rules', () => {
  it('a value above 80 turns red and blinking, with the value in the label', () => {
    const out = evaluateRules(alarm, { temp: 81.5, state: 'on' });
    expect(out).toMatchObject({ state: 'ok', matched: ['hot'], errors: [] });
    expect(out.effect).toEqual({ color: '#ff0000', blink: true, label: 'Hot 81.5°C' });
  });
  it('range bounds are inclusive unless exclusive; numeric strings count as numbers', () => {
    expect(evaluateRules(alarm, { temp: 80, state: 'on' }).matched).toEqual(['warm']);
    expect(evaluateRules(alarm, { temp: '50', state: 'on' }).matched).toEqual(['warm']);
    expect(evaluateRules(alarm, { temp: 49.9, state: 'on' }).matched).toEqual([]);
    expect(matchValue({ kind: 'range', max: 10, maxExclusive: true }, 10)).toBe(false);
    expect(matchValue({ kind: 'range', min: 0 }, 'abc')).toBe(false);
    expect(matchValue({ kind: 'range', min: 0 }, '')).toBe(false);
  });
  it('the first matching rule setting a key wins; later rules fill the rest', () => {
    const out = evaluateRules(alarm, { temp: 90, state: 'off' });
    expect(out.matched).toEqual(['hot', 'off']);
    expect(out.effect).toMatchObject({ color: '#ff0000', visible: false, blink: true });
  });
  it('categories compare as text', () => {
    expect(evaluateRules(alarm, { temp: 1, state: '0' }).matched).toEqual(['off']);
    expect(matchValue({ kind: 'category', values: [true] }, 'true')).toBe(true);
  });
  it('no data and stale data are explicit states', () => {
    expect(evaluateRules(alarm, null)).toMatchObject({ state: 'noData', effect: { color: '#8c8c8c' } });
    const stale = evaluateRules(
      { ...alarm, stale: { color: '#999999', blink: false } },
      { temp: 95, state: 'on' },
      true,
    );
    expect(stale.state).toBe('stale');
    expect(stale.effect).toEqual({ color: '#999999', blink: false, label: 'Hot 95°C' });
    expect(evaluateRules({ rules: [], noData: { visible: false } }, undefined).effect).toEqual({
      visible: false,
    });
  });
  it('a rule naming a field the data lacks is an error, not a silent miss', () => {
    const out = evaluateRules(alarm, { temperature: 99 });
    expect(out.errors.map((e) => [e.ruleId, e.code])).toEqual([
      ['hot', 'ruleFieldMissing'],
      ['warm', 'ruleFieldMissing'],
      ['off', 'ruleFieldMissing'],
    ]);
    expect(out.errors[0]).toMatchObject({ field: 'temp', en: 'a rule names a field the data does not have' });
    expect(validateRules(alarm, ['temp'])).toEqual([
      expect.objectContaining({ ruleId: 'off', field: 'state' }),
    ]);
  });
  it('an inverted range is reported; disabled rules are skipped', () => {
    const set: VisualRuleSet = {
      rules: [
        { id: 'bad', field: 'v', match: { kind: 'range', min: 5, max: 1 }, effect: { color: '#fff' } },
        { id: 'off', field: 'missing', match: { kind: 'range' }, effect: {}, disabled: true },
      ],
    };
    expect(evaluateRules(set, { v: 3 }).errors.map((e) => e.code)).toEqual(['ruleRangeInvalid']);
    expect(validateRules(set, ['v']).map((e) => e.code)).toEqual(['ruleRangeInvalid']);
  });
  it('labels fill {field} without evaluating anything', () => {
    expect(fillLabel('{a} / { b } / {constructor} / {x}', { a: 1, b: 'two' })).toBe('1 / two /  / ');
    expect(fillLabel('{a}', { a: { n: 1 } })).toBe('{"n":1}');
  });
});
