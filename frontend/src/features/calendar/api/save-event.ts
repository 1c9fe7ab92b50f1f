import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { calendarKeys } from './query-keys';
import type { CalendarEvent, EventChange, EventInput } from './types';

export function createEvent(input: EventInput): Promise<CalendarEvent> {
  return dataOf(api.POST('/api/v1/calendar/events', { body: input }));
}

export function updateEvent({ id, change }: { id: number; change: EventChange }) {
  return dataOf(
    api.PATCH('/api/v1/calendar/events/{id}', { params: { path: { id } }, body: change }),
  );
}

export async function deleteEvent(id: number): Promise<void> {
  await api.DELETE('/api/v1/calendar/events/{id}', { params: { path: { id } } });
}

/** Every view of the calendar (and the free slots, which events take) asks again. */
function useInvalidateCalendar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarKeys.all });
}

/**
 * A new event. An attendee busy at that time answers 409 `schedule_conflict`; the caller shows
 * who is busy and may send it again with `allowConflicts: true`.
 */
export function useCreateEvent() {
  const invalidate = useInvalidateCalendar();
  return useMutation({ mutationFn: createEvent, onSuccess: invalidate });
}

/** A change (moved, resized or edited); only the organiser or an admin (`canEdit`). */
export function useUpdateEvent() {
  const invalidate = useInvalidateCalendar();
  return useMutation({ mutationFn: updateEvent, onSuccess: invalidate });
}

/** Deletes an event; an interview's applicant and attendees are told it is cancelled. */
export function useDeleteEvent() {
  const invalidate = useInvalidateCalendar();
  return useMutation({ mutationFn: deleteEvent, onSuccess: invalidate });
}
