import { useQuery } from '@tanstack/react-query';
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
 * The caller's codes in the current group (docs/reference.md#permissions), or null while they load: one
 * read per user and group, shared by every guard of the page. A failure gives an empty list, so nothing
 * guarded is shown rather than everything. `readAgain` (the signed-in layout) reads them again each time
 * it mounts, as on a sign-in; the other readers take what is cached.
 */
export function useCodes({ readAgain = false }: { readAgain?: boolean } = {}): string[] | null {
  const userId = useSession((s) => s.session?.user.userId ?? null);
  const groupId = useSession((s) => s.session?.groupId ?? null);
  const codes = useQuery({
    queryKey: ['permission-codes', userId, groupId],
    queryFn: () => accountApi.operationCodes().catch((): string[] => []),
    enabled: groupId !== null,
    staleTime: Infinity,
    refetchOnMount: readAgain ? 'always' : true,
  }).data;
  return groupId === null ? null : (codes ?? null);
}

export function useCan(code: string): boolean {
  const codes = useCodes();
  return codes !== null && codes.includes(code);
}
