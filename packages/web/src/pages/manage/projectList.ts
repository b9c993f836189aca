/** A project as the manager lists it (platform spec section 3, Project list item). */
export interface ProjectItem {
  id: string;
  projectName: string;
  projectFlag: string;
  folderId: string;
  thumbnailUrl?: string | null;
  updatedAt?: string;
}

export const PROJECT_PAGE_SIZE = 30;

/**
 * Platform spec section 4: "a new load replaces the list when a keyword exists. Without a keyword, results
 * are appended when the list is shorter than start, otherwise they replace it. haveUnLoad becomes false
 * when no more data came back or fewer than the page size." `start` is the offset of the first item asked
 * for, so a list already holding that range is replaced (a reload), never duplicated.
 */
export function mergeProjectPage(
  list: readonly ProjectItem[],
  page: readonly ProjectItem[],
  opts: { keyword: string; start: number; pageSize?: number },
): { projects: ProjectItem[]; haveUnLoad: boolean } {
  const size = opts.pageSize ?? PROJECT_PAGE_SIZE;
  const append = opts.keyword === '' && list.length <= opts.start && opts.start > 0;
  const projects = append ? [...list, ...page.filter((p) => !list.some((q) => q.id === p.id))] : [...page];
  return { projects, haveUnLoad: page.length >= size };
}

/** Selecting a project toggles it in the selection (platform spec section 4). */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}
