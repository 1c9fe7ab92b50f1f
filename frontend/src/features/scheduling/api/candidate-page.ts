import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, hasErrorCode } from '@/lib/api/api-error';
import { api, dataOf } from '@/lib/api/client';
import { schedulingKeys } from './query-keys';
import type { SchedulingPage } from './types';

/**
 * The link's token, and the tenant a mailed link may name (`?tenant=`), sent as the call's
 * `tenantid`; none: the stored tenant, as every other call.
 */
export interface LinkTarget {
  token: string;
  tenant: string | undefined;
}

function params({ token, tenant }: LinkTarget) {
  return { path: { token }, ...(tenant ? { header: { tenantid: tenant } } : {}) };
}

/** True when the error says the link is unknown (404) or past its window (410): no retry helps. */
export function isDeadLink(error: unknown): error is ApiError {
  return hasErrorCode(error, 'scheduling_link_invalid', 'scheduling_link_expired');
}

/** What the candidate's link shows: the vacancy, the loop and the times still free. */
export function useSchedulingPage(target: LinkTarget) {
  return useQuery({
    queryKey: schedulingKeys.page(target.token),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/v1/scheduling/{token}', { params: params(target), signal })),
    enabled: target.token !== '',
    retry: (failures, error) => !isDeadLink(error) && failures < 2,
  });
}

function useStorePage(token: string) {
  const queryClient = useQueryClient();
  return (page: SchedulingPage) => queryClient.setQueryData(schedulingKeys.page(token), page);
}

/**
 * Books the loop at `start` (or moves the booking there). When someone else just took that time
 * (`slot_taken`) the page is fetched again, so the times shown are those still free.
 */
export function useBook(target: LinkTarget) {
  const store = useStorePage(target.token);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { start: string; timeZone: string }) =>
      dataOf(
        api.POST('/api/v1/scheduling/{token}/booking', {
          params: params(target),
          body: choice,
        }),
      ),
    onSuccess: store,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: schedulingKeys.page(target.token) });
      }
    },
  });
}

/** Cancels the booked interviews; the answer is the page in its cancelled state. */
export function useCancelBooking(target: LinkTarget) {
  const store = useStorePage(target.token);
  return useMutation({
    mutationFn: () =>
      dataOf(api.DELETE('/api/v1/scheduling/{token}/booking', { params: params(target) })),
    onSuccess: store,
  });
}
