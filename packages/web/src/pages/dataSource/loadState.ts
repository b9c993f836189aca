/**
 * Data-management list state (platform spec section 4): loading, then complete when results exist,
 * noSearchData when empty with a search word, noData when empty without one.
 */
export type LoadSourceDataStatus = 'loading' | 'complete' | 'noSearchData' | 'noData';

export function sourceLoadStatus(loading: boolean, count: number, keyword: string): LoadSourceDataStatus {
  if (loading) return 'loading';
  if (count > 0) return 'complete';
  return keyword.trim() ? 'noSearchData' : 'noData';
}
