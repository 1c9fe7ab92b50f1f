import { useMutation } from '@tanstack/react-query';
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

export interface MfaEnrolmentInput {
  challenge: string;
  /** The eight digits the sign-in mailed to the account's address. */
  emailCode: string;
}

/**
 * Starts setting up the authenticator app for an admin who must have one, with the code the
 * sign-in mailed to the account's address: the secret to scan. A wrong code answers
 * `mfa_email_code_invalid`; a few of them spend the challenge (`mfa_challenge_invalid`).
 */
export function startMfaEnrolment({ challenge, emailCode }: MfaEnrolmentInput) {
  return dataOf(
    api.POST('/api/authenticate/mfa/enrol', { body: { challenge, emailCode: emailCode.trim() } }),
  );
}

export type MfaEnrolment = Awaited<ReturnType<typeof startMfaEnrolment>>;

/**
 * Started by the user's submit of the mailed code (never on its own: each call makes a new secret,
 * and each wrong code counts). The secret it answers stays until this sign-in is over.
 */
export function useMfaEnrolment() {
  return useMutation({ mutationFn: startMfaEnrolment });
}
