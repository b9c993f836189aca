import { describe, expect, it } from 'vitest';
import {
  MAX_PATH_SEGMENTS,
  applyEffect,
  fieldsOf,
  getPath,
  mapData,
  parseEffect,
  rowsOf,
  targetOfRequest,
  targetShapeOf,
} from './mapping.js';

const chartSample = [{ pageId: 'p', pageName: '', Group: [{ Name: 's', Content: [{ X: 'a', Y: 1 }] }] }];
const rows = [
  { city: 'Beijing', sales: '12', year: 2024, extra: { size: 3 } },
  { city: 'Shanghai', sales: 7, year: 2024, extra: { size: 5 } },
  { city: 'Beijing', sales: 9, year: 2025, extra: { size: 1 } },
  { city: 'Broken', sales: 'n/a', year: 2025 },
];

describe('target shape from the definition sample', () => {
  it('recognises chart pages, lists and objects', () => {
    expect(targetShapeOf(chartSample)).toEqual({ mode: 'chart', fields: ['X', 'Y', 'S', 'Name'] });
    expect(targetShapeOf([{ Dimension: {} }]).mode).toBe('chart');
    expect(targetShapeOf([{ value: 1 }])).toEqual({ mode: 'list', fields: ['value'] });
    expect(targetShapeOf([1, 2])).toEqual({ mode: 'none', fields: [] });
    expect(targetShapeOf({ text: 'x' })).toEqual({ mode: 'object', fields: ['text'] });
    expect(targetShapeOf(undefined)).toEqual({ mode: 'none', fields: [] });
  });
});

describe('field mapping (effect)', () => {
  it('rows become one chart page; series by the Name field; non-numbers skipped', () => {
    const pages = applyEffect(
      rows,
      { X: 'city', Y: 'sales', Name: 'year', S: 'extra.size' },
      targetShapeOf(chartSample),
    );
    expect(pages).toEqual([
      {
        pageId: 'p1',
        pageName: '',
        Title: '',
        Unit: '',
        Dimension: { Name: 'city', Unit: '' },
        Group: [
          {
            Name: '2024',
            Content: [
              { X: 'Beijing', Y: 12, S: 3 },
              { X: 'Shanghai', Y: 7, S: 5 },
            ],
          },
          { Name: '2025', Content: [{ X: 'Beijing', Y: 9, S: 1 }] },
        ],
      },
    ]);
  });

  it('one series named after the Y field without a Name mapping; labels of any type', () => {
    const [page] = applyEffect(rows.slice(0, 2), { X: 'city', Y: 'sales' }, targetShapeOf(chartSample)) as {
      Group: { Name: string; Content: unknown[] }[];
    }[];
    expect(page!.Group).toEqual([
      {
        Name: 'sales',
        Content: [
          { X: 'Beijing', Y: 12 },
          { X: 'Shanghai', Y: 7 },
        ],
      },
    ]);
    const [odd] = applyEffect(
      [
        { x: null, y: 1 },
        { x: { a: 1 }, y: 2 },
        { x: 5, y: 3 },
      ],
      { X: 'x', Y: 'y' },
      targetShapeOf(chartSample),
    ) as { Group: { Content: { X: unknown }[] }[] }[];
    expect(odd!.Group[0]!.Content.map((c) => c.X)).toEqual(['', '{"a":1}', 5]);
  });

  it('list and object targets pick the mapped fields; root picks inside the answer', () => {
    const answer = { code: 0, result: { items: rows } };
    expect(
      applyEffect(answer, { root: 'result.items', value: 'sales' }, { mode: 'list', fields: ['value'] }),
    ).toEqual([{ value: '12' }, { value: 7 }, { value: 9 }, { value: 'n/a' }]);
    expect(applyEffect(rows, { text: 'city' }, { mode: 'object', fields: ['text'] })).toEqual({
      text: 'Beijing',
    });
    expect(applyEffect([], { text: 'city' }, { mode: 'object', fields: ['text'] })).toEqual({});
  });

  it('passes data through unchanged when nothing is mapped', () => {
    expect(applyEffect(rows, undefined, targetShapeOf(chartSample))).toBe(rows);
    expect(applyEffect(rows, { X: '', Y: '' }, targetShapeOf(chartSample))).toBe(rows);
    expect(applyEffect(chartSample, { X: 'city' }, targetShapeOf(chartSample))).toBe(chartSample);
    expect(applyEffect(rows, { text: 'city' }, { mode: 'none', fields: [] })).toBe(rows);
  });

  it('finds rows and offers their fields to the picker', () => {
    expect(rowsOf({ data: rows })).toBe(rows);
    expect(rowsOf({ result: { list: rows } })).toBe(rows);
    expect(rowsOf({ a: 1 })).toEqual([{ a: 1 }]);
    expect(rowsOf(null)).toEqual([]);
    expect(rowsOf(7)).toEqual([7]);
    expect(fieldsOf({ data: rows })).toEqual(['city', 'sales', 'year', 'extra.size']);
    expect(fieldsOf([1, { a: 1, b: 2, c: 3 }], 2)).toEqual(['a', 'b']);
    expect(getPath({ a: [{ b: 2 }] }, 'a.0.b')).toBe(2);
    expect(getPath({ a: [1] }, 'a.length')).toBeUndefined();
    expect(getPath(5, 'a')).toBeUndefined();
    expect(getPath(5, '')).toBe(5);
  });

  it('paths read own properties only: prototype names and overlong paths find nothing', () => {
    expect(getPath({}, '__proto__')).toBeUndefined();
    expect(getPath({}, 'constructor')).toBeUndefined();
    expect(getPath({ a: {} }, 'a.constructor.prototype')).toBeUndefined();
    const deep = Array.from({ length: MAX_PATH_SEGMENTS + 1 }, () => 'a').join('.');
    expect(getPath({ a: 1 }, deep)).toBeUndefined();
    // Target names that look like prototype keys become plain own fields; nothing is polluted.
    const out = applyEffect([{ v: 1 }], { __proto__: 'v', polluted: 'v' } as never, {
      mode: 'object',
      fields: [],
    });
    expect(out).toEqual({ polluted: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the mapping request (docs/reference.md#api)', () => {
  it('reads mapingJson as an object or JSON text; anything else is no mapping', () => {
    expect(parseEffect({ X: 'a', Y: 'b', n: 3 })).toEqual({ X: 'a', Y: 'b' });
    expect(parseEffect('{"X":"a"}')).toEqual({ X: 'a' });
    expect(parseEffect('')).toBeUndefined();
    expect(parseEffect('{oops')).toBeUndefined();
    expect(parseEffect('[1]')).toBeUndefined();
    expect(parseEffect({ n: 1 })).toBeUndefined();
    expect(parseEffect(null)).toBeUndefined();
  });

  it('targets: given, the chart band, else a list of the mapped fields', () => {
    expect(targetOfRequest({ target: { mode: 'object', fields: ['text'] } })).toEqual({
      mode: 'object',
      fields: ['text'],
    });
    expect(targetOfRequest({ componentType: '13001' }).mode).toBe('chart');
    expect(targetOfRequest({ componentType: 2005 }, { text: 'city', root: 'data' })).toEqual({
      mode: 'list',
      fields: ['text'],
    });
    expect(targetOfRequest({ componentType: '' })).toEqual({ mode: 'none', fields: [] });
  });

  it('maps one request like the browser does', () => {
    const chart = mapData({
      data: { data: rows },
      mapingJson: '{"X":"city","Y":"sales"}',
      componentType: 13001,
    }) as {
      Group: { Content: unknown[] }[];
    }[];
    expect(chart[0]!.Group[0]!.Content).toHaveLength(3);
    expect(mapData({ data: rows, mapingJson: { text: 'city' }, componentType: '2005' })).toEqual([
      { text: 'Beijing' },
      { text: 'Shanghai' },
      { text: 'Beijing' },
      { text: 'Broken' },
    ]);
    expect(mapData({ data: rows })).toBe(rows);
  });
});
