import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { schedulingKeys } from './query-keys';
import type { ExternalCalendar } from './types';

/** Whether the colleague's own calendar is read for busy times (its address is never shown). */
export function useExternalCalendar() {
  return useQuery({
    queryKey: schedulingKeys.externalCalendar(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/me/external-calendar', { signal })),
  });
}

/** Stores the secret iCalendar address; the server reads it soon after, then every 15 minutes. */
export function useConnectExternalCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) =>
      dataOf(api.PUT('/api/v1/me/external-calendar', { body: { address } })),
    onSuccess: (calendar) => queryClient.setQueryData(schedulingKeys.externalCalendar(), calendar),
  });
}

export function useRemoveExternalCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.DELETE('/api/v1/me/external-calendar');
    },
    onSuccess: () =>
      queryClient.setQueryData<ExternalCalendar>(schedulingKeys.externalCalendar(), {
        configured: false,
        busyCount: 0,
      }),
  });
}
