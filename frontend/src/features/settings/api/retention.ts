import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { settingsKeys } from './query-keys';

export type RetentionOverview = Schemas['RetentionOverview'];
export type RetentionRun = Schemas['RetentionRun'];

/** What the tenant's retention has due: to anonymise, to tell, told. */
export function getRetention(signal?: AbortSignal): Promise<RetentionOverview> {
  return dataOf(api.GET('/api/v1/admin/retention', { signal }));
}

export function retentionQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.retention(),
    queryFn: ({ signal }) => getRetention(signal),
  });
}

export function useRetention() {
  return useQuery(retentionQueryOptions());
}

/** Runs the retention now (what the nightly job does); answers what it did. */
export function runRetention(): Promise<RetentionRun> {
  return dataOf(api.POST('/api/v1/admin/retention/run'));
}

export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRetention,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.retention() }),
  });
}
