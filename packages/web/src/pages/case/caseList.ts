/** A case as the galleries list it. */
export interface CaseItem {
  caseId: string;
  caseFlag: string;
  caseName: string;
  category: string;
  description: string;
  thumbnailUrl: string;
  official: boolean;
  copyCount: number;
}

export interface CaseAnswer {
  list: CaseItem[];
  caseNum: number;
  categories: string[];
}

/** Case page size and the count-only end value (docs/reference.md#limits). */
export const CASE_PAGE = 20;
export const COUNT_ONLY_END = 10000;

/**
 * docs/reference.md#workspace: results are appended and duplicates by caseId removed (a case published
 * while the user pages would otherwise show twice). Answers for an earlier gallery or category never reach
 * the list: the gallery page keys its pages by both.
 */
export function appendCases(shown: readonly CaseItem[], page: readonly CaseItem[]): CaseItem[] {
  const seen = new Set(shown.map((c) => c.caseId));
  return [...shown, ...page.filter((c) => !seen.has(c.caseId) && seen.add(c.caseId))];
}
