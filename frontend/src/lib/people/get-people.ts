import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

/** A colleague: active staff or an admin, someone to invite to an event or assign a task to. */
export type Colleague = Schemas['CalendarPerson'];

/** The one key of the colleague search, shared by the calendar and the tasks. */
export const peopleKeys = {
  all: ['people'] as const,
  search: (q: string) => [...peopleKeys.all, q] as const,
};

export async function getPeople(q: string, signal?: AbortSignal): Promise<Colleague[]> {
  const { data } = await dataOf(
    api.GET('/api/v1/calendar/people', { params: { query: { q } }, signal }),
  );
  return data;
}

export function peopleQueryOptions(q: string) {
  return queryOptions({
    queryKey: peopleKeys.search(q),
    queryFn: ({ signal }) => getPeople(q, signal),
    // The list stays while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

/** Active staff and admins matching `q` (the first 50 by name). */
export function usePeople(q: string) {
  return useQuery(peopleQueryOptions(q));
}
