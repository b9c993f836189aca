import { OpError } from './errors.js';

export type Path = string | readonly string[];

/** Segments that would reach an object's prototype; refused so a received op cannot pollute it. */
const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function toSegments(path: Path): string[] {
  const segments = typeof path === 'string' ? (path === '' ? [] : path.split('.')) : [...path];
  for (const segment of segments) {
    if (FORBIDDEN_SEGMENTS.has(segment)) throw new OpError(`forbidden path segment '${segment}'`);
    if (segment === '') throw new OpError('empty path segment');
  }
  return segments;
}

/** Whether two op paths touch the same value: equal, or one inside the other. */
export function pathsOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** Splits an op path: the first segment names a node ('' = project root), the rest name fields. */
export function parseOpPath(path: string): { nodeId: string; rest: string[] } {
  if (typeof path !== 'string') throw new OpError('op path must be a string');
  const [nodeId = '', ...rest] = path.split('.');
  toSegments(rest);
  return { nodeId, rest };
}

function arrayIndex(segment: string, length: number): number | null {
  if (!/^\d+$/.test(segment)) return null;
  const index = Number(segment);
  return index < length ? index : null;
}

/** Value at a dotted path, or undefined when any step is missing. */
export function getAtPath(target: unknown, path: Path): unknown {
  let current: unknown = target;
  for (const segment of toSegments(path)) {
    if (Array.isArray(current)) {
      const index = arrayIndex(segment, current.length);
      if (index === null) return undefined;
      current = current[index];
    } else if (isPlainObject(current) && Object.hasOwn(current, segment)) {
      current = current[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

/**
 * A copy of `target` with `value` at `path`; copies only the objects on the path.
 * Every step but the last must already exist, so that setting back the old value is an exact undo.
 * Setting undefined removes an object key (an array slot is set to undefined).
 */
export function setAtPath<T>(target: T, path: Path, value: unknown): T {
  const segments = toSegments(path);
  if (segments.length === 0) throw new OpError('empty property path');
  return setSegments(target, segments, 0, value) as T;
}

function setSegments(target: unknown, segments: readonly string[], at: number, value: unknown): unknown {
  const segment = segments[at] as string;
  const last = at === segments.length - 1;
  if (Array.isArray(target)) {
    const index = arrayIndex(segment, target.length);
    if (index === null) throw new OpError(`index '${segment}' is outside the array`);
    const copy = [...target];
    copy[index] = last ? value : setSegments(copy[index], segments, at + 1, value);
    return copy;
  }
  if (!isPlainObject(target))
    throw new OpError(`path step '${segments.slice(0, at).join('.')}' is not an object`);
  const copy: Record<string, unknown> = { ...target };
  if (last) {
    if (value === undefined) delete copy[segment];
    else copy[segment] = value;
    return copy;
  }
  if (!Object.hasOwn(target, segment)) {
    throw new OpError(`path step '${segments.slice(0, at + 1).join('.')}' does not exist`);
  }
  copy[segment] = setSegments(target[segment], segments, at + 1, value);
  return copy;
}
