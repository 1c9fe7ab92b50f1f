import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export interface UserListParams {
  q?: string | undefined;
  page: number;
  perPage: number;
}

export function getUsers(params: UserListParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return apiRequest<Schemas['Page_User']>(`/api/v1/admin/users?${search.toString()}`, {
    ...(signal ? { signal } : {}),
  });
}

export function usersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: ['admin-users', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}
