import { api } from '../../app/api';
import type { SessionUser } from '../../app/session';
import type { SessionAnswer } from '../login/loginApi';

export interface Profile {
  nickName: string;
  headImg: string;
  sex: 0 | 1 | -1;
}

/** The caller's own account (userPro/*): every call acts on the signed-in user only. */
export const userCenterApi = {
  updateProfile: (p: Profile) => api.post<SessionUser>('userPro/updateUserInfo', p),
  changePassword: (oldPassword: string, password: string) =>
    api.post<SessionAnswer>('userPro/updateUserPassword', { oldPassword, password }, { quiet: true }),
  // Private edition: both passwords as SHA-512 hex.
  changePasswordPrivate: (oldPassword: string, newPassword: string) =>
    api.post<SessionAnswer>('auth/updatePassword', { oldPassword, newPassword }, { quiet: true }),
  sendCode: (target: string, purpose: 'bindPhone' | 'changePhone') =>
    api.post<null>('userPro/sendCode', { target, purpose }, { quiet: true }),
  bindPhone: (phone: string, code: string) =>
    api.post<null>('userPro/bindPhone', { phone, code }, { quiet: true }),
  changePhone: (oldCode: string, phone: string, code: string) =>
    api.post<null>('userPro/changeBindPhone', { oldCode, phone, code }, { quiet: true }),
};
