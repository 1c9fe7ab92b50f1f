import { useSession } from '@/lib/session/session-store';
import { LOCK_KEYS } from '@/lib/session/storage-keys';
import { lockSession } from '../api/lock';

/** The tabs take turns at locking, so the server is asked once. */
export const IDLE_LOCK = 'erecruit-idle-lock';

/**
 * Locks the session on the server, then marks it locked for every tab (`locked` in storage), unless
 * another tab has done so meanwhile. The mark is set even when the call fails: the screen locks
 * whatever happens, and a `session_locked` answer keeps it so after a reload.
 */
export async function lockEverywhere(): Promise<void> {
  const lockOnce = async () => {
    if (localStorage.getItem(LOCK_KEYS.locked) !== null || !useSession.getState().isLogin) return;
    try {
      await lockSession();
    } catch {
      // The server could not be told: the lock screen holds the page all the same.
    } finally {
      useSession.getState().lock();
    }
  };
  if ('locks' in navigator) await navigator.locks.request(IDLE_LOCK, lockOnce);
  else await lockOnce();
}
