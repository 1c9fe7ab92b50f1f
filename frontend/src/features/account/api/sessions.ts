import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { accountKeys } from './query-keys';

/** Where the user is signed in, the most recently used first; `current` is this browser. */
export function getSessions(signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/me/sessions', { signal }));
}

export type SignedInSession = Schemas['SessionView'];

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => getSessions(signal),
    // Other devices come and go: the list is asked for again whenever the page shows it.
    staleTime: 0,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
}

/** Ends another session: its refresh token stops working, so that device must sign in again. */
export async function endSession(id: string): Promise<void> {
  await api.DELETE('/api/v1/me/sessions/{id}', { params: { path: { id } } });
}

export function useEndSession() {
  const refreshSessions = useRefreshSessions();
  // Also after a failure: a session that has already ended leaves the list.
  return useMutation({ mutationFn: endSession, onSettled: refreshSessions });
}

/** Ends every session but this one; answers how many ended. */
export function endOtherSessions() {
  return dataOf(api.DELETE('/api/v1/me/sessions'));
}

export function useEndOtherSessions() {
  const refreshSessions = useRefreshSessions();
  return useMutation({ mutationFn: endOtherSessions, onSettled: refreshSessions });
}
