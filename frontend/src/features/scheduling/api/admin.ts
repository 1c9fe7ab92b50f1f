import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { schedulingKeys } from './query-keys';
import type { SchedulingSettings } from './types';

/** How long before an interview a candidate may still change it, and the default window. */
export function useSchedulingSettings() {
  return useQuery({
    queryKey: schedulingKeys.settings(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/admin/scheduling-settings', { signal })),
  });
}

export function useSaveSchedulingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchedulingSettings) =>
      dataOf(api.PUT('/api/v1/admin/scheduling-settings', { body: input })),
    onSuccess: (saved) => queryClient.setQueryData(schedulingKeys.settings(), saved),
  });
}

/** How self-scheduling went over the last `days` days. */
export function useSchedulingAnalytics(days: number) {
  return useQuery({
    queryKey: schedulingKeys.analytics(days),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/v1/scheduling/analytics', { params: { query: { days } }, signal })),
  });
}
