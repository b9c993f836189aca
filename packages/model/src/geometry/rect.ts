import type { Component2D, ComponentRect } from '../types/component2d.js';

/**
 * An axis-aligned box. Boxes are computed from componentRect as stored and ignore componentRotate: a
 * rotated component's box is its unrotated rectangle, which is what the editor's handles show.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const EMPTY_RECT: ComponentRect = {
  componentLeft: 0,
  componentTop: 0,
  componentWidth: 0,
  componentHeight: 0,
};

export function rectOf(component: Pick<Component2D, 'componentRect'>): ComponentRect {
  return component.componentRect ?? EMPTY_RECT;
}

export function boxOf(component: Pick<Component2D, 'componentRect'>): Box {
  const rect = rectOf(component);
  return {
    left: rect.componentLeft,
    top: rect.componentTop,
    width: rect.componentWidth,
    height: rect.componentHeight,
  };
}

/** The smallest box holding every box; null for none. */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** Bounding box of a group's members (axis-aligned on componentRect, rotation ignored). */
export function groupBoundingBox(members: readonly Pick<Component2D, 'componentRect'>[]): Box | null {
  return unionBox(members.map(boxOf));
}

export function withBox(rect: ComponentRect, box: Partial<Box>): ComponentRect {
  return {
    ...rect,
    componentLeft: box.left ?? rect.componentLeft,
    componentTop: box.top ?? rect.componentTop,
    componentWidth: box.width ?? rect.componentWidth,
    componentHeight: box.height ?? rect.componentHeight,
  };
}

/** A member's rect relative to its group's box (children are stored relative to their group). */
export function relativeTo(rect: ComponentRect, origin: Pick<Box, 'left' | 'top'>): ComponentRect {
  return withBox(rect, { left: rect.componentLeft - origin.left, top: rect.componentTop - origin.top });
}

/** A member's rect back in its group's parent coordinates. */
export function absoluteFrom(rect: ComponentRect, origin: Pick<Box, 'left' | 'top'>): ComponentRect {
  return withBox(rect, { left: rect.componentLeft + origin.left, top: rect.componentTop + origin.top });
}
