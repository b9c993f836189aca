/** A project as the manager lists it (docs/reference.md#workspace, Project list item). */
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
 * Paging of the project list (docs/reference.md#workspace): with a keyword a load replaces the list; without one it
 * appends while the list is shorter than start and replaces it otherwise; haveUnLoad turns false once a
 * page comes back empty or short. `start` is the offset of the first item asked
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

/** Selecting a project toggles it in the selection (docs/reference.md#workspace). */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}
