import type { Component2D } from '@twincanvas/model';
import { rgba, type LngLat, type Rgba } from '../mapping';

/** Reading an item's `layerModel` with fallbacks (documents come from anywhere: never trust a type). */
export interface ModelReader {
  num(key: string, fallback: number): number;
  str(key: string, fallback?: string): string;
  bool(key: string, fallback: boolean): boolean;
  color(key: string, fallback: Rgba): Rgba;
}

export function reader(item: Component2D): ModelReader {
  const m = (
    typeof item.layerModel === 'object' && item.layerModel !== null ? item.layerModel : {}
  ) as Record<string, unknown>;
  return {
    num: (k, f) => (typeof m[k] === 'number' && Number.isFinite(m[k]) ? m[k] : f),
    str: (k, f = '') => (typeof m[k] === 'string' ? m[k] : f),
    bool: (k, f) => (typeof m[k] === 'boolean' ? m[k] : f),
    color: (k, f) => rgba(m[k], f),
  };
}

/** A colour with the layer's opacity applied to its alpha. */
export const faded = (c: Rgba, opacity: number): Rgba => [c[0], c[1], c[2], Math.round(c[3] * opacity)];

/** Fonts the browser already has for Chinese and Latin labels: nothing is downloaded (docs/maps.md). */
export const LOCAL_FONTS =
  '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", "Source Han Sans SC", "WenQuanYi Micro Hei", sans-serif';

/**
 * Per-input memo: a builder runs on every view change (clustering) and data refresh; conversions keyed
 * by the rows array and the coordinate shift are reused while both are the same objects.
 */
export function memoByRows<T>(fn: (rows: readonly unknown[], shift: (p: LngLat) => LngLat) => T) {
  const cache = new WeakMap<readonly unknown[], { shift: unknown; value: T }>();
  return (rows: readonly unknown[], shift: (p: LngLat) => LngLat): T => {
    const hit = cache.get(rows);
    if (hit && hit.shift === shift) return hit.value;
    const value = fn(rows, shift);
    cache.set(rows, { shift, value });
    return value;
  };
}

/** The item's own name for legends. */
export const titleOf = (item: Component2D): string => item.componentName ?? '';
