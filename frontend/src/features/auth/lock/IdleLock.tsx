import { useEffect } from 'react';
import { useSession } from '@/lib/session/session-store';
import { useCurrentTenant } from '@/lib/tenant/get-tenant';
import { startIdleTimer } from './idle-timer';
import { lockEverywhere } from './lock-everywhere';

/**
 * The lock screen's idle timer, which the app shell runs while someone is signed in: after the
 * tenant's `idleTimeoutMinutes` with no activity in any tab (0: never), the session is locked and
 * every tab shows the lock screen (the shell sends it there).
 */
export function IdleLock() {
  const minutes = useCurrentTenant().data?.idleTimeoutMinutes ?? 0;
  const locked = useSession((state) => state.locked !== null);

  useEffect(() => {
    if (locked || minutes <= 0) return undefined;
    return startIdleTimer({ timeoutMs: minutes * 60_000, onIdle: () => void lockEverywhere() });
  }, [locked, minutes]);

  return null;
}
