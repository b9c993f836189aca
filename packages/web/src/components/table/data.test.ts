import { describe, expect, it } from 'vitest';
import { selectTableCells } from '@twincanvas/model';
import { SAMPLE_SIMPLE_TABLE, SAMPLE_TABLE, conditionalCellStyle, scopeContains, tableRows } from './data';

describe('table data mapping (2021)', () => {
  it('reads the spec sample: a header row and ten fruit rows, stock and price in yuan', () => {
    const rows = tableRows(SAMPLE_TABLE);
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual(['序号', '种类', '内容', '库存', '价格(元)']);
    expect(rows[1]).toEqual(['1', '苹果', '红富士', '1200', '6.5']);
    expect(rows.slice(1).every((r) => r.length === 5)).toBe(true);
    expect(SAMPLE_TABLE.pageName).toBe('Table');
  });
  it('reads the simple sample: three rows of text plus 1000', () => {
    expect(tableRows(SAMPLE_SIMPLE_TABLE)).toEqual([
      ['文本', '1000'],
      ['文本', '1000'],
      ['文本', '1000'],
    ]);
  });
  it('accepts rows as arrays, Group lists or records, and nothing as no rows', () => {
    expect(
      tableRows({ Dimension: [['a', 1], { Group: [{ Name: 'b' }, { value: 2 }] }, { x: 'c', y: null }] }),
    ).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', ''],
    ]);
    expect(tableRows([['x']])).toEqual([['x']]);
    expect(tableRows(undefined)).toEqual([]);
    expect(tableRows({ pageName: 'Table' })).toEqual([]);
  });
  it('scopeContains agrees with the model selectTableCells on every scope', () => {
    const rows = 7;
    const cols = 5;
    const table = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => `${r}:${c}`));
    for (const scope of [
      'all',
      'oddRow',
      'evenRow',
      'oddColumn',
      'evenColumn',
      '2-4:1-2',
      '9-3:5-0',
      '1-1:3-3',
      'bogus',
      '',
    ]) {
      const expected = new Set(selectTableCells(table, scope));
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++)
          expect(scopeContains(scope, r, c, rows, cols), `${scope} ${r}:${c}`).toBe(
            expected.has(`${r}:${c}`),
          );
    }
  });
  it('conditional styles: scope and operator must both hold; later conditions win', () => {
    const conds = [
      { scope: 'all', key: 'less', val: 100, color: '#FF0000FF' },
      { scope: '1-20:4-4', key: 'greater', val: 1000, background: '#00FF0033', bold: true },
      { scope: 'all', key: 'contains', val: '莓', color: '#FFC0CBFF' },
    ];
    expect(conditionalCellStyle(conds, '95', 7, 3, 10, 5)).toEqual({ color: '#FF0000FF' });
    expect(conditionalCellStyle(conds, '1200', 0, 3, 10, 5)).toEqual({
      background: '#00FF0033',
      fontWeight: 700,
    });
    expect(conditionalCellStyle(conds, '1200', 0, 2, 10, 5)).toBeNull();
    expect(conditionalCellStyle(conds, '丹东草莓', 7, 2, 10, 5)).toEqual({ color: '#FFC0CBFF' });
    expect(conditionalCellStyle([], 'x', 0, 0, 1, 1)).toBeNull();
  });
});
