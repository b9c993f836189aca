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

interface SessionState {
  session: Session | null;
  signIn(data: { access_token: string; refresh_token: string; user: SessionUser }): void;
  updateTokens(data: { access_token: string; refresh_token: string; user?: SessionUser }): void;
  switchGroup(groupId: string): void;
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
    signIn: (d) =>
      persist({
        ...d,
        groupId: firstUsableGroup(d.user),
        expiresAt: Date.now() + SESSION_DAYS * 24 * 3600 * 1000,
      }),
    updateTokens: (d) => {
      const s = get().session;
      if (!s) return;
      persist({ ...s, access_token: d.access_token, refresh_token: d.refresh_token, user: d.user ?? s.user });
    },
    switchGroup: (groupId) => {
      const s = get().session;
      if (s && s.user.groups.some((g) => g.groupId === groupId)) persist({ ...s, groupId });
    },
    signOut: () => persist(null),
  };
});
