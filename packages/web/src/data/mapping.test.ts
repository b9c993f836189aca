import { describe, expect, it } from 'vitest';
import { applyEffect, fieldsOf, getPath, rowsOf, targetShapeOf } from './mapping';

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
    expect(targetShapeOf([{ value: 1 }])).toEqual({ mode: 'list', fields: ['value'] });
    expect(targetShapeOf({ text: 'x' })).toEqual({ mode: 'object', fields: ['text'] });
    expect(targetShapeOf(undefined)).toEqual({ mode: 'none', fields: [] });
  });
});

describe('field mapping (effect)', () => {
  it('rows become one chart page; series by the Name field; non-numbers skipped', () => {
    const pages = applyEffect(rows, { X: 'city', Y: 'sales', Name: 'year', S: 'extra.size' }, targetShapeOf(chartSample));
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

  it('one series named after the Y field without a Name mapping', () => {
    const [page] = applyEffect(rows.slice(0, 2), { X: 'city', Y: 'sales' }, targetShapeOf(chartSample)) as {
      Group: { Name: string; Content: unknown[] }[];
    }[];
    expect(page!.Group).toEqual([{ Name: 'sales', Content: [{ X: 'Beijing', Y: 12 }, { X: 'Shanghai', Y: 7 }] }]);
  });

  it('list and object targets pick the mapped fields; root picks inside the answer', () => {
    const answer = { code: 0, result: { items: rows } };
    expect(applyEffect(answer, { root: 'result.items', value: 'sales' }, { mode: 'list', fields: ['value'] })).toEqual(
      [{ value: '12' }, { value: 7 }, { value: 9 }, { value: 'n/a' }],
    );
    expect(applyEffect(rows, { text: 'city' }, { mode: 'object', fields: ['text'] })).toEqual({ text: 'Beijing' });
    expect(applyEffect([], { text: 'city' }, { mode: 'object', fields: ['text'] })).toEqual({});
  });

  it('passes data through unchanged when nothing is mapped', () => {
    expect(applyEffect(rows, undefined, targetShapeOf(chartSample))).toBe(rows);
    expect(applyEffect(rows, { X: '', Y: '' }, targetShapeOf(chartSample))).toBe(rows);
    expect(applyEffect(chartSample, { X: 'city' }, targetShapeOf(chartSample))).toBe(chartSample);
  });

  it('finds rows and offers their fields to the picker', () => {
    expect(rowsOf({ data: rows })).toBe(rows);
    expect(rowsOf({ result: { list: rows } })).toBe(rows);
    expect(rowsOf({ a: 1 })).toEqual([{ a: 1 }]);
    expect(rowsOf(null)).toEqual([]);
    expect(fieldsOf({ data: rows })).toEqual(['city', 'sales', 'year', 'extra.size']);
    expect(getPath({ a: [{ b: 2 }] }, 'a.0.b')).toBe(2);
    expect(getPath(5, 'a')).toBeUndefined();
  });
});
