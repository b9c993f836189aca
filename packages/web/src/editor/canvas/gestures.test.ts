import { describe, expect, it } from 'vitest';
import type { Component2D } from '@twincanvas/model';
import { rect } from '../actions/fixtures';
import { batchResizeChanges, batchRotateChanges, boxToBoxTransform } from './gestures';

const items: Component2D[] = [
  { _id: 'E1', componentRect: rect(0, 0, 100, 50) },
  { _id: 'E2', componentRect: { ...rect(100, 50, 100, 50), componentRotate: 350 } },
  { _id: 'E3', lock: true, componentRect: rect(300, 300) },
];
const box = { left: 0, top: 0, width: 200, height: 100 };

describe('multi-selection gestures (the −2 batch)', () => {
  it('a resize scales members with the batch box, keeping their place inside it', () => {
    expect(batchResizeChanges(items, box, { left: 10, top: 20, width: 400, height: 50 })).toEqual([
      { id: 'E1', left: 10, top: 20, width: 200, height: 25 },
      { id: 'E2', left: 210, top: 45, width: 200, height: 25 },
    ]);
  });
  it('a rotation turns member centres about the batch centre and adds the angle to each member', () => {
    const [a, b] = batchRotateChanges(items, box, 180);
    expect(a).toMatchObject({ id: 'E1', rotate: 180 });
    expect(a!.left).toBeCloseTo(100);
    expect(a!.top).toBeCloseTo(50);
    expect(b).toMatchObject({ id: 'E2', rotate: 170 });
    expect(b!.left).toBeCloseTo(0);
    expect(b!.top).toBeCloseTo(0);
  });
  it('the live preview maps the old box onto the new one', () => {
    expect(boxToBoxTransform(box, { left: 10, top: 20, width: 400, height: 50 })).toBe(
      'translate(10px, 20px) scale(2, 0.5) translate(0px, 0px)',
    );
  });
});
