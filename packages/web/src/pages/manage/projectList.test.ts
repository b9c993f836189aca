import { describe, expect, it } from 'vitest';
import { mergeProjectPage, toggleSelection, type ProjectItem } from './projectList';

const items = (from: number, n: number): ProjectItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${from + i}`,
    projectName: `P${from + i}`,
    projectFlag: `f${from + i}`,
    folderId: 'f',
  }));

describe('project list paging (docs/reference.md#workspace)', () => {
  it('"a new load replaces the list when a keyword exists"', () => {
    const r = mergeProjectPage(items(0, 30), items(100, 2), { keyword: 'x', start: 30 });
    expect(r.projects.map((p) => p.id)).toEqual(['p100', 'p101']);
  });
  it('"Without a keyword, results are appended when the list is shorter than start, otherwise they replace it."', () => {
    expect(mergeProjectPage(items(0, 30), items(30, 30), { keyword: '', start: 30 }).projects).toHaveLength(
      60,
    );
    expect(mergeProjectPage(items(0, 30), items(0, 30), { keyword: '', start: 0 }).projects).toHaveLength(30);
    // A reload of a range the list already holds replaces it rather than duplicating.
    expect(mergeProjectPage(items(0, 60), items(0, 30), { keyword: '', start: 0 }).projects).toHaveLength(30);
  });
  it('"haveUnLoad becomes false when no more data came back or fewer than the page size."', () => {
    expect(mergeProjectPage([], items(0, 30), { keyword: '', start: 0 }).haveUnLoad).toBe(true);
    expect(mergeProjectPage([], items(0, 29), { keyword: '', start: 0 }).haveUnLoad).toBe(false);
    expect(mergeProjectPage(items(0, 30), [], { keyword: '', start: 30 }).haveUnLoad).toBe(false);
  });
  it('"Selecting a project toggles it in the selection."', () => {
    expect(toggleSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleSelection(['a', 'b'], 'a')).toEqual(['b']);
  });
});
