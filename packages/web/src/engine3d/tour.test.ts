import { describe, expect, it } from 'vitest';
import { ease, flightTimeline, poseAt, readTours, readViews, tourTimeline, type CameraView } from './tour';

const at = (x: number) => ({ position: { x, y: 10, z: 0 }, target: { x, y: 0, z: 0 } });
const views: CameraView[] = [
  { id: 'a', name: 'A', ...at(10) },
  { id: 'b', name: 'B', ...at(20) },
];
const from = at(0);

describe('camera tours', () => {
  it('flies to each stop in its duration, holding where asked', () => {
    const tl = tourTimeline(
      {
        id: 't',
        name: 'T',
        stops: [
          { viewId: 'a', duration: 2, hold: 1 },
          { viewId: 'b', duration: 4 },
        ],
      },
      views,
      from,
    );
    expect(tl.total).toBe(7);
    expect(poseAt(tl, 0).pose!.position.x).toBeCloseTo(0);
    expect(poseAt(tl, 1).pose!.position.x).toBeCloseTo(5);
    expect(poseAt(tl, 2.5).pose!.position.x).toBeCloseTo(10);
    expect(poseAt(tl, 5).pose!.position.x).toBeCloseTo(15);
    const end = poseAt(tl, 8);
    expect(end.done).toBe(true);
    expect(end.pose!.position.x).toBe(20);
  });

  it('skips stops whose view was deleted and has nothing to play without views', () => {
    const tl = tourTimeline(
      {
        id: 't',
        name: 'T',
        stops: [
          { viewId: 'gone', duration: 1 },
          { viewId: 'b', duration: 1 },
        ],
      },
      views,
      from,
    );
    expect(tl.segments).toHaveLength(1);
    expect(poseAt(tourTimeline({ id: 't', name: 'T', stops: [] }, views, from), 0)).toEqual({
      pose: null,
      done: true,
    });
  });

  it('loops back from the last view to the first', () => {
    const tl = tourTimeline(
      {
        id: 't',
        name: 'T',
        loop: true,
        stops: [
          { viewId: 'a', duration: 1 },
          { viewId: 'b', duration: 1 },
        ],
      },
      views,
      from,
    );
    const r = poseAt(tl, 2.5);
    expect(r.done).toBe(false);
    expect(r.pose!.position.x).toBeCloseTo(15);
  });

  it('eases in and out and clamps tiny durations', () => {
    expect(ease(0)).toBe(0);
    expect(ease(0.5)).toBe(0.5);
    expect(ease(1)).toBe(1);
    expect(ease(0.1)).toBeLessThan(0.1);
    expect(flightTimeline(from, at(5), 0).total).toBeCloseTo(0.1);
  });

  it('reads stored views and tours, dropping malformed ones', () => {
    expect(readViews([views[0], { id: 'x' }, null]).map((v) => v.id)).toEqual(['a']);
    expect(readTours([{ id: 't', stops: [{ viewId: 'a', duration: 1 }, {}] }, 3])[0]!.stops).toHaveLength(1);
  });
});
