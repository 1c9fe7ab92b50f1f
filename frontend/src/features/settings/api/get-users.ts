import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { QueryOf } from '@/lib/api/types';
import { settingsKeys } from './query-keys';

export type UserListParams = QueryOf<'/api/v1/admin/users'>;

export function getUsers(params: UserListParams, signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/users', { params: { query: params }, signal }));
}

export function usersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: settingsKeys.userList(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}
