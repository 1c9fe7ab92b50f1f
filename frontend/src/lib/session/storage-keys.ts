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

/** Kept when a session expires (401 without a successful refresh): the deployment, not the user. */
export const KEYS_KEPT_ON_EXPIRY = [SESSION_KEYS.gateweyURL, SESSION_KEYS.tenantID] as const;
