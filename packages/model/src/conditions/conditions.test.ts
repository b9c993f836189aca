import { describe, expect, it } from 'vitest';
import type { Condition, InteractionEvent } from '../types/interaction.js';
import { evaluateCondition, evaluateEvent, evaluateIf } from './evaluate.js';
import { CONDITION_OPERATORS, evaluateOperator, parseOperator } from './operators.js';
import { selectTableCells } from './scope.js';
import { fillTemplate } from './templates.js';

describe('operators (docs/reference.md#conditions)', () => {
  it('"Operators: invalid (null), greater, less, equal, not equal, greater-or-equal, less-or-equal, empty, not empty, between (order-insensitive, inclusive), contains, not contains."', () => {
    expect(CONDITION_OPERATORS).toHaveLength(12);
    expect(evaluateOperator(null, 1, 1)).toBe(false);
    expect(evaluateOperator('invalid', 1, 1)).toBe(false);
    expect(evaluateOperator('bogus', 1, 1)).toBe(false);
    expect(parseOperator('bogus')).toBeNull();
    expect(evaluateOperator('greater', '10', 9)).toBe(true);
    expect(evaluateOperator('greater', 9, 9)).toBe(false);
    expect(evaluateOperator('greater', 'abc', 1)).toBe(false);
    expect(evaluateOperator('less', 1, '2')).toBe(true);
    expect(evaluateOperator('equal', '2', 2)).toBe(true);
    expect(evaluateOperator('equal', 'ab', 'ab')).toBe(true);
    expect(evaluateOperator('equal', { a: 1 }, '{"a":1}')).toBe(true);
    expect(evaluateOperator('notEqual', 'a', 'b')).toBe(true);
    expect(evaluateOperator('greaterOrEqual', 2, 2)).toBe(true);
    expect(evaluateOperator('lessOrEqual', 3, 2)).toBe(false);
    expect(evaluateOperator('empty', '  ', null)).toBe(true);
    expect(evaluateOperator('empty', [], null)).toBe(true);
    expect(evaluateOperator('empty', undefined, null)).toBe(true);
    expect(evaluateOperator('empty', 0, null)).toBe(false);
    expect(evaluateOperator('notEmpty', 'x', null)).toBe(true);
    expect(evaluateOperator('greater', Number.NaN, 1)).toBe(false);
  });
  it('"between (order-insensitive, inclusive)"', () => {
    expect(evaluateOperator('between', 5, [1, 10])).toBe(true);
    expect(evaluateOperator('between', 5, [10, 1])).toBe(true);
    expect(evaluateOperator('between', 10, '10,1')).toBe(true);
    expect(evaluateOperator('between', 1, [1, 10])).toBe(true);
    expect(evaluateOperator('between', 11, [1, 10])).toBe(false);
    expect(evaluateOperator('between', 5, 'nope')).toBe(false);
    expect(evaluateOperator('between', 'x', [1, 10])).toBe(false);
  });
  it('"contains, not contains"', () => {
    expect(evaluateOperator('contains', 'hello world', 'world')).toBe(true);
    expect(evaluateOperator('contains', ['a', 2], '2')).toBe(true);
    expect(evaluateOperator('contains', 'abc', '')).toBe(false);
    expect(evaluateOperator('contains', null, 'a')).toBe(false);
    expect(evaluateOperator('notContains', 'abc', 'z')).toBe(true);
  });
});

describe('table scope (docs/reference.md#conditions)', () => {
  const table = [
    [1, 2, 3],
    [4, 5, 6],
    [7, 8, 9],
  ];
  it('"Table scope: all, odd rows, even rows, odd columns, even columns"', () => {
    expect(selectTableCells(table, 'all')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(selectTableCells(table, undefined)).toHaveLength(9);
    expect(selectTableCells(table, 'oddRow')).toEqual([1, 2, 3, 7, 8, 9]);
    expect(selectTableCells(table, 'evenRow')).toEqual([4, 5, 6]);
    expect(selectTableCells(table, 'oddColumn')).toEqual([1, 3, 4, 6, 7, 9]);
    expect(selectTableCells(table, 'evenColumn')).toEqual([2, 5, 8]);
  });
  it('"or a range a-b:c-d (one-based, clamped to table size)"', () => {
    expect(selectTableCells(table, '1-2:2-3')).toEqual([2, 3, 5, 6]);
    expect(selectTableCells(table, '2-9:3-7')).toEqual([6, 9]);
    expect(selectTableCells(table, '0-1:1-1')).toEqual([1]);
    expect(selectTableCells(table, '3-2:1-1')).toEqual([4, 7]);
    expect(selectTableCells(table, 'rows')).toEqual([]);
    expect(selectTableCells([], '1-2:1-2')).toEqual([]);
  });
});

describe('condition groups and events (docs/reference.md#conditions, docs/reference.md#events)', () => {
  const values: Record<string, unknown> = {
    a: 5,
    b: 'x',
    t: [
      ['1', '20'],
      ['3', '4'],
    ],
  };
  const resolve = (test: { target?: string }) => values[test.target ?? ''];
  const cond = (id: string, logic: '|' | '&', ifs: Condition['ifs']): Condition => ({ id, logic, ifs });

  it("\"conditions (each with id, logic '|' or '&', ifs)\"", () => {
    const both = [
      { key: 'greater' as const, target: 'a', val: 1 },
      { key: 'equal' as const, target: 'b', val: 'y' },
    ];
    expect(evaluateCondition(cond('c', '&', both), resolve)).toBe(false);
    expect(evaluateCondition(cond('c', '|', both), resolve)).toBe(true);
    expect(evaluateCondition(cond('c', '&', []), resolve)).toBe(false);
  });
  it('a table value is tested cell by cell inside the scope', () => {
    expect(evaluateIf({ key: 'greater', target: 't', val: 10, scope: 'all' }, resolve)).toBe(true);
    expect(evaluateIf({ key: 'greater', target: 't', val: 10, scope: 'oddColumn' }, resolve)).toBe(false);
  });
  it('"An event with no conditions, or only an else branch, runs its else actions."', () => {
    expect(evaluateEvent({ actions: { elseAction: ['E'] } }, resolve)).toEqual({
      conditionId: null,
      actions: ['E'],
    });
    expect(evaluateEvent({ conditions: [], actions: { elseAction: ['E'] } }, resolve).actions).toEqual(['E']);
    expect(evaluateEvent({}, resolve)).toEqual({ conditionId: null, actions: [] });
  });
  it('"Otherwise conditions are tried in order; the first true one runs its actions; if none is true, else actions run."', () => {
    const event: InteractionEvent = {
      eventId: 40101,
      conditions: [
        cond('c1', '&', [{ key: 'less', target: 'a', val: 1 }]),
        cond('c2', '&', [{ key: 'greater', target: 'a', val: 1 }]),
        cond('c3', '&', [{ key: 'greater', target: 'a', val: 2 }]),
      ],
      actions: { c1: ['one'], c2: ['two'], c3: ['three'], elseAction: ['else'] },
    };
    expect(evaluateEvent(event, resolve)).toEqual({ conditionId: 'c2', actions: ['two'] });
    const none = { ...event, conditions: [cond('c1', '&', [{ key: 'less', target: 'a', val: 1 }])] };
    expect(evaluateEvent(none, resolve)).toEqual({ conditionId: null, actions: ['else'] });
    expect(evaluateEvent({ conditions: event.conditions }, resolve)).toEqual({
      conditionId: 'c2',
      actions: [],
    });
  });
});

describe('link templates (docs/reference.md#conditions)', () => {
  it('"Link templates: ~{name} system constants, ${name} custom variables, ^{name} app variables; missing values become empty."', () => {
    const url = fillTemplate('https://x/?s=~{sys}&c=${ var }&a=^{app}&m=${missing}&o=~{obj}&n=^{nil}', {
      system: { sys: 'S', obj: { k: 1 } },
      custom: { var: 42 },
      app: { app: 'A', nil: null },
    });
    expect(url).toBe('https://x/?s=S&c=42&a=A&m=&o={"k":1}&n=');
    expect(fillTemplate('~{a}${b}^{c}', {})).toBe('');
  });
});
