import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { calendarKeys } from './query-keys';
import type { CalendarEventSummary, EventLabel } from './types';

export interface EventRange {
  /** RFC 3339; the range may be at most 366 days. */
  from: string;
  to: string;
  /** The labels shown; every label when all are. */
  labels: readonly EventLabel[];
}

export async function getEvents(
  range: EventRange,
  signal?: AbortSignal,
): Promise<CalendarEventSummary[]> {
  const { data } = await dataOf(
    api.GET('/api/v1/calendar/events', {
      params: { query: { from: range.from, to: range.to, label: range.labels.join(',') } },
      signal,
    }),
  );
  return data;
}

export function eventsQueryOptions(range: EventRange) {
  return queryOptions({
    queryKey: calendarKeys.eventRange(range),
    queryFn: ({ signal }) => getEvents(range, signal),
    // The previous view's events stay on screen while the next range is fetched.
    placeholderData: keepPreviousData,
  });
}

/**
 * The events of the viewed range (the caller's personal ones only; everyone's others), as the grid
 * draws them: without their people, which `useEvent` loads for the one opened.
 */
export function useEvents(range: EventRange | null) {
  return useQuery({
    ...eventsQueryOptions(range ?? { from: '', to: '', labels: [] }),
    enabled: range !== null && range.labels.length > 0,
  });
}
