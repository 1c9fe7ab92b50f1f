import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { taskKeys } from './query-keys';
import type { Colleague } from './types';

export async function getPeople(q: string, signal?: AbortSignal): Promise<Colleague[]> {
  const { data } = await dataOf(
    api.GET('/api/v1/calendar/people', { params: { query: { q } }, signal }),
  );
  return data;
}

/** Active staff and admins matching `q` (the first 50 by name): who a task may be assigned to. */
export function usePeople(q: string) {
  return useQuery({
    queryKey: taskKeys.people(q),
    queryFn: ({ signal }) => getPeople(q, signal),
    placeholderData: keepPreviousData,
  });
}
