import { describe, expect, it } from 'vitest';
import { mergeCases, type CaseItem } from './caseList';

const item = (caseId: string) => ({ caseId, caseName: caseId }) as CaseItem;

describe('case list merging', () => {
  it('appends without duplicates by caseId', () => {
    const next = mergeCases(
      [item('a'), item('b')],
      { list: [item('b'), item('c')], caseNum: 3, categories: [], rId: 2 },
      2,
      false,
    );
    expect(next!.map((c) => c.caseId)).toEqual(['a', 'b', 'c']);
  });
  it('drops a stale answer and replaces on a new filter', () => {
    expect(
      mergeCases([item('a')], { list: [item('x')], caseNum: 1, categories: [], rId: 1 }, 2, false),
    ).toBeNull();
    expect(
      mergeCases([item('a')], { list: [item('x')], caseNum: 1, categories: [], rId: 3 }, 3, true)!.map(
        (c) => c.caseId,
      ),
    ).toEqual(['x']);
  });
});
