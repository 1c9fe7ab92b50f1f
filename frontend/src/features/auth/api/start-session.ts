import type { Schemas } from '@/lib/api/types';
import { useSession } from '@/lib/session/session-store';

/** Where a sign-in goes on to (the password's, the second step's and single sign-on's). */
export const AFTER_SIGN_IN_PATH = '/';

/**
 * Keeps a sign-in's answer as the browser's session. Every way in ends here (password sign-in,
 * registration, an accepted invitation, single sign-on), so all of them store the session alike.
 */
export function useStartSession() {
  const signIn = useSession((state) => state.signIn);
  return (answer: Schemas['LoginAnswer']) => signIn(answer.user, answer.accessToken);
}
