import { describe, expect, it } from 'vitest';
import { appendCases, type CaseItem } from './caseList';

const item = (caseId: string) => ({ caseId, caseName: caseId }) as CaseItem;

describe('case list paging', () => {
  it('appends without duplicates by caseId', () => {
    const next = appendCases([item('a'), item('b')], [item('b'), item('c'), item('c')]);
    expect(next.map((c) => c.caseId)).toEqual(['a', 'b', 'c']);
  });
  it('keeps the pages shown untouched', () => {
    const shown = [item('a')];
    appendCases(shown, [item('x')]);
    expect(shown.map((c) => c.caseId)).toEqual(['a']);
  });
});
