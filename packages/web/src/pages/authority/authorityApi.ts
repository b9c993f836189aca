import { api } from '../../app/api';
import type { PermNode } from './perms';

export interface Role {
  roleId: string;
  roleName: string;
  description: string | null;
  isDefault: boolean;
  isSuper: boolean;
  userCount: number;
  codes: string[];
}

/** A role as role/queryRole answers it (for choosing a member's roles). */
export interface RoleChoice {
  roleId: string;
  roleName: string;
  isDefault: boolean;
  isSuper: boolean;
}

export interface Member {
  userId: string;
  account: string;
  nickName: string;
  groupNickName: string | null;
  email: string | null;
  phone: string | null;
  accountState: string;
  joinedAt: string;
  roles: { roleId: string; roleName: string }[];
}

export interface UserGroup {
  id: string;
  name: string;
  description: string | null;
  userCount: number;
  users: { userId: string; nickName: string }[];
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface InviteInput {
  account?: string;
  email?: string;
  phone?: string;
  nickName?: string;
  password?: string;
  roleIds?: string[];
}

/** Roles, permission trees, members and user groups of the current group (docs/reference.md#permissions, docs/reference.md#api). */
export const authorityApi = {
  roles: (keyword: string, pageNum: number, pageSize: number) =>
    api.post<Page<Role>>('competence/role/list', { keyword: keyword || undefined, pageNum, pageSize }),
  roleChoices: () => api.post<RoleChoice[]>('role/queryRole', {}),
  addRole: (roleName: string, description: string) =>
    api.post<{ roleId: string }>('competence/role/add', { roleName, description, codes: [] }),
  editRole: (roleId: string, roleName: string, description: string) =>
    api.post<null>('competence/role/edit', { roleId, roleName, description }),
  deleteRole: (roleId: string) => api.post<{ moved: number }>('competence/role/del', { roleId }),
  setDefault: (roleId: string) => api.post<null>(`competence/role/modify-default/${roleId}`, {}),
  // The merged menu tree shows data and function codes together, so the save replaces all of them at once
  // (bind-perm) rather than one kind (permission/allocate).
  tree: (roleId: string) => api.get<PermNode[]>(`perm-menu/tree/menu/${roleId}`),
  bindCodes: (roleId: string, codes: string[]) =>
    api.post<null>('competence/role/add/bind-perm', { roleId, codes }, { quiet: true }),

  members: (keyword: string, pageNum: number, pageSize: number) =>
    api.get<Page<Member>>('permission-manage/user-manage/users', { keyword, pageNum, pageSize }),
  invite: (body: InviteInput) =>
    api.post<{ result: 'invited' | 'added'; userId: string }>(
      'permission-manage/user-manage/invite-user',
      body,
      // The modal shows the refusal by its field.
      { quiet: true },
    ),
  pendingInvitations: () =>
    api.get<{ inviteId: string; account: string; nickName: string; updatedAt: string }[]>(
      'permission-manage/user-manage/invitations',
    ),
  // The system administrator's view of codes kept instead of mailed (no SMTP/SMS configured).
  outbox: () =>
    api.get<{ id: string; target: string; kind: string; text: string; time: string }[]>('system/outbox', {
      limit: 20,
    }),
  updateMember: (userId: string, roleIds: string[]) =>
    api.post<null>('permission-manage/user-manage/update-user', { userId, roleIds }),
  deleteMember: (userId: string) => api.post<null>('permission-manage/user-manage/delete-user', { userId }),

  userGroups: (keyword: string, pageNum: number, pageSize: number) =>
    api.get<Page<UserGroup>>('permission-manage/user-group-manage/groups', { keyword, pageNum, pageSize }),
  // The members to choose from; 200 is the server's largest page.
  memberChoices: () =>
    api.get<{ userId: string; nickName: string; account: string }[]>('competence/group/listUser', {
      pageNum: 1,
      pageSize: 200,
    }),
  addUserGroup: (body: { name: string; description: string; userIds: string[] }) =>
    api.post<{ id: string }>('competence/group/add', body),
  updateUserGroup: (id: string, body: { name: string; description: string; userIds: string[] }) =>
    api.post<null>(`competence/group/update/${id}`, body),
  deleteUserGroup: (id: string) => api.post<null>(`competence/group/delete/${id}`, {}),
};
