import { describe, expect, it } from 'vitest';
import type { SnapGuideline } from 'react-moveable';
import { snapLines } from './snapGuides';

const g = (type: 'vertical' | 'horizontal', pos: number[], hide = false): SnapGuideline =>
  ({ type, pos, size: 100, direction: 'start', hide }) as SnapGuideline;

describe('snapLines', () => {
  it('draws one line per snapped position, vertical by x and horizontal by y', () => {
    expect(
      snapLines({
        guidelines: [g('vertical', [120.4, 0]), g('horizontal', [0, 80])],
        elements: [g('vertical', [120, 300]), g('vertical', [400, 10])],
      }),
    ).toEqual([{ x: 120 }, { y: 80 }, { x: 400 }]);
  });
  it('leaves out hidden guidelines and draws nothing when nothing snapped', () => {
    expect(snapLines({ guidelines: [g('vertical', [5, 0], true)], elements: [] })).toEqual([]);
    expect(snapLines({ guidelines: [], elements: [] })).toEqual([]);
  });
});
