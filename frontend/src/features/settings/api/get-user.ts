import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { settingsKeys } from './query-keys';

export function getUser(id: string, signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/users/{id}', { params: { path: { id } }, signal }));
}

export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: settingsKeys.user(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

/** A user's page: the account, their photo and their latest activity. */
export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
