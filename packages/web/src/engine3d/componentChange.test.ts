import { describe, expect, it } from 'vitest';
import type { Component3D } from '@twincanvas/model';
import { mergedById, removedOnly } from './componentChange';

const c = (id: string) => ({ _id: id, type: 'sign' }) as unknown as Component3D;

describe('removedOnly', () => {
  const [a, b, d] = [c('a'), c('b'), c('d')];
  it('names the components a list lost when that is all that changed', () => {
    expect(removedOnly([a, b, d], [a, d])).toEqual(['b']);
    expect(removedOnly([a, b, d], [])).toEqual(['a', 'b', 'd']);
    expect(removedOnly([a, b, d], [b])).toEqual(['a', 'd']);
  });
  it('is null for any other change: an add, an edit, a reorder, no list before', () => {
    expect(removedOnly([a], [a, b])).toBeNull();
    expect(removedOnly([a, b], [a, b])).toBeNull();
    expect(removedOnly([a, b, d], [c('a'), d])).toBeNull();
    expect(removedOnly([a, b, d], [d, a])).toBeNull();
    expect(removedOnly(undefined, [a])).toBeNull();
  });
});

describe('mergedById', () => {
  it('puts a changed component in its place and appends a new one, leaving the list given alone', () => {
    const [a, b] = [c('a'), c('b')];
    const list = [a, b];
    const a2 = c('a');
    const merged = mergedById(list, [a2, c('n')]);
    expect(merged.map((x) => x._id)).toEqual(['a', 'b', 'n']);
    expect(merged[0]).toBe(a2);
    expect(list).toEqual([a, b]);
  });
});
