import { useMemo } from 'react';
import { type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { manageApi, type Folder } from './manageApi';
import { mergeProjectPage, PROJECT_PAGE_SIZE, type ProjectItem } from './projectList';

/** Everything the manager reads is under this key; the group is part of it, a switch never shows another group's folders. */
const MANAGE = 'manage';
const NO_FOLDERS: Folder[] = [];

function useGroupId(): string | null {
  return useSession((s) => s.session?.groupId ?? null);
}

/** The group's folders. */
export function useFolders() {
  const groupId = useGroupId();
  return useQuery({ queryKey: [MANAGE, 'folders', groupId], queryFn: manageApi.folders });
}

/** The folder shown: the one chosen while the list holds it, otherwise the first (docs/reference.md#workspace). */
export function useCurrentFolder(chosen: string | null): { folders: Folder[]; folder: Folder | undefined } {
  const folders = useFolders().data ?? NO_FOLDERS;
  return { folders, folder: folders.find((f) => f.id === chosen) ?? folders[0] };
}

/**
 * The current folder's projects, 30 a page; "more" asks for the next page. The pages are folded as
 * `mergeProjectPage` says (with a keyword a page replaces the list). While a new search is out the list
 * shown stays; another folder starts empty.
 */
export function useProjects(folderId: string | null, keyword: string) {
  const groupId = useGroupId();
  const query = useInfiniteQuery({
    queryKey: [MANAGE, 'projects', groupId, folderId, keyword],
    enabled: folderId !== null,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      manageApi.projects(folderId!, pageParam, pageParam + PROJECT_PAGE_SIZE, keyword),
    getNextPageParam: (last, _pages, lastStart) =>
      last.length >= PROJECT_PAGE_SIZE ? lastStart + PROJECT_PAGE_SIZE : undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === folderId ? previous : undefined,
  });
  const data = folderId === null ? undefined : query.data;
  const projects = useMemo(
    () =>
      (data?.pages ?? []).reduce<ProjectItem[]>(
        (list, page, i) =>
          mergeProjectPage(list, page, { keyword, start: data!.pageParams[i] as number }).projects,
        [],
      ),
    [data, keyword],
  );
  return { query, projects, haveUnLoad: folderId !== null && query.hasNextPage };
}

/** What a change on the manager makes stale. */
export function useManageRefresh() {
  const client = useQueryClient();
  // One set per client: effects that depend on these functions must not run again on every render.
  return useMemo(() => refreshers(client), [client]);
}

function refreshers(client: QueryClient) {
  const folders = () => client.invalidateQueries({ queryKey: [MANAGE, 'folders'] });
  const projects = () => client.invalidateQueries({ queryKey: [MANAGE, 'projects'] });
  return {
    folders,
    projects,
    /** Folders (their counts), the list and the group's resource count: creating, copying or deleting changes all three. */
    all: () =>
      Promise.all([folders(), projects(), client.invalidateQueries({ queryKey: ['group-resources'] })]),
    /** A deleted folder leaves the list at once, before the list is read again. */
    forgetFolder: (id: string) => {
      client.setQueriesData<Folder[]>({ queryKey: [MANAGE, 'folders'] }, (list) =>
        list?.filter((f) => f.id !== id),
      );
      return folders();
    },
  };
}
