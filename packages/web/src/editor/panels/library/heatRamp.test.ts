import { describe, expect, it } from 'vitest';
import { readHeatTheme } from '../../../engine3d/objects/heatThemes';
import { rampBody, rampGradient, rampProblem, sortStops, stopsOf, withStopAdded } from './heatRamp';

const draft = (name: string, stops: [string, number][]) => ({
  name,
  stops: stops.map(([color, at]) => ({ color, at })),
});

describe('heat theme ramps', () => {
  it('reads stored stops, or spreads colours evenly when the stops do not fit', () => {
    expect(stopsOf({ colors: ['#000', '#888', '#fff'], stops: [0, 0.2, 1] }).map((s) => s.at)).toEqual([
      0, 0.2, 1,
    ]);
    expect(stopsOf({ colors: ['#000', '#888', '#fff'], stops: [0, 1] }).map((s) => s.at)).toEqual([
      0, 0.5, 1,
    ]);
  });

  it('adds a stop in the widest gap and keeps stops ordered cold to hot', () => {
    const added = withStopAdded(
      draft('x', [
        ['#0000ff', 0],
        ['#ffff00', 0.2],
        ['#ff0000', 1],
      ]).stops,
    );
    expect(added.map((s) => s.at)).toEqual([0, 0.2, 0.6, 1]);
    expect(added[2]!.color).toBe('#ffff00');
    const moved = sortStops(
      draft('x', [
        ['#a00000', 0.9],
        ['#00a000', 0.1],
      ]).stops,
    );
    expect(moved.map((s) => s.color)).toEqual(['#00a000', '#a00000']);
  });

  it('names the first problem of a draft', () => {
    expect(
      rampProblem(
        draft('  ', [
          ['#000', 0],
          ['#fff', 1],
        ]),
      ),
    ).toBe('name');
    expect(
      rampProblem(
        draft('a'.repeat(101), [
          ['#000', 0],
          ['#fff', 1],
        ]),
      ),
    ).toBe('name');
    expect(rampProblem(draft('夜', [['#000', 0]]))).toBe('count');
    expect(
      rampProblem(
        draft(
          '夜',
          Array.from({ length: 21 }, () => ['#000', 0] as [string, number]),
        ),
      ),
    ).toBe('count');
    expect(
      rampProblem(
        draft('夜', [
          ['red', 0],
          ['#fff', 1],
        ]),
      ),
    ).toBe('color');
    expect(
      rampProblem(
        draft('夜', [
          ['#000', -0.1],
          ['#fff', 1],
        ]),
      ),
    ).toBe('position');
    expect(
      rampProblem(
        draft('夜', [
          ['#000', 0],
          ['#fff', Number.NaN],
        ]),
      ),
    ).toBe('position');
    expect(
      rampProblem(
        draft('夜', [
          ['#000000', 0],
          ['#ffffffcc', 1],
        ]),
      ),
    ).toBeNull();
  });

  it('stores colours and stops in order; a heat map reads the copied gradient as drawn', () => {
    const d = draft(' 夜班 ', [
      ['#ff0000', 1],
      ['#0000ff', 0],
      ['#00ff00', 0.3],
    ]);
    expect(rampBody(d)).toEqual({ colors: ['#0000ff', '#00ff00', '#ff0000'], stops: [0, 0.3, 1] });
    const g = rampGradient('0d6f…', d);
    expect(g.name).toBe('夜班');
    expect(readHeatTheme(g)).toEqual(g);
  });
});
