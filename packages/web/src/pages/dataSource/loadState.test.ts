import { describe, expect, it } from 'vitest';
import { addressOf, type SourceView } from './dataSourceApi';
import { sourceLoadStatus } from './loadState';
import { groupFilter } from './SourceGroups';

describe('data-management list state', () => {
  it('follows loading → complete / noSearchData / noData', () => {
    expect(sourceLoadStatus(true, 5, 'x')).toBe('loading');
    expect(sourceLoadStatus(false, 2, '')).toBe('complete');
    expect(sourceLoadStatus(false, 0, ' weather ')).toBe('noSearchData');
    expect(sourceLoadStatus(false, 0, '  ')).toBe('noData');
  });

  it('shows where a source points', () => {
    const s = (type: SourceView['type'], config: Record<string, unknown>) => ({ type, config }) as SourceView;
    expect(addressOf(s('mysql', { host: 'db', port: 3306, database: 'sales' }))).toBe('db:3306/sales');
    expect(addressOf(s('api', { url: 'https://x/y' }))).toBe('https://x/y');
    expect(addressOf(s('file', { fileName: 'a.csv' }))).toBe('a.csv');
  });
});

describe('group filter', () => {
  it('all sends no group, none sends null, a group its id', () => {
    expect(groupFilter('all')).toEqual({});
    expect(groupFilter('none')).toEqual({ groupManagementId: null });
    expect(groupFilter('3f0c…')).toEqual({ groupManagementId: '3f0c…' });
  });
});
