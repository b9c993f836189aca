import { api, download } from '../../app/api';

/** The vendor side's calls (docs/reference.md#api "Deployment"); 'version' or 'environment' records. */
export type DeployKind = 'version' | 'environment';
export const DEPLOY_PAGE_SIZE = 9;
export const DEPLOY_PERM = { view: '1050105', edit: '1050101' } as const;

export interface Counts {
  activationTotalCount: number;
  activationUsedCount: number;
  projectTotalCount: number;
  projectUsedCount: number;
}
export interface VersionItem extends Counts {
  id: string;
  kind: DeployKind;
  name: string;
  version: string;
  remark: string;
  createdAt: string;
}
export interface RecordItem {
  id: string;
  versionId: string;
  customer: string;
  machineCode: string;
  seats: number;
  projects: number;
  expiresAt: string;
  status: 'pending' | 'activated';
  activatedAt: string | null;
  prolongedTimes: number;
  remark: string;
  expired: boolean;
  daysLeft: number;
  expiringSoon: boolean;
}
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
export interface RecordPage extends Page<RecordItem> {
  counts: (VersionItem & Counts) | null;
  expirationInfo: { expired: number; expiringSoon: number };
}

const base = (k: DeployKind) =>
  k === 'version'
    ? { v: 'privatization-version-manage', r: 'privatization-activation-record' }
    : { v: 'privatization-version-manage-environment', r: 'privatization-activation-record-environment' };

export const deployApi = {
  visible: () =>
    api.post<{ visible: boolean }>(
      'privatization-version-manage/isPrivatizationEntranceVisible',
      {},
      { quiet: true },
    ),
  versions: (k: DeployKind, pageNum: number) =>
    api.post<Page<VersionItem>>(`${base(k).v}/queryList`, { pageNum, pageSize: DEPLOY_PAGE_SIZE }),
  addVersion: (
    k: DeployKind,
    b: { name: string; version: string; remark?: string; activationTotal: number; projectTotal: number },
  ) => api.post<VersionItem>(`${base(k).v}/add`, b),
  exportVersions: (k: DeployKind) => download(`${base(k).v}/export`, {}, `${k}s.csv`),
  records: (k: DeployKind, versionId: string, pageNum: number) =>
    api.post<RecordPage>(`${base(k).r}/list`, { versionId, pageNum, pageSize: DEPLOY_PAGE_SIZE }),
  addRecord: (
    k: DeployKind,
    b: {
      versionId: string;
      customer: string;
      machineCode: string;
      seats: number;
      projects: number;
      days: number;
    },
  ) => api.post<RecordItem>(`${base(k).r}/add`, b),
  activate: (k: DeployKind, id: string, machineCode?: string) =>
    api.post<RecordItem>(`${base(k).r}/activation`, { id, machineCode }),
  downloadKey: (k: DeployKind, r: RecordItem) =>
    download(
      `${base(k).r}/downloadKey`,
      { id: r.id },
      `twincanvas-${r.customer.replace(/[^\w.-]+/g, '_') || 'licence'}.lic`,
    ),
  update: (
    k: DeployKind,
    b: { id: string; customer?: string; machineCode?: string; seats?: number; projects?: number },
  ) => api.post<RecordItem>(`${base(k).r}/update`, b),
  prolong: (k: DeployKind, id: string, days: number) =>
    api.post<RecordItem>(`${base(k).r}/updateProlongation`, { id, days }),
};
