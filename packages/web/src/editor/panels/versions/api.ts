import type { VersionDiff } from '@twincanvas/model';
import { api } from '../../../app/api';

export type VersionKind = 'named' | 'auto' | 'beforeRestore';

export interface VersionItem {
  versionId: string;
  name: string;
  kind: VersionKind;
  revision: number;
  createdAt: string;
  authorId: string | null;
  authorName: string;
}

export interface VersionSettings {
  autoIntervalMinutes: number;
  autoKeep: number;
}

/** The versions routes (packages/server/src/modules/versions), through the one API client. */
export const versionsApi = {
  list: (projectId: string) =>
    api.post<{ versions: VersionItem[]; settings: VersionSettings }>('project/versions/list', { projectId }),
  create: (projectId: string, name: string) =>
    api.post<VersionItem>('project/versions/create', { projectId, name }),
  diff: (projectId: string, from: string, to: string) =>
    api.post<VersionDiff>('project/versions/diff', { projectId, from, to }),
  restore: (projectId: string, versionId: string) =>
    api.post<{ revision: number }>('project/versions/restore', { projectId, versionId }),
  remove: (projectId: string, versionId: string) =>
    api.post<null>('project/versions/delete', { projectId, versionId }),
  settings: (projectId: string, s: VersionSettings) =>
    api.post<VersionSettings>('project/versions/settings', { projectId, ...s }),
};
