import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { settingsKeys } from './query-keys';

export function getSettings(signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/settings', { signal }));
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal),
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
