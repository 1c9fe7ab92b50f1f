import type { Schemas } from '@/lib/api/types';
import { useSession } from '@/lib/session/session-store';

/**
 * Keeps a sign-in's answer as the browser's session. Every way in ends here (password sign-in,
 * registration, an accepted invitation), so all of them store the session alike.
 */
export function useStartSession() {
  const signIn = useSession((state) => state.signIn);
  return (answer: Schemas['LoginAnswer']) => signIn(answer.user, answer.accessToken);
}
