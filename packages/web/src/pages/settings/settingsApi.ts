import { api } from '../../app/api';

export interface BaseConfig {
  title: string;
  logoUrl: string;
  /** null until an administrator picks one (each browser's preference decides then). */
  defaultLanguage: 'zh-CN' | 'en' | null;
  uploadMaxMb: number;
  edition: { edition: 'public' | 'private'; name: string; version: string };
  verifyUrl: string | null;
}
export interface Settings {
  title: string;
  logoUrl: string;
  defaultLanguage: 'zh-CN' | 'en';
  uploadMaxMb: number;
  dataSourceAllowHosts: string[];
}
export interface LicenceInfo {
  mode: 'public' | 'private';
  edition: 'private' | 'environment';
  state: 'valid' | 'missing' | 'expired' | 'invalid' | 'revoked';
  machineCode: string;
  customer: string | null;
  version: string | null;
  expiresAt: string | null;
  daysLeft: number | null;
  seats: { total: number | null; used: number };
  projects: { total: number | null; used: number };
  installedAt: string | null;
  /** When the verify host last answered about the key, and when it reported it revoked. */
  statusCheckedAt: string | null;
  revokedAt: string | null;
}

/** What "check now" answers: the outcome over the installed keys and the licence's state after it. */
export interface RecheckAnswer {
  outcome: 'valid' | 'revoked' | 'nothing';
  results: { slot: string; keyId: string; outcome: 'valid' | 'revoked' | 'unreachable' }[];
  info: LicenceInfo;
}

/** System settings and the customer side of licensing (docs/reference.md#api). */
export const settingsApi = {
  base: () =>
    api.get<BaseConfig>('sysBaseConfig/queryBaseConfig', undefined, { anonymous: true, quiet: true }),
  all: () => api.post<Settings>('sysBaseConfig'),
  save: (s: Partial<Settings>) => api.post<Settings>('sysBaseConfig/addOrUpdateConfig', s),
  licence: () => api.post<LicenceInfo>('verification/getInfo'),
  environmentLicence: () => api.post<LicenceInfo>('verification/getInfoEnvironment'),
  install: (key: string) => api.post<LicenceInfo>('verification/verify', { key }),
  /** Quiet: the panel shows the outcome, or the server's message saying why it could not check. */
  recheck: () => api.post<RecheckAnswer>('verification/recheck', {}, { quiet: true }),
};
