import { describe, expect, it } from 'vitest';
import { activeIndex } from '../navigationBar/active';
import { panelAnimation } from '../dynamicPanel/animation';
import { marqueePlan } from '../text/marquee';
import { RECONNECT_MAX_MS, reconnectDelay } from '../videoStream/backoff';
import { isHttpUrl, safeMediaUrl } from './url';

describe('small rules of the 2D kinds', () => {
  it('iframe addresses: http and https only', () => {
    expect(isHttpUrl('https://example.com/a?b')).toBe(true);
    expect(isHttpUrl('http://10.0.0.1:8080')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'ftp://x',
      '/relative',
      ' ',
      42,
    ])
      expect(isHttpUrl(bad), String(bad)).toBe(false);
  });
  it('media addresses: http(s), same-site paths, data:image only where asked', () => {
    expect(safeMediaUrl('https://x/v.mp4')).toBe('https://x/v.mp4');
    expect(safeMediaUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(safeMediaUrl('javascript:alert(1)')).toBeNull();
    expect(safeMediaUrl('//evil/x')).toBeNull();
    expect(safeMediaUrl('data:image/png;base64,AAA')).toBeNull();
    expect(safeMediaUrl('data:image/png;base64,AAA', { allowDataImage: true })).toBe(
      'data:image/png;base64,AAA',
    );
  });
  it('stream reconnect delay doubles from 1 s and stops at 30 s', () => {
    const none = () => 0;
    expect([0, 1, 2, 3].map((a) => reconnectDelay(a, none))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(20, none)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(0, () => 1)).toBe(800);
  });
  it('marquee: enters from one edge and leaves by the other at the given speed', () => {
    expect(
      marqueePlan({ scrollOn: false }, { width: 100, height: 20 }, { width: 50, height: 20 }),
    ).toBeNull();
    expect(
      marqueePlan({ scrollOn: true, scrollSpeed: 50 }, { width: 100, height: 20 }, { width: 50, height: 20 }),
    ).toEqual({
      axis: 'X',
      from: 100,
      to: -50,
      durationS: 3,
    });
    expect(
      marqueePlan(
        { scrollOn: true, scrollDirection: 'down', scrollSpeed: 10 },
        { width: 1, height: 40 },
        { width: 1, height: 60 },
      ),
    ).toEqual({
      axis: 'Y',
      from: -60,
      to: 40,
      durationS: 10,
    });
  });
  it('navigation bar: the item naming the current page, then scene, then the last clicked', () => {
    const items = [
      { name: 'a', sceneId: 'C1' },
      { name: 'b', pageId: 'P2' },
      { name: 'c', sceneId: 'C1', pageId: 'P3' },
    ];
    expect(activeIndex(items, { sceneId: 'C1', pageId: 'P3' }, 1)).toBe(2);
    expect(activeIndex(items, { sceneId: 'C1', pageId: 'P9' }, 1)).toBe(0);
    expect(activeIndex(items, null, 1)).toBe(1);
    expect(activeIndex(items, null, 7)).toBe(2);
    expect(activeIndex([], null, 0)).toBe(-1);
  });
  it('dynamic panel switch animation: CSS keyframes per kind and direction', () => {
    expect(panelAnimation('fade', 'left', 1000)).toEqual({
      enter: 'tc-dp-in-fade 1000ms ease both',
      leave: 'tc-dp-out-fade 1000ms ease both',
    });
    expect(panelAnimation('slide', 'up', 500)?.enter).toBe('tc-dp-in-slide-up 500ms ease both');
    expect(panelAnimation('none', 'left', 1000)).toBeNull();
    expect(panelAnimation('bogus', 'left', 1000)).toBeNull();
    expect(panelAnimation('fade', 'left', 0)).toBeNull();
  });
});
