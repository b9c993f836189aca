import { create } from 'zustand';

export interface SessionGroup {
  groupId: string;
  groupName: string;
  accountState: string;
}

export interface SessionUser {
  userId: string;
  account: string;
  userName: string;
  nickName: string;
  headImg: string;
  sex: number;
  email?: string | null;
  phone?: string | null;
  groups: SessionGroup[];
}

export interface Session {
  access_token: string;
  refresh_token: string;
  user: SessionUser;
  groupId: string | null;
  /** Epoch ms after which the stored session is dropped (platform spec: 90 days). */
  expiresAt: number;
}

const KEY = 'tc-session';
export const SESSION_DAYS = 90;

function load(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Session;
    return s.expiresAt > Date.now() ? s : null;
  } catch {
    return null;
  }
}

function firstUsableGroup(user: SessionUser): string | null {
  return user.groups.find((g) => g.accountState === 'success')?.groupId ?? null;
}

/** The caller's permission codes in one group (platform spec section 6); null until loaded. */
export interface GroupPermissions {
  groupId: string;
  codes: string[];
}

interface SessionState {
  session: Session | null;
  permissions: GroupPermissions | null;
  signIn(data: { access_token: string; refresh_token: string; user: SessionUser }): void;
  updateTokens(data: { access_token: string; refresh_token: string; user?: SessionUser }): void;
  switchGroup(groupId: string): void;
  /** A fresher profile (after an edit, or new groups after accepting an invitation); keeps the group if still usable. */
  updateUser(user: SessionUser): void;
  setPermissions(p: GroupPermissions | null): void;
  signOut(): void;
}

export const useSession = create<SessionState>((set, get) => {
  const persist = (session: Session | null) => {
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
    set({ session });
  };
  return {
    session: load(),
    permissions: null,
    signIn: (d) => {
      set({ permissions: null });
      persist({
        access_token: d.access_token,
        refresh_token: d.refresh_token,
        user: d.user,
        groupId: firstUsableGroup(d.user),
        expiresAt: Date.now() + SESSION_DAYS * 24 * 3600 * 1000,
      });
    },
    updateTokens: (d) => {
      const s = get().session;
      if (!s) return;
      persist({ ...s, access_token: d.access_token, refresh_token: d.refresh_token, user: d.user ?? s.user });
    },
    switchGroup: (groupId) => {
      const s = get().session;
      if (s && s.user.groups.some((g) => g.groupId === groupId)) persist({ ...s, groupId });
    },
    updateUser: (user) => {
      const s = get().session;
      if (!s) return;
      const keep = user.groups.some((g) => g.groupId === s.groupId && g.accountState === 'success');
      persist({ ...s, user, groupId: keep ? s.groupId : firstUsableGroup(user) });
    },
    setPermissions: (permissions) => set({ permissions }),
    signOut: () => {
      set({ permissions: null });
      persist(null);
    },
  };
});
