import { describe, expect, it } from 'vitest';
import { categories, isEmptyPage, makePage, readPage, valuesByCategory } from './data';

describe('chart data pages (docs/reference.md#type-codes)', () => {
  const page = {
    pageId: 'p1',
    pageName: '2026',
    Title: '销售额',
    Unit: '万元',
    Max: 500,
    Dimension: { Name: '月份', Unit: '月', Max: 12 },
    Group: [
      {
        Name: '华东',
        Content: [
          { X: '1月', Y: 10 },
          { X: '2月', Y: '20' },
        ],
      },
      {
        Name: '华南',
        Unit: '元',
        Content: [
          { X: '2月', Y: 5 },
          { X: '3月', Y: 7, S: 3 },
          { X: '4月', Y: 'n/a' },
        ],
      },
    ],
  };
  it('reads title, unit, max, dimension and one series per Group (numbers from strings, bad Y dropped)', () => {
    const p = readPage(page)!;
    expect(p).toMatchObject({
      title: '销售额',
      unit: '万元',
      max: 500,
      dimension: { name: '月份', unit: '月', max: 12 },
    });
    expect(p.series.map((s) => [s.sid, s.name, s.unit])).toEqual([
      [0, '华东', '万元'],
      [1, '华南', '元'],
    ]);
    expect(p.series[0]!.points).toEqual([
      { x: '1月', y: 10 },
      { x: '2月', y: 20 },
    ]);
    expect(p.series[1]!.points).toEqual([
      { x: '2月', y: 5 },
      { x: '3月', y: 7, s: 3 },
    ]);
    expect(categories(p)).toEqual(['1月', '2月', '3月']);
    expect(valuesByCategory(p.series[1]!, categories(p))).toEqual([null, 5, 7]);
  });
  it('accepts Group inside Dimension, and a Dimension list', () => {
    const inside = readPage({
      Title: 't',
      Dimension: [{ Name: 'd', Group: [{ Name: 'g', Content: [{ X: 'a', Y: 1 }] }] }],
    })!;
    expect(inside.dimension.name).toBe('d');
    expect(inside.series[0]!.points).toEqual([{ x: 'a', y: 1 }]);
  });
  it('lists stay lists (boxplot samples, OHLC)', () => {
    expect(readPage(makePage('a', 't', '', { k: [['d1', [1, 2, 3, 4]]] }))!.series[0]!.points[0]!.y).toEqual([
      1, 2, 3, 4,
    ]);
  });
  it('no page, no groups or no points is empty (the renderer then shows its empty state)', () => {
    expect(readPage(null)).toBeUndefined();
    expect(readPage([1, 2])).toBeUndefined();
    expect(isEmptyPage(undefined)).toBe(true);
    expect(isEmptyPage(readPage({ Group: [] }))).toBe(true);
    expect(isEmptyPage(readPage({ Group: [{ Name: 'x', Content: [] }] }))).toBe(true);
    expect(isEmptyPage(readPage(page))).toBe(false);
  });
});

describe('bound data in the component’s own words', () => {
  it('keeps the own page title and renames series by "column: name" lines', async () => {
    const { readPage, withOwnNames } = await import('./data');
    const bound = readPage({ Group: [{ Name: 'amount', Content: [{ X: 'a', Y: 1 }] }] })!;
    const own = { Title: '月度销售', Group: [] };
    const named = withOwnNames(bound, own, 'amount: 销售额\nother=x');
    expect(named.title).toBe('月度销售');
    expect(named.series.map((s) => s.name)).toEqual(['销售额']);
    // Data with a title of its own keeps it.
    expect(withOwnNames(readPage({ Title: 'T', Group: [] })!, own, '').title).toBe('T');
  });
});
