import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useStartSession } from './start-session';

export type LoginInput = Schemas['LoginBody'];
/** The password was right and a second factor is due: its challenge names this sign-in. */
export type MfaChallenge = Schemas['MfaChallengeAnswer'];

/** Sign-in goes to the site's own origin (never `gateweyURL`) and sets the refresh cookie. */
export function login(input: LoginInput): Promise<Schemas['LoginAnswer'] | MfaChallenge> {
  return dataOf(
    api.POST('/api/authenticate/login/user', {
      body: { email: input.email.trim(), password: input.password },
    }),
  );
}

export function isMfaChallenge(
  answer: Schemas['LoginAnswer'] | MfaChallenge,
): answer is MfaChallenge {
  return 'challenge' in answer;
}

/**
 * Signs in with e-mail and password. The answer is the session, kept at once, or a second-factor
 * challenge, which the sign-in page asks the code for (`api/mfa.ts`).
 */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!isMfaChallenge(answer)) startSession(answer);
    },
  });
}
