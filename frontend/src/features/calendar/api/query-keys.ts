import type { EventLabel } from './types';

/** Every calendar query's key; invalidation uses these too. */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  eventRange: (range: { from: string; to: string; labels: readonly EventLabel[] }) =>
    [...calendarKeys.events(), range] as const,
  event: (id: number) => [...calendarKeys.all, 'event', id] as const,
  freeSlots: (params: FreeSlotsParams) => [...calendarKeys.all, 'free-slots', params] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
  myInterviews: () => [...calendarKeys.all, 'my-interviews'] as const,
};

export interface FreeSlotsParams {
  attendees: readonly string[];
  from: string;
  to: string;
  /** Minutes, 15–480. */
  duration: number;
}
