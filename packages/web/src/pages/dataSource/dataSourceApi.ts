import { api } from '../../app/api';

/** Calls and shapes of /remote/source/* (server: modules/datasources). Credentials are never answered. */
export const DATA_PERM = { view: '1030105', edit: '1030101' } as const;
export const SOURCE_PAGE_SIZE = 10;
export const MASK = '******';

export const SOURCE_TYPES = [
  'api',
  'mysql',
  'postgreSQL',
  'sqlServer',
  'oracle',
  'DAYU',
  'socket',
  'twins',
  'file',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
export const SQL_TYPES: readonly SourceType[] = ['mysql', 'postgreSQL', 'sqlServer', 'oracle'];
export const DEFAULT_PORT: Partial<Record<SourceType, number>> = {
  mysql: 3306,
  postgreSQL: 5432,
  sqlServer: 1433,
  oracle: 1521,
};

export interface HeaderRow {
  key: string;
  value: string;
  secret?: boolean;
}

export interface SourceView {
  id: string;
  name: string;
  type: SourceType;
  typeCode: number | null;
  groupManagementId: string | null;
  config: Record<string, unknown>;
  hasPassword: boolean;
  hasAppSecret: boolean;
  hasAppPassword: boolean;
  secretUnreadable: boolean;
  updatedAt: string;
}

/** Sources per data-source group: all, in none, and per group id. */
export interface GroupCounts {
  all: number;
  ungrouped: number;
  byGroup: Record<string, number>;
}

export interface SourcePage {
  list: SourceView[];
  totalResult: number;
  totalPage: number;
  pages: number;
  page: number;
  groupCounts?: GroupCounts;
}

/** A data-source group: a resource group of group type 7 (/group-management/.../7). */
export interface SourceGroup {
  id: string;
  name: string;
}
export const SOURCE_GROUP_TYPE = 7;

export interface Secrets {
  password?: string | null;
  appSecret?: string | null;
  appPassword?: string | null;
}

export interface TestAnswer {
  success: boolean;
  ms: number;
  message: string;
  sample: unknown;
  /** Set when the account holds superuser-like rights (PostgreSQL / MySQL): ask for a SELECT-only role. */
  warning?: string;
}

export interface FilePreview {
  fileName: string;
  format: string;
  columns: string[];
  total: number;
  rows: Record<string, unknown>[];
}

export const sourceApi = {
  /** groupManagementId: one group, null the ungrouped sources, absent all. */
  page: (body: { keyword?: string; page: number; limit: number; groupManagementId?: string | null }) =>
    api.post<SourcePage>('remote/source/queryPage', body),
  save: (body: {
    id?: string;
    name: string;
    type: SourceType;
    config: Record<string, unknown>;
    secrets: Secrets;
    groupManagementId?: string | null;
  }) => api.post<SourceView>('remote/source/saveOrUpdate', body),
  move: (ids: string[], groupManagementId: string | null) =>
    api.post<{ moved: number }>('remote/source/addOffLineDadaResourceShip', { ids, groupManagementId }),
  test: (body: { id?: string; type: SourceType; config: Record<string, unknown>; secrets: Secrets }) =>
    api.post<TestAnswer>('remote/source/testConnection', body, { quiet: true }),
  remove: (ids: string[]) => api.post<{ deleted: number }>('remote/source/delete', { ids }),
  deleteCheck: (ids: string[]) =>
    // otherProjects: projects using them that usedBy does not name (hidden from the caller by grants).
    api.post<{ usedBy: { projectId: string; projectName: string }[]; otherProjects: number }>(
      'remote/source/delete/authorize',
      { ids },
    ),
  upload: (body: {
    id?: string;
    name?: string;
    fileName: string;
    content: string;
    previewOnly?: boolean;
    groupManagementId?: string | null;
  }) =>
    api.post<{ source: SourceView | null; preview: FilePreview }>(
      'remote/source/saveOrUpdateUpLoadData',
      body,
    ),
  tokens: () =>
    api.post<{ tokenUid: string; name: string; url: string }[]>('remote/source/queryTokenList', {}),
};

export const groupApi = {
  list: () => api.post<SourceGroup[]>(`group-management/queryAll/${SOURCE_GROUP_TYPE}`, {}),
  add: (name: string) => api.post<SourceGroup>(`group-management/add/${SOURCE_GROUP_TYPE}`, { name }),
  rename: (id: string, name: string) =>
    api.post<SourceGroup>(`group-management/update/${SOURCE_GROUP_TYPE}`, { id, name }),
  remove: (id: string) => api.post(`group-management/delete/${SOURCE_GROUP_TYPE}`, { id }),
};

/** A file's bytes as base64 (the upload travels inside the JSON body). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** One line saying where a source points, for the list. */
export function addressOf(s: SourceView): string {
  const c = s.config;
  if (s.type === 'file') return String(c.fileName ?? '');
  if (SQL_TYPES.includes(s.type))
    return `${String(c.host ?? '')}:${String(c.port ?? '')}/${String(c.database ?? '')}`;
  return String(c.url ?? '');
}
