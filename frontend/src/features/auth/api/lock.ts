import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-store';

/** Locks the session on the server: its calls and refreshes answer `session_locked` until unlock. */
export async function lockSession(): Promise<void> {
  await api.POST('/api/authenticate/lock');
}

/** Opens the locked session with the password; the refresh cookie names it. */
export function unlock(password: string) {
  return dataOf(api.POST('/api/authenticate/unlock', { body: { password } }));
}

/** Unlocks and keeps the new access token, as a sign-in does: every tab leaves the lock screen. */
export function useUnlock() {
  return useMutation({
    mutationFn: unlock,
    onSuccess: (answer) => useSession.getState().signIn(answer.user, answer.accessToken),
  });
}
