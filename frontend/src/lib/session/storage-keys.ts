/**
 * The browser-storage keys of the session. Their names (including the `gatewey` spelling) are kept
 * from the original site so that browsers of an existing deployment keep working.
 */
export const SESSION_KEYS = {
  token: 'token',
  tenantID: 'tenantID',
  gateweyURL: 'gateweyURL',
  userInfo: 'userInfo',
  isLogin: 'isLogin',
  dataErec: 'dataErec',
} as const;

/**
 * The lock screen's keys, shared by every tab of the app: `locked` holds `{name}` (who to show) while
 * the session is locked, `lastActivity` the time (ms) of the latest activity in any tab. Both go
 * with the session (they are not kept on expiry).
 */
export const LOCK_KEYS = {
  locked: 'locked',
  lastActivity: 'lastActivity',
} as const;

/** Kept when a session expires (401 without a successful refresh): the deployment, not the user. */
export const KEYS_KEPT_ON_EXPIRY = [SESSION_KEYS.gateweyURL, SESSION_KEYS.tenantID] as const;
