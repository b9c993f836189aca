/**
 * Permission codes, grouped by the tags of docs/reference.md#permissions. Seven digits: 1 + tag (2) + area (2) +
 * action (2). Action 05 is always "view"; that is how 1080205 (view users) and 1080305 (view
 * user groups) read, and every other code follows the same pattern.
 */
export const PERMISSION_TAGS = [
  'projectList',
  'resourceManage',
  'dataManage',
  'authorityManage',
  'caseManage',
  'deployManage',
  'recycleManage',
] as const;
export type PermissionTag = (typeof PERMISSION_TAGS)[number];

export interface PermissionDef {
  code: string;
  tag: PermissionTag;
  zh: string;
  en: string;
}

const def = (code: string, tag: PermissionTag, zh: string, en: string): PermissionDef => ({
  code,
  tag,
  zh,
  en,
});

export const PERMISSIONS = {
  projectView: def('1010105', 'projectList', '查看项目', 'View projects'),
  projectCreate: def('1010101', 'projectList', '新建项目', 'Create projects'),
  projectEdit: def('1010102', 'projectList', '编辑项目', 'Edit projects'),
  projectDelete: def('1010103', 'projectList', '删除项目', 'Delete projects'),
  projectShare: def('1010104', 'projectList', '分享项目', 'Share projects'),
  projectExport: def('1010106', 'projectList', '导入导出项目', 'Import and export projects'),
  folderView: def('1010205', 'projectList', '查看文件夹', 'View folders'),
  folderEdit: def('1010201', 'projectList', '管理文件夹', 'Manage folders'),
  logView: def('1010305', 'projectList', '查看操作日志', 'View the operation log'),
  resourceView: def('1020105', 'resourceManage', '查看资源', 'View resources'),
  resourceEdit: def('1020101', 'resourceManage', '上传与管理资源', 'Upload and manage resources'),
  dataView: def('1030105', 'dataManage', '查看数据源', 'View data sources'),
  dataEdit: def('1030101', 'dataManage', '管理数据源', 'Manage data sources'),
  roleView: def('1080105', 'authorityManage', '查看角色', 'View roles'),
  roleEdit: def('1080101', 'authorityManage', '管理角色', 'Manage roles'),
  userView: def('1080205', 'authorityManage', '查看用户', 'View users'),
  userEdit: def('1080201', 'authorityManage', '管理用户', 'Manage users'),
  userGroupView: def('1080305', 'authorityManage', '查看用户组', 'View user groups'),
  userGroupEdit: def('1080301', 'authorityManage', '管理用户组', 'Manage user groups'),
  groupEdit: def('1080401', 'authorityManage', '管理团队信息', 'Manage the group'),
  caseView: def('1040105', 'caseManage', '查看案例', 'View cases'),
  caseEdit: def('1040101', 'caseManage', '发布与管理案例', 'Publish and manage cases'),
  deployView: def('1050105', 'deployManage', '查看部署', 'View deployment'),
  deployEdit: def('1050101', 'deployManage', '管理部署', 'Manage deployment'),
  recycleView: def('1060105', 'recycleManage', '查看回收站', 'View the recycle bin'),
  recycleEdit: def('1060101', 'recycleManage', '恢复与彻底删除', 'Restore and remove for good'),
} as const satisfies Record<string, PermissionDef>;

export type PermissionName = keyof typeof PERMISSIONS;
export const ALL_PERMISSION_CODES: readonly string[] = Object.values(PERMISSIONS).map((p) => p.code);

/** The name (docs/reference.md#permissions) of the role whose holders are hidden from user lists and hold every permission. */
export const SUPER_ADMIN_ROLE = '超级管理员';

/** What a member gets by default: look at the group's work, change nothing administrative. */
export const DEFAULT_MEMBER_PERMISSIONS = [
  PERMISSIONS.projectView,
  PERMISSIONS.projectCreate,
  PERMISSIONS.projectEdit,
  PERMISSIONS.folderView,
  PERMISSIONS.resourceView,
  PERMISSIONS.dataView,
  PERMISSIONS.caseView,
].map((p) => p.code);
