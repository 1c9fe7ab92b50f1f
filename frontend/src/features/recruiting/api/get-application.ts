import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { ApplicationDetail } from './types';

export function getApplication(id: number, signal?: AbortSignal) {
  return apiRequest<ApplicationDetail>(`/api/v1/admin/applications/${id}`, {
    ...(signal ? { signal } : {}),
  });
}

export function applicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['application', id],
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}

export function useApplication(id: number) {
  return useQuery(applicationQueryOptions(id));
}
