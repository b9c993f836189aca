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
  rId: number | string | null;
}

/** Case page size and the count-only end value (docs/reference.md#limits). */
export const CASE_PAGE = 20;
export const COUNT_ONLY_END = 10000;

/**
 * docs/reference.md#workspace: results are appended and duplicates by caseId removed; a response whose
 * request id is not the latest one is dropped (null: keep the current list).
 */
export function mergeCases(
  current: readonly CaseItem[],
  answer: CaseAnswer,
  latestRequest: number,
  replace: boolean,
): CaseItem[] | null {
  if (answer.rId !== null && Number(answer.rId) !== latestRequest) return null;
  const base = replace ? [] : current;
  const seen = new Set(base.map((c) => c.caseId));
  return [...base, ...answer.list.filter((c) => !seen.has(c.caseId) && seen.add(c.caseId))];
}
