import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export type JobAlert = Schemas['JobAlert'];
export type SubscribeInput = Schemas['SubscribeBody'];
export type ChangeInput = Schemas['ChangeBody'];

/**
 * The tenant a mailed link names (`?tenant=`), sent as the call's `tenantid`; none: the stored
 * tenant, as every other call.
 */
function tenantOf(tenant: string | undefined) {
  return tenant ? { params: { header: { tenantid: tenant } } } : {};
}

export const jobAlertKeys = {
  all: ['job-alerts'] as const,
  confirmation: (token: string) => [...jobAlertKeys.all, 'confirm', token] as const,
  alert: (token: string) => [...jobAlertKeys.all, 'manage', token] as const,
};

/** Subscribes: the server mails a confirmation link (202, nothing to read). */
export async function subscribe(input: SubscribeInput): Promise<void> {
  await api.POST('/api/v1/job-alerts', { body: input });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}

/** Confirms with the link's token; the answer carries the manage token. */
export function confirmJobAlert(token: string, tenant: string | undefined): Promise<JobAlert> {
  return dataOf(api.POST('/api/v1/job-alerts/confirm', { body: { token }, ...tenantOf(tenant) }));
}

/**
 * The confirmation, asked once per token as the page opens: a query rather than a mutation, so a
 * second render (or coming back to the page) does not spend the single-use token again.
 */
export function useConfirmation(token: string, tenant: string | undefined) {
  return useQuery({
    queryKey: jobAlertKeys.confirmation(token),
    queryFn: () => confirmJobAlert(token, tenant),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function getJobAlert(
  token: string,
  tenant: string | undefined,
  signal?: AbortSignal,
): Promise<JobAlert> {
  return dataOf(
    api.GET('/api/v1/job-alerts/manage', {
      params: { query: { token }, ...(tenant ? { header: { tenantid: tenant } } : {}) },
      signal,
    }),
  );
}

export function jobAlertQueryOptions(token: string, tenant: string | undefined) {
  return queryOptions({
    queryKey: jobAlertKeys.alert(token),
    queryFn: ({ signal }) => getJobAlert(token, tenant, signal),
    retry: false,
  });
}

/** `enabled: false` once the alert is gone (unsubscribed): its token no longer works. */
export function useJobAlert(token: string, tenant: string | undefined, enabled = true) {
  return useQuery({ ...jobAlertQueryOptions(token, tenant), enabled: enabled && token !== '' });
}

export function changeJobAlert(input: ChangeInput, tenant: string | undefined): Promise<JobAlert> {
  return dataOf(api.PUT('/api/v1/job-alerts/manage', { body: input, ...tenantOf(tenant) }));
}

export function useChangeJobAlert(tenant: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeInput) => changeJobAlert(input, tenant),
    onSuccess: (alert, input) => {
      queryClient.setQueryData(jobAlertKeys.alert(input.token), alert);
    },
  });
}

/** Unsubscribes: the alert is deleted. */
export async function unsubscribe(token: string, tenant: string | undefined): Promise<void> {
  await api.POST('/api/v1/job-alerts/unsubscribe', { body: { token }, ...tenantOf(tenant) });
}

export function useUnsubscribe(tenant: string | undefined) {
  return useMutation({ mutationFn: (token: string) => unsubscribe(token, tenant) });
}
