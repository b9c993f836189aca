import { api } from '../../app/api';
import { useSession, type SessionUser } from '../../app/session';

export interface Invitation {
  inviteId: string;
  groupId: string;
  groupName: string;
  inviterName: string | null;
  state: 'pending' | 'accepted' | 'refused';
  createdAt: string;
}

/** Calls of the header (group switcher, invitations) and of the session's permission codes. */
export const accountApi = {
  profile: () => api.post<SessionUser>('userPro/tokenCk', {}),
  createGroup: (groupName: string) =>
    api.post<{ groupId: string; groupName: string }>('group/create', { groupName }),
  invitations: () => api.get<Invitation[]>('inviteUser/receivedRecord', undefined, { quiet: true }),
  answer: (inviteId: string, state: 'accepted' | 'refused') =>
    api.post<{ groupId: string }>('inviteUser/updateInviteState', { inviteId, state }),
  operationCodes: () => api.get<string[]>('perm-menu/operation-code', undefined, { quiet: true }),
};

/** Re-reads the signed-in user (groups change after creating a group or accepting an invitation). */
export async function refreshProfile(): Promise<SessionUser> {
  const user = await accountApi.profile();
  useSession.getState().updateUser(user);
  return user;
}

/**
 * Loads the caller's permission codes in the current group into the session store. A failure leaves an
 * empty list, so nothing guarded is shown rather than everything.
 */
export async function loadPermissions(): Promise<void> {
  const groupId = useSession.getState().session?.groupId;
  if (!groupId) {
    useSession.getState().setPermissions(null);
    return;
  }
  let codes: string[] = [];
  try {
    codes = await accountApi.operationCodes();
  } catch {
    codes = [];
  }
  // A switch may have happened meanwhile; only the answer for the group still selected counts.
  if (useSession.getState().session?.groupId === groupId)
    useSession.getState().setPermissions({ groupId, codes });
}

/** The caller's codes in the current group, or null while they load. */
export function useCodes(): string[] | null {
  return useSession((s) =>
    s.permissions && s.session && s.permissions.groupId === s.session.groupId ? s.permissions.codes : null,
  );
}

export function useCan(code: string): boolean {
  const codes = useCodes();
  return codes !== null && codes.includes(code);
}
