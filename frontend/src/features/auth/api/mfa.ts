import { useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';

export interface MfaInput {
  challenge: string;
  /** The authenticator app's six digits, or a recovery code. */
  code: string;
}

/**
 * The sign-in's second step: the challenge and a code answer the session, like a password sign-in
 * (with the new recovery codes when this step finished setting up the authenticator app).
 */
export function verifyMfa({ challenge, code }: MfaInput) {
  return dataOf(api.POST('/api/authenticate/mfa', { body: { challenge, code: code.trim() } }));
}

export type MfaSession = Awaited<ReturnType<typeof verifyMfa>>;

/** The session is kept by the caller: recovery codes must be shown before the app moves on. */
export function useVerifyMfa() {
  return useMutation({ mutationFn: verifyMfa });
}

/** Starts setting up the authenticator app for an admin who must have one: the secret to scan. */
export function startMfaEnrolment(challenge: string, signal?: AbortSignal) {
  return dataOf(api.POST('/api/authenticate/mfa/enrol', { body: { challenge }, signal }));
}

export function useMfaEnrolment(challenge: string) {
  return useQuery({
    queryKey: ['mfa-enrolment', challenge],
    queryFn: ({ signal }) => startMfaEnrolment(challenge, signal),
    // Each call makes a new secret: the one shown stays until this sign-in is over.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
