import { apiRequest } from '@/lib/api/client';

/**
 * Revokes the server session behind the refresh cookie. Best effort: the browser forgets the
 * session whatever the answer, so failures are swallowed.
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest<undefined>('/api/authenticate/logout', {
      method: 'POST',
      skipRefresh: true,
      withCredentials: true,
    });
  } catch {
    // Nothing to do: the local session is cleared either way.
  }
}
