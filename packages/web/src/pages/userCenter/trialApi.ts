import { api } from '../../app/api';

export type TrialStatus = 'pending' | 'active' | 'expired' | 'purchased';

export interface Trial {
  trialId: string;
  groupId: string;
  userId: string;
  kind: 'user' | 'application';
  status: TrialStatus;
  product: string;
  company: string;
  contactName: string;
  contact: string;
  /** The date string of the expiry (e.g. 2020/9/10); empty while pending. */
  betaEnd: string;
  nickName?: string;
  groupName?: string;
}

export interface TrialList {
  list: Trial[];
  total: number;
  systemAdmin: boolean;
}

export interface TrialApplication {
  product: 'public' | 'private' | 'twin';
  company: string;
  contactName: string;
  contact: string;
  remark?: string;
}

/** Trials (trial-user/*, trial/apply): the caller's own, or every trial for the system administrator. */
export const trialApi = {
  list: () => api.post<TrialList>('trial-user/list', { pageSize: 50 }),
  start: () => api.post<Trial>('trial-user/apply', {}),
  apply: (form: TrialApplication) => api.post<Trial>('trial/apply', form),
  extend: (trialId: string, v: { days?: number; purchased?: boolean }) =>
    api.post<Trial>('trial-user/extend', { trialId, ...v }),
};
