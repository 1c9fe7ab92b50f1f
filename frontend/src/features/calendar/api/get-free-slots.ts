import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { type FreeSlotsParams, calendarKeys } from './query-keys';
import type { FreeSlots } from './types';

export function getFreeSlots(params: FreeSlotsParams, signal?: AbortSignal): Promise<FreeSlots> {
  return dataOf(
    api.GET('/api/v1/calendar/free-slots', {
      params: {
        query: {
          attendees: params.attendees.join(','),
          from: params.from,
          to: params.to,
          duration: params.duration,
        },
      },
      signal,
    }),
  );
}

export function freeSlotsQueryOptions(params: FreeSlotsParams) {
  return queryOptions({
    queryKey: calendarKeys.freeSlots(params),
    queryFn: ({ signal }) => getFreeSlots(params, signal),
  });
}

/**
 * The times all `attendees` are free (working hours in the tenant's zone, 30-minute steps) and
 * when each is busy; `null` asks nothing.
 */
export function useFreeSlots(params: FreeSlotsParams | null) {
  return useQuery({
    ...freeSlotsQueryOptions(params ?? { attendees: [], from: '', to: '', duration: 0 }),
    enabled: params !== null && params.attendees.length > 0,
  });
}
