import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export function getSettings(signal?: AbortSignal) {
  return apiRequest<Schemas['PublicTenant']>('/api/v1/admin/settings', {
    ...(signal ? { signal } : {}),
  });
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin-settings'],
    queryFn: ({ signal }) => getSettings(signal),
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
