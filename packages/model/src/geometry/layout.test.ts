import { describe, expect, it } from 'vitest';
import type { Component2D } from '../types/component2d.js';
import type { Operation } from '../types/operation.js';
import { alignOps, alignToCanvasOps, distributeOps } from './align.js';
import { PasteCounter, paste3DPosition, pasteMapComponents, pasteOffset, pastePosition } from './paste.js';
import { initialScale, zoomScale } from './scale.js';
import { stackingOps } from './stacking.js';

const item = (
  id: string,
  left: number,
  top: number,
  width = 10,
  height = 10,
  order?: number,
): Component2D => ({
  _id: id,
  ...(order === undefined ? {} : { order }),
  componentRect: { componentLeft: left, componentTop: top, componentWidth: width, componentHeight: height },
});
const values = (ops: Operation[]) =>
  Object.fromEntries(ops.map((op) => [op.path, op.command === 'update' ? op.records.newValue : null]));

describe('stacking (docs/reference.md#canvas)', () => {
  const stack = [
    item('a', 0, 0, 1, 1, 1),
    item('b', 0, 0, 1, 1, 2),
    item('c', 0, 0, 1, 1, 3),
    item('d', 0, 0, 1, 1, 4),
  ];
  it('"Stacking actions (single or batch): up, down, top, bottom; no-op if already at that extreme."', () => {
    expect(values(stackingOps(stack, ['b'], 'up'))).toEqual({ 'b.order': 3, 'c.order': 2 });
    expect(values(stackingOps(stack, ['b'], 'down'))).toEqual({ 'a.order': 2, 'b.order': 1 });
    expect(values(stackingOps(stack, ['a', 'b'], 'top'))).toEqual({
      'a.order': 3,
      'b.order': 4,
      'c.order': 1,
      'd.order': 2,
    });
    expect(values(stackingOps(stack, ['c'], 'bottom'))).toEqual({ 'a.order': 2, 'b.order': 3, 'c.order': 1 });
    expect(values(stackingOps(stack, ['b', 'c'], 'up'))).toEqual({
      'b.order': 3,
      'c.order': 4,
      'd.order': 2,
    });
    expect(stackingOps(stack, ['d'], 'up')).toEqual([]);
    expect(stackingOps(stack, ['d'], 'top')).toEqual([]);
    expect(stackingOps(stack, ['a'], 'down')).toEqual([]);
    expect(stackingOps(stack, ['a', 'b'], 'bottom')).toEqual([]);
  });
  it('ties in order are renumbered 1..n and ops carry the old value for undo', () => {
    const tied = [item('a', 0, 0), item('b', 0, 0)];
    const ops = stackingOps(tied, ['a'], 'up');
    expect(values(ops)).toEqual({ 'a.order': 2, 'b.order': 1 });
    expect(ops[0]?.records).toHaveProperty('oldValue');
  });
});

describe('alignment and distribution (docs/reference.md#copy-paste)', () => {
  const items = [item('a', 0, 0, 10, 10), item('b', 50, 20, 20, 30), item('c', 100, 5, 10, 10)];
  it('"alignment only in batch mode and skipped while a twin-map id is set"', () => {
    expect(alignOps(items, 'left', { batch: false })).toEqual([]);
    expect(alignOps(items, 'left', { batch: true, twinMapId: 'm1' })).toEqual([]);
    expect(alignOps([], 'left', { batch: true })).toEqual([]);
  });
  it('aligns left, centre, right, top, middle and bottom to the selection box', () => {
    expect(values(alignOps(items, 'left', { batch: true }))).toEqual({
      'b.componentRect.componentLeft': 0,
      'c.componentRect.componentLeft': 0,
    });
    expect(values(alignOps(items, 'center', { batch: true }))).toEqual({
      'a.componentRect.componentLeft': 50,
      'b.componentRect.componentLeft': 45,
      'c.componentRect.componentLeft': 50,
    });
    expect(values(alignOps(items, 'right', { batch: true }))).toEqual({
      'a.componentRect.componentLeft': 100,
      'b.componentRect.componentLeft': 90,
    });
    expect(values(alignOps(items, 'top', { batch: true }))).toEqual({
      'b.componentRect.componentTop': 0,
      'c.componentRect.componentTop': 0,
    });
    expect(values(alignOps(items, 'middle', { batch: true }))).toEqual({
      'a.componentRect.componentTop': 20,
      'b.componentRect.componentTop': 10,
      'c.componentRect.componentTop': 20,
    });
    expect(values(alignOps(items, 'bottom', { batch: true }))).toEqual({
      'a.componentRect.componentTop': 40,
      'c.componentRect.componentTop': 40,
    });
  });
  it('"canvas-edge alignment is a no-op if already aligned"', () => {
    const canvas = { width: 1920, height: 1080 };
    expect(alignToCanvasOps([item('a', 0, 0)], 'left', canvas)).toEqual([]);
    expect(alignToCanvasOps([item('a', 1910, 1070)], 'right', canvas)).toEqual([]);
    expect(values(alignToCanvasOps([item('a', 5, 5)], 'bottom', canvas))).toEqual({
      'a.componentRect.componentTop': 1070,
    });
  });
  it('"Alignment: needs at least 3 items for horizontal/vertical distribution and does nothing if the span is smaller than the item count"', () => {
    expect(distributeOps(items.slice(0, 2), 'horizontal')).toEqual([]);
    expect(
      distributeOps([item('a', 0, 0, 0, 0), item('b', 1, 0, 0, 0), item('c', 2, 0, 0, 0)], 'horizontal'),
    ).toEqual([]);
    expect(
      values(distributeOps([item('a', 0, 0), item('b', 15, 0), item('c', 90, 0)], 'horizontal')),
    ).toEqual({ 'b.componentRect.componentLeft': 45 });
    expect(values(distributeOps([item('a', 0, 0), item('b', 0, 45), item('c', 0, 90)], 'vertical'))).toEqual(
      {},
    );
    expect(values(distributeOps([item('a', 0, 0), item('b', 0, 10), item('c', 0, 90)], 'vertical'))).toEqual({
      'b.componentRect.componentTop': 45,
    });
  });
});

describe('paste (docs/reference.md#copy-paste)', () => {
  const view = { left: 0, top: 0, width: 1920, height: 1080 };
  it('"Paste offset: 5 plus 5 per prior paste, per page"', () => {
    expect([0, 1, 2].map(pasteOffset)).toEqual([5, 10, 15]);
    const counter = new PasteCounter();
    expect([counter.next('D1'), counter.next('D1'), counter.next('D2')]).toEqual([0, 1, 0]);
    counter.reset('D1');
    expect(counter.next('D1')).toBe(0);
    counter.reset();
    expect(counter.next('D2')).toBe(0);
    expect(
      pastePosition({ source: { left: 100, top: 100, width: 50, height: 50 }, earlierPastes: 1, view }),
    ).toEqual({ left: 110, top: 110 });
  });
  it('"if the copy would fall outside the visible canvas (margins 25 top/left/right, 35 bottom) it is centred"', () => {
    const size = { width: 100, height: 100 };
    expect(pastePosition({ source: { left: 0, top: 100, ...size }, earlierPastes: 0, view })).toEqual({
      left: 910,
      top: 490,
    });
    expect(pastePosition({ source: { left: 1790, top: 100, ...size }, earlierPastes: 0, view })).toEqual({
      left: 1795,
      top: 105,
    });
    expect(pastePosition({ source: { left: 1791, top: 100, ...size }, earlierPastes: 0, view })).toEqual({
      left: 910,
      top: 490,
    });
    expect(pastePosition({ source: { left: 100, top: 940, ...size }, earlierPastes: 0, view })).toEqual({
      left: 105,
      top: 945,
    });
    expect(pastePosition({ source: { left: 100, top: 941, ...size }, earlierPastes: 0, view })).toEqual({
      left: 910,
      top: 490,
    });
  });
  it('"Default paste position 100,100."', () => {
    expect(pastePosition({ earlierPastes: 3, view })).toEqual({ left: 100, top: 100 });
  });
  it('"3D pasted objects offset by copy count plus 1 on x and z."', () => {
    expect(paste3DPosition({ x: 1, y: 2, z: 3 }, 0)).toEqual({ x: 2, y: 2, z: 4 });
    expect(paste3DPosition({ x: 1, y: 2, z: 3 }, 2)).toEqual({ x: 4, y: 2, z: 6 });
  });
  it('"Paste of a map component creates a copy: new id and sqlId, name with copy suffix, zIndex maximum plus 1 (a group gets consecutive values)"', () => {
    const existing = [
      { _id: 'I1', zIndex: 4 },
      { _id: 'I2', zindex: 7 },
      { _id: 'H1', groupModel: { groupList: [{ _id: 'I3', zIndex: 9 }] } },
    ];
    const pasted = pasteMapComponents(
      [
        { _id: 'I1', _sqlId: 5, componentName: 'layer', zIndex: 4 },
        { _id: 'H1', componentName: 'g', groupModel: { groupList: [{ _id: 'I4' }, { _id: 'I5' }] } },
      ],
      existing,
    );
    expect(pasted[0]).toMatchObject({ componentName: 'layer副本', zIndex: 10 });
    expect(pasted[0]?._id).toMatch(/^I/);
    expect(pasted[0]?._id).not.toBe('I1');
    expect(pasted[0]).not.toHaveProperty('_sqlId');
    expect(pasted[1]?.zIndex).toBe(11);
    expect(pasted[1]?.groupModel?.groupList.map((m) => m.zIndex)).toEqual([11, 12]);
    expect(pasteMapComponents([{ _id: 'I9' }], [])[0]?.zIndex).toBe(1);
  });
});

describe('canvas scale (docs/reference.md#canvas)', () => {
  it('"Initial scale fits the canvas, floor 0.2, capped at the project-size maximum; fallback 0.7 if not a number."', () => {
    expect(
      initialScale({ viewWidth: 960, viewHeight: 1080, canvasWidth: 1920, canvasHeight: 1080, maxScale: 1 }),
    ).toBe(0.5);
    expect(
      initialScale({ viewWidth: 100, viewHeight: 100, canvasWidth: 1920, canvasHeight: 1080, maxScale: 1 }),
    ).toBe(0.2);
    expect(
      initialScale({
        viewWidth: 4000,
        viewHeight: 4000,
        canvasWidth: 1920,
        canvasHeight: 1080,
        maxScale: 1.5,
      }),
    ).toBe(1.5);
    expect(
      initialScale({
        viewWidth: 3840,
        viewHeight: 2160,
        canvasWidth: 1920,
        canvasHeight: 1080,
        maxScale: Number.NaN,
      }),
    ).toBe(2);
    expect(
      initialScale({ viewWidth: 100, viewHeight: 100, canvasWidth: 0, canvasHeight: 0, maxScale: 1 }),
    ).toBe(0.7);
    expect(
      initialScale({
        viewWidth: Number.NaN,
        viewHeight: 100,
        canvasWidth: 10,
        canvasHeight: 10,
        maxScale: 1,
      }),
    ).toBe(0.7);
  });
  it('"Enlarge/shrink snap to multiples of 10 percent or a given ratio step."', () => {
    expect(zoomScale(0.73, 'in')).toBe(0.8);
    expect(zoomScale(0.73, 'out')).toBe(0.7);
    expect(zoomScale(0.7, 'in')).toBe(0.8);
    expect(zoomScale(0.7, 'out')).toBe(0.6);
    expect(zoomScale(0.2, 'out')).toBe(0.2);
    expect(zoomScale(1, 'in', 25)).toBe(1.25);
    expect(zoomScale(Number.NaN, 'in')).toBe(0.8);
  });
});
