import { create } from 'zustand';
import { KEYS_KEPT_ON_EXPIRY, LOCK_KEYS, SESSION_KEYS } from './storage-keys';
import type { DataErec, SessionLock, SessionUser, UserInfo } from './types';

export interface SessionData {
  token: string | null;
  tenantID: string | null;
  gateweyURL: string | null;
  userInfo: UserInfo | null;
  isLogin: boolean;
  dataErec: DataErec | null;
  /** The signed-in user and sign-in method; memory only, the spec's keys hold the rest. */
  user: SessionUser | null;
  /**
   * The user ended the session (Log Out, account erased) and is on the way to `/`; guards then
   * wait for that navigation instead of sending them to /login. Memory only.
   */
  endedByUser: boolean;
  /**
   * The session is locked (no activity for the tenant's idle timeout, or the server answered
   * `session_locked`): every tab shows the lock screen until the password unlocks it. Kept in
   * storage (`locked`), so a reload and the other tabs stay locked.
   */
  locked: SessionLock | null;
}

interface SessionActions {
  /** Sign-in, and the lock screen's unlock: the session is (again) open. */
  signIn: (user: SessionUser, accessToken: string) => void;
  tokenRefreshed: (user: SessionUser, accessToken: string) => void;
  setTenant: (tenantID: string) => void;
  setDataErec: (dataErec: DataErec) => void;
  /** The first profile save created the user's person record. */
  setPerson: (person: number) => void;
  /** Locks a signed-in session (a no-op when it is locked already or nobody is signed in). */
  lock: () => void;
  /** Token sign-out and failed refresh: everything goes except the deployment's keys. */
  expire: () => void;
  /** The user dropdown's Log Out: all browser storage goes. */
  clearAll: () => void;
}

export type SessionState = SessionData & SessionActions;

function readJson(key: string): unknown {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readUserInfo(): UserInfo | null {
  const value = readJson(SESSION_KEYS.userInfo);
  if (!isRecord(value) || typeof value.role !== 'string') return null;
  const person = Number(value.person);
  return {
    role: value.role,
    person: Number.isFinite(person) ? person : 0,
    email: typeof value.email === 'string' ? value.email : '',
  };
}

function readDataErec(): DataErec | null {
  const value = readJson(SESSION_KEYS.dataErec);
  if (!isRecord(value) || typeof value.erecruitmenttitle !== 'string') return null;
  return { erecruitmenttitle: value.erecruitmenttitle };
}

function readLock(): SessionLock | null {
  const value = readJson(LOCK_KEYS.locked);
  if (!isRecord(value)) return null;
  return { name: typeof value.name === 'string' ? value.name : null };
}

function readString(key: string): string | null {
  const value = localStorage.getItem(key);
  return value === null || value === '' ? null : value;
}

export function readStoredSession(): SessionData {
  return {
    token: readString(SESSION_KEYS.token),
    tenantID: readString(SESSION_KEYS.tenantID),
    gateweyURL: readString(SESSION_KEYS.gateweyURL),
    userInfo: readUserInfo(),
    isLogin: localStorage.getItem(SESSION_KEYS.isLogin) === 'true',
    dataErec: readDataErec(),
    user: null,
    endedByUser: false,
    locked: readLock(),
  };
}

function writeItem(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
}

function writeSession(state: SessionData) {
  writeItem(SESSION_KEYS.token, state.token);
  writeItem(SESSION_KEYS.tenantID, state.tenantID);
  writeItem(SESSION_KEYS.gateweyURL, state.gateweyURL);
  writeItem(SESSION_KEYS.userInfo, state.userInfo && JSON.stringify(state.userInfo));
  writeItem(SESSION_KEYS.isLogin, state.isLogin ? 'true' : null);
  writeItem(SESSION_KEYS.dataErec, state.dataErec && JSON.stringify(state.dataErec));
  writeItem(LOCK_KEYS.locked, state.locked && JSON.stringify(state.locked));
}

function clearBrowserStorage(keep: readonly string[]) {
  const kept = keep.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
}

const signedOut = {
  token: null,
  userInfo: null,
  isLogin: false,
  user: null,
  locked: null,
} satisfies Partial<SessionData>;

function toUserInfo(user: SessionUser): UserInfo {
  return { role: user.role, person: user.person, email: user.email };
}

export const useSession = create<SessionState>()((set, get) => ({
  ...readStoredSession(),
  signIn: (user, accessToken) =>
    set({
      token: accessToken,
      userInfo: toUserInfo(user),
      isLogin: true,
      user,
      endedByUser: false,
      locked: null,
    }),
  tokenRefreshed: (user, accessToken) =>
    set({ token: accessToken, userInfo: toUserInfo(user), isLogin: true, user }),
  setTenant: (tenantID) => set({ tenantID }),
  setDataErec: (dataErec) => set({ dataErec }),
  setPerson: (person) => {
    const { userInfo, user } = get();
    if (!userInfo || userInfo.person === person) return;
    set({ userInfo: { ...userInfo, person }, user: user && { ...user, person } });
  },
  lock: () => {
    const { isLogin, locked, user } = get();
    if (isLogin && !locked) set({ locked: { name: user?.name ?? null } });
  },
  expire: () => {
    clearBrowserStorage(KEYS_KEPT_ON_EXPIRY);
    set({ ...signedOut, dataErec: null });
  },
  clearAll: () => {
    // The page stays on the same careers site, so the tenant is kept in memory; storage is emptied
    // after the state change so nothing is written back until the next sign-in.
    const { tenantID, gateweyURL } = get();
    set({ ...signedOut, dataErec: null, tenantID, gateweyURL, endedByUser: true });
    clearBrowserStorage([]);
  },
}));

useSession.subscribe(writeSession);

/** Picks up sign-in, sign-out, lock and unlock done in another tab. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // Another tab's activity (the lock screen's idle timer) changes nothing of the session.
    if (event.storageArea !== localStorage || event.key === LOCK_KEYS.lastActivity) return;
    const stored = readStoredSession();
    const { user, token } = useSession.getState();
    useSession.setState({ ...stored, user: stored.token === token ? user : null });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Resets the store to what storage holds (tests and tab sync). */
export function reloadSessionFromStorage() {
  useSession.setState(readStoredSession());
}
