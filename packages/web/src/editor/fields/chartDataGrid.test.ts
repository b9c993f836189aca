import { describe, expect, it } from 'vitest';
import { fromGrid, newPage, pagesProblem, parseY, toGrid } from './chartDataGrid';
import { listEdits } from './ListField';
import { addStop, removeStop, setStop } from './gradientStops';

const page = {
  pageId: 'p',
  pageName: '2026',
  Title: 'T',
  Group: [
    {
      Name: 'A',
      Unit: '元',
      Content: [
        { X: '1月', Y: 1 },
        { X: '2月', Y: 2, S: 9 },
      ],
    },
    { Name: 'B', Content: [{ X: '2月', Y: [1, 2, 3] }] },
  ],
};

describe('chart data table editing', () => {
  it('a page as rows of X by series columns, and back without losing page or group fields', () => {
    const grid = toGrid(page);
    expect(grid).toEqual({
      xs: ['1月', '2月'],
      series: ['A', 'B'],
      cells: [
        ['1', ''],
        ['2', '1, 2, 3'],
      ],
    });
    expect(fromGrid(page, grid)).toEqual(page);
    const edited = fromGrid(page, {
      ...grid,
      cells: [
        ['5', '7'],
        ['2', ''],
      ],
    });
    expect(edited.Group).toEqual([
      {
        Name: 'A',
        Unit: '元',
        Content: [
          { X: '1月', Y: 5 },
          { X: '2月', Y: 2, S: 9 },
        ],
      },
      { Name: 'B', Content: [{ X: '1月', Y: 7 }] },
    ]);
  });
  it('cells: numbers, comma lists, blanks (no point); pages are validated', () => {
    expect([parseY('3.5'), parseY('1,2'), parseY(' '), parseY('abc')]).toEqual([
      3.5,
      [1, 2],
      undefined,
      'abc',
    ]);
    expect(pagesProblem([page])).toBeNull();
    expect(pagesProblem({})).toMatch(/array/);
    expect(pagesProblem([page, 3])).toMatch(/Page 2/);
    expect(newPage(1, page)).toMatchObject({
      pageName: '2',
      Title: 'T',
      Group: [
        { Name: 'A', Content: [] },
        { Name: 'B', Content: [] },
      ],
    });
  });
  it('list edits: add, remove, move, set a field of one item', () => {
    const list = [{ name: 'a' }, { name: 'b' }];
    expect(listEdits.add(list, { name: 'c' })).toHaveLength(3);
    expect(listEdits.remove(list, 0)).toEqual([{ name: 'b' }]);
    expect(listEdits.move(list, 0, 1)).toEqual([{ name: 'b' }, { name: 'a' }]);
    expect(listEdits.move(list, 0, -1)).toEqual(list);
    expect(listEdits.setField(list, 1, 'color', '#FFFFFFFF')).toEqual([
      { name: 'a' },
      { name: 'b', color: '#FFFFFFFF' },
    ]);
  });
});

describe('gradient stops', () => {
  const g = { gradientRotate: 0, gradientColors: ['#000000FF', '#FFFFFFFF'], gradientLocations: [0, 1] };
  it('adds a stop in the widest gap, moves stops keeping colour and location aligned, keeps at least two', () => {
    const three = addStop(g);
    expect(three).toMatchObject({
      gradientColors: ['#000000FF', '#000000FF', '#FFFFFFFF'],
      gradientLocations: [0, 0.5, 1],
    });
    const moved = setStop(three, 0, { location: 0.8, color: '#FF0000FF' });
    expect(moved.gradientColors).toEqual(['#000000FF', '#FF0000FF', '#FFFFFFFF']);
    expect(moved.gradientLocations).toEqual([0.5, 0.8, 1]);
    expect(removeStop(three, 1)).toMatchObject(g);
    expect(removeStop(g, 0)).toBe(g);
  });
});
