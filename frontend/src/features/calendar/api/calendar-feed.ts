import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { calendarKeys } from './query-keys';
import type { CalendarFeed } from './types';

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return dataOf(api.GET('/api/v1/me/calendar-feed', { signal }));
}

/** Whether the caller's private feed is on (its address is never shown again). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });
}

export function createCalendarFeed(): Promise<CalendarFeed> {
  return dataOf(api.POST('/api/v1/me/calendar-feed'));
}

export async function deleteCalendarFeed(): Promise<void> {
  await api.DELETE('/api/v1/me/calendar-feed');
}

/**
 * A new secret address (the previous one stops working). The answer is the only time the server
 * tells it: the status kept in the cache leaves the address out.
 */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) =>
      queryClient.setQueryData<CalendarFeed>(calendarKeys.feed(), { ...feed, url: null }),
  });
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeed>(calendarKeys.feed(), {
        active: false,
        createdAt: null,
        url: null,
      }),
  });
}
