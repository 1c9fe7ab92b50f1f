import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/lib/api/client';
import { schedulingKeys } from './query-keys';
import { type AvailabilityInput, schedulingApi } from './types';

/** When the signed-in colleague may be booked for interviews. */
export function useAvailability() {
  return useQuery({
    queryKey: schedulingKeys.availability(),
    queryFn: ({ signal }) => dataOf(schedulingApi.GET('/api/v1/me/availability', { signal })),
  });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) =>
      dataOf(schedulingApi.PUT('/api/v1/me/availability', { body: input })),
    onSuccess: (saved) => queryClient.setQueryData(schedulingKeys.availability(), saved),
  });
}
