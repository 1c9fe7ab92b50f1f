import { api } from '@/lib/api/client';

/**
 * Revokes the server session behind the refresh cookie. Best effort: the browser forgets the
 * session whatever the answer, so failures are swallowed.
 */
export async function logout(): Promise<void> {
  try {
    await api.POST('/api/authenticate/logout');
  } catch {
    // Nothing to do: the local session is cleared either way.
  }
}
