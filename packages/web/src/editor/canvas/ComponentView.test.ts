import { describe, expect, it } from 'vitest';
import type { Component2D } from '@twincanvas/model';
import { movedOnly } from './ComponentView';

const rect = { componentWidth: 120, componentHeight: 40, componentLeft: 10, componentTop: 20 };
const text: Component2D = {
  _id: 'Ea',
  componentType: '1001',
  componentName: 'Title',
  componentRect: rect,
  show: true,
} as Component2D;

describe('movedOnly: what lets a move skip rendering the content again', () => {
  it('is true for the same node and for a node whose position alone changed', () => {
    expect(movedOnly(text, text)).toBe(true);
    expect(
      movedOnly(text, { ...text, componentRect: { ...rect, componentLeft: 300, componentTop: 5 } }),
    ).toBe(true);
  });

  it('is false when the size, rotation or any other field changed', () => {
    expect(movedOnly(text, { ...text, componentRect: { ...rect, componentWidth: 121 } })).toBe(false);
    expect(movedOnly(text, { ...text, componentRect: { ...rect, componentHeight: 39 } })).toBe(false);
    expect(movedOnly(text, { ...text, componentRect: { ...rect, componentRotate: 15 } })).toBe(false);
    expect(movedOnly(text, { ...text, componentName: 'Subtitle' })).toBe(false);
    expect(movedOnly(text, { ...text, opacity: 0.5 })).toBe(false);
    const { show: _show, ...withoutShow } = text;
    expect(movedOnly(text, withoutShow as Component2D)).toBe(false);
  });
});
