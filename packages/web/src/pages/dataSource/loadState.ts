/**
 * Data-management list state (docs/reference.md#workspace): loading, then complete when results exist,
 * noSearchData when empty with a search word, noData when empty without one.
 */
export type LoadSourceDataStatus = 'loading' | 'complete' | 'noSearchData' | 'noData';

export function sourceLoadStatus(loading: boolean, count: number, keyword: string): LoadSourceDataStatus {
  if (loading) return 'loading';
  if (count > 0) return 'complete';
  return keyword.trim() ? 'noSearchData' : 'noData';
}
