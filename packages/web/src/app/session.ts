import { create } from 'zustand';

export interface SessionGroup {
  groupId: string;
  groupName: string;
  accountState: string;
  /** The group is a digital-twin tenant of this space: calls in it carry current-nsp / current-sid. */
  twinSpaceId?: string | null;
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
  /** Created by an administrator: the initial password must be replaced first. */
  mustChangePassword?: boolean;
  isSystemAdmin?: boolean;
  groups: SessionGroup[];
}

export interface Session {
  access_token: string;
  refresh_token: string;
  user: SessionUser;
  groupId: string | null;
  /** Epoch ms after which the stored session is dropped (docs/reference.md#accounts: 90 days). */
  expiresAt: number;
}

const KEY = 'tc-session';
export const SESSION_DAYS = 90;

function load(storage: Storage): Session | null {
  try {
    const raw = storage.getItem(KEY);
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
  /** A fresher profile (after an edit, or new groups after accepting an invitation); keeps the group if still usable. */
  updateUser(user: SessionUser): void;
  signOut(): void;
  /** The session as the shared storage holds it now: other tabs rotate tokens and sign out through it. */
  stored(): Session | null;
}

/**
 * A session store over a storage. The app has one, over localStorage (`useSession`); a test makes two over
 * one storage to be two tabs of a browser.
 */
export function createSessionStore(storage: Storage) {
  return create<SessionState>((set, get) => {
    const persist = (session: Session | null) => {
      if (session) storage.setItem(KEY, JSON.stringify(session));
      else storage.removeItem(KEY);
      set({ session });
    };
    return {
      session: load(storage),
      stored: () => load(storage),
      signIn: (d) => {
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
        persist({
          ...s,
          access_token: d.access_token,
          refresh_token: d.refresh_token,
          user: d.user ?? s.user,
        });
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
      signOut: () => {
        persist(null);
      },
    };
  });
}

/**
 * Where the browser blocks storage (reading `localStorage` throws), the session lives for this page only
 * instead of the app failing to start.
 */
function browserStorage(): Storage {
  try {
    return localStorage;
  } catch {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (k) => items.get(k) ?? null,
      key: (i) => [...items.keys()][i] ?? null,
      removeItem: (k) => void items.delete(k),
      setItem: (k, v) => void items.set(k, v),
    };
  }
}

export const useSession = createSessionStore(browserStorage());

/** The session as stored now: other tabs of the browser rotate tokens and sign out through it. */
export const storedSession = (): Session | null => useSession.getState().stored();

// Another tab rotated the tokens, switched profile or signed out: follow it, so this tab never presents a
// refresh token that has already been spent.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY) return;
    const next = storedSession();
    const cur = useSession.getState().session;
    if (!next) {
      if (cur) useSession.getState().signOut();
      return;
    }
    if (cur && cur.user.userId === next.user.userId)
      useSession.setState({ session: { ...next, groupId: cur.groupId } });
    else useSession.setState({ session: next });
  });
}
