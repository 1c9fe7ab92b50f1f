import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { schedulingKeys } from './query-keys';
import type { RequestInput, SchedulingRequest } from './types';

/** An application's requests for interview times, newest first. */
export function useSchedulingRequests(applicationId: number) {
  return useQuery({
    queryKey: schedulingKeys.requests(applicationId),
    queryFn: async ({ signal }) =>
      (
        await dataOf(
          api.GET('/api/v1/scheduling/requests', {
            params: { query: { applicationId } },
            signal,
          }),
        )
      ).data,
  });
}

function useInvalidateRequests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schedulingKeys.allRequests() });
}

/** Asks each application's candidate to pick times (one request per application). */
export function useRequestTimes() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: async (input: RequestInput) =>
      (await dataOf(api.POST('/api/v1/scheduling/requests', { body: input }))).results,
    onSuccess: invalidate,
  });
}

/** Cancels a request; interviews already booked are cancelled and the candidate told. */
export function useCancelRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/api/v1/scheduling/requests/{id}', { params: { path: { id } } });
    },
    onSuccess: invalidate,
  });
}

/** Marks (or unmarks) that the candidate did not come. */
export function useMarkNoShow(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, noShow }: { id: number; noShow: boolean }) =>
      dataOf(
        api.PUT('/api/v1/scheduling/requests/{id}/no-show', {
          params: { path: { id } },
          body: { noShow },
        }),
      ),
    onSuccess: (changed) =>
      queryClient.setQueryData<SchedulingRequest[]>(
        schedulingKeys.requests(applicationId),
        (requests) => requests?.map((other) => (other.id === changed.id ? changed : other)),
      ),
  });
}
