import { api } from '../../app/api';
import type { ProjectItem } from './projectList';

/** Folder (docs/reference.md#workspace). */
export interface Folder {
  id: string;
  perId?: string;
  perName: string;
  projectCount: number;
  groupType?: number;
}

export type RecycleKind = 'project' | 'folder';

export interface RecycleItem {
  id: string;
  type: RecycleKind;
  name: string;
  deletedAt: string;
  deletedBy: string | null;
  deletedByName: string;
  folderId: string | null;
}

/** Typed calls of the manager; all go through the one API client. */
export const manageApi = {
  folders: () => api.post<Folder[]>('userFolder/getUserFolders', { start: 0, end: 1000 }),
  // The group's use of each resource category; the manager shows the project quota.
  resourceNumbers: () =>
    api.post<{ type: string; total: number; used: number }[]>('group/resource-number', {}, { quiet: true }),
  addFolder: (name: string) => api.post<Folder>('userFolder/add', { name }),
  renameFolder: (id: string, name: string) => api.post<Folder>('userFolder/rename', { id, name }),
  // '501302' (already gone) counts as a successful delete as well as '0'.
  deleteFolder: (id: string) => api.post<null>('userFolder/delete', { id }, { okCodes: ['501302'] }),
  copyFolder: (id: string) => api.post<Folder>('folder-manage/copy/folder', { id }),
  folderMembers: (
    folderId: string,
    keyword: string,
    pageNum = 1,
    pageSize = 10,
    opts: { quiet?: boolean } = {},
  ) =>
    api.post<{ list: { userId: string; nickName: string; account: string }[]; total: number }>(
      'userFolder/members',
      {
        folderId,
        keyword,
        pageNum,
        pageSize,
      },
      opts,
    ),
  projects: async (folderId: string, start: number, end: number, keyword: string) =>
    (
      await api.post<{ list: ProjectItem[]; total: number }>('project/v2/in/folder/list', {
        folderId,
        start,
        end,
        keyword: keyword || undefined,
      })
    ).list,
  createProject: (folderId: string, projectName: string) =>
    api.post<{ id: string; projectFlag: string }>('project/v2/create', { folderId, projectName }),
  renameProject: (projectId: string, name: string) =>
    api.post<null>('project/v2/rename', { projectId, name }),
  moveProjects: (projectIds: string[], folderId: string) =>
    api.post<null>('project/v2/move', { projectIds, folderId }),
  copyProject: (projectId: string) => api.post<ProjectItem>('project/v2/copy', { projectId }),
  deleteProjects: (projectIds: string[]) => api.post<{ count: number }>('project/v2/delete', { projectIds }),
  recycleList: (kind?: string) =>
    api.post<{ list: RecycleItem[]; total: number }>('recycle-bin/list-by-para', {
      kind,
      pageNum: 1,
      pageSize: 100,
    }),
  restore: (recoveryIds: string[]) => api.post<null>('recycle-bin/restore', { recoveryIds }),
  remove: (recoveryIds: string[]) => api.post<null>('recycle-bin/remove', { recoveryIds }),
  removeAll: () => api.post<null>('recycle-bin/remove/all', {}),
};
