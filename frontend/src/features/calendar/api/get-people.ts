import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { calendarKeys } from './query-keys';
import type { CalendarPerson } from './types';

export async function getPeople(q: string, signal?: AbortSignal): Promise<CalendarPerson[]> {
  const { data } = await dataOf(
    api.GET('/api/v1/calendar/people', { params: { query: { q } }, signal }),
  );
  return data;
}

export function peopleQueryOptions(q: string) {
  return queryOptions({
    queryKey: calendarKeys.people(q),
    queryFn: ({ signal }) => getPeople(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** Active staff colleagues matching `q`, for the attendee picker. */
export function usePeople(q: string) {
  return useQuery(peopleQueryOptions(q));
}
