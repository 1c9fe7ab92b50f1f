import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { calendarKeys } from './query-keys';
import type { CalendarEvent } from './types';

export function getEvent(id: number, signal?: AbortSignal): Promise<CalendarEvent> {
  return dataOf(api.GET('/api/v1/calendar/events/{id}', { params: { path: { id } }, signal }));
}

export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: calendarKeys.event(id),
    queryFn: ({ signal }) => getEvent(id, signal),
  });
}

/**
 * One event with its people (attendees and their answers, an interview's applicant and answer)
 * and description, which the range's list leaves out; `null` asks nothing.
 */
export function useEvent(id: number | null) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== null });
}
