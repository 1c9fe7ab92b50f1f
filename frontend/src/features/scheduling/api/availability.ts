import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { schedulingKeys } from './query-keys';
import type { AvailabilityInput } from './types';

/** When the signed-in colleague may be booked for interviews. */
export function useAvailability() {
  return useQuery({
    queryKey: schedulingKeys.availability(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/me/availability', { signal })),
  });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) =>
      dataOf(api.PUT('/api/v1/me/availability', { body: input })),
    onSuccess: (saved) => queryClient.setQueryData(schedulingKeys.availability(), saved),
  });
}
