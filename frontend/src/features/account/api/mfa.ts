import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { accountKeys } from './query-keys';

/**
 * Whether the user has an authenticator app, how many recovery codes are left, and whether the
 * tenant requires a second factor for the user's role (then it cannot be turned off).
 */
export function getMfaStatus(signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/me/mfa', { signal }));
}

export type MfaStatus = Schemas['MfaStatus'];

export function mfaStatusQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.mfa(),
    queryFn: ({ signal }) => getMfaStatus(signal),
  });
}

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}

/** Asks the status again: after a change, or an answer saying it is not what this page thought. */
function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.mfa() });
}

/** Starts (or starts again) setting up the authenticator app: the secret to scan. */
export function startTotp() {
  return dataOf(api.POST('/api/v1/me/mfa/totp'));
}

export type TotpEnrolment = Awaited<ReturnType<typeof startTotp>>;

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}

/** The app's first code turns the second factor on; the answer is the recovery codes. */
export function confirmTotp(code: string) {
  return dataOf(api.POST('/api/v1/me/mfa/totp/confirm', { body: { code } }));
}

export function useConfirmTotp() {
  const refreshStatus = useRefreshStatus();
  return useMutation({ mutationFn: confirmTotp, onSuccess: refreshStatus });
}

/** Turns the second factor off; the password confirms it is really the user. */
export async function disableTotp(password: string): Promise<void> {
  await api.DELETE('/api/v1/me/mfa/totp', { body: { password } });
}

export function useDisableTotp() {
  const refreshStatus = useRefreshStatus();
  return useMutation({ mutationFn: disableTotp, onSuccess: refreshStatus });
}

/** A new set of recovery codes; the old ones stop working. */
export function regenerateRecoveryCodes(password: string) {
  return dataOf(api.POST('/api/v1/me/mfa/recovery-codes', { body: { password } }));
}

export function useRegenerateRecoveryCodes() {
  const refreshStatus = useRefreshStatus();
  return useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: refreshStatus });
}
