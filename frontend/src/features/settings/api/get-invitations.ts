import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { settingsKeys } from './query-keys';

export function getInvitations(signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/invitations', { signal }));
}

export function invitationsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.invitations(),
    queryFn: ({ signal }) => getInvitations(signal),
  });
}

/** The open invitations (not accepted, not revoked), newest first; expired ones say so. */
export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
