import { api } from '../../app/api';

export type ResourceType = 'folder' | 'project';
export type SubjectType = 'user' | 'role' | 'userGroup';
export type GrantLevel = 'view' | 'edit' | 'manage';
export type Operation = 'view' | 'edit' | 'delete' | 'share' | 'export' | 'manage';

export interface Grant {
  subjectType: SubjectType;
  subjectId: string;
  level: GrantLevel;
  name: string;
}

export interface Grants {
  restricted: boolean;
  grants: Grant[];
  /** A project's grants inherited from its folder. */
  inherited: Grant[];
}

export interface OperateCheck {
  level: GrantLevel | 'none';
  restricted: boolean;
  operations: Record<Operation, boolean>;
}

const ref = (resourceType: ResourceType, resourceId: string) => ({ resourceType, resourceId });
const bare = (g: Grant) => ({ subjectType: g.subjectType, subjectId: g.subjectId, level: g.level });

/** Folder and project grants (permission/*) and the operation check (resource/operate/check). */
export const grantsApi = {
  check: (type: ResourceType, id: string) =>
    api.post<OperateCheck>('resource/operate/check', ref(type, id), { quiet: true }),
  list: (type: ResourceType, id: string) => api.post<Grants>('permission/list', ref(type, id)),
  upsert: (type: ResourceType, id: string, grants: Grant[]) =>
    api.post<Grants>('permission/insertOrUpdate', { ...ref(type, id), grants: grants.map(bare) }),
  replace: (type: ResourceType, id: string, grants: Grant[]) =>
    api.post<Grants>('permission/update', { ...ref(type, id), grants: grants.map(bare) }),
  roles: () => api.post<{ roleId: string; roleName: string; isSuper: boolean }[]>('role/queryRole', {}),
  userGroups: () =>
    api.get<{ list: { id: string; name: string }[] }>(
      'permission-manage/user-group-manage/groups',
      { pageNum: 1, pageSize: 100 },
      { quiet: true },
    ),
};
