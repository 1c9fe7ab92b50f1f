import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
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

/**
 * After a save or a delete every view of the calendar asks again (the ranges' lists, the free
 * slots, which events take) but the event itself: a save's answer is the event as saved, and a
 * deleted event's dialog is closing (asking again would answer 404).
 */
function useRefreshCalendar() {
  const queryClient = useQueryClient();
  return (id: number, saved?: CalendarEvent) => {
    const eventKey = calendarKeys.event(id);
    const eventHash = hashKey(eventKey);
    if (saved) queryClient.setQueryData(eventKey, saved);
    else void queryClient.invalidateQueries({ queryKey: eventKey, refetchType: 'none' });
    return queryClient.invalidateQueries({
      queryKey: calendarKeys.all,
      predicate: (query) => query.queryHash !== eventHash,
    });
  };
}

/**
 * A new event. An attendee busy at that time answers 409 `schedule_conflict`; the caller shows
 * who is busy and may send it again with `allowConflicts: true`.
 */
export function useCreateEvent() {
  const refresh = useRefreshCalendar();
  return useMutation({ mutationFn: createEvent, onSuccess: (saved) => refresh(saved.id, saved) });
}

/** A change (moved, resized or edited); only the organiser or an admin (`canEdit`). */
export function useUpdateEvent() {
  const refresh = useRefreshCalendar();
  return useMutation({ mutationFn: updateEvent, onSuccess: (saved) => refresh(saved.id, saved) });
}

/** Deletes an event; an interview's applicant and attendees are told it is cancelled. */
export function useDeleteEvent() {
  const refresh = useRefreshCalendar();
  return useMutation({ mutationFn: deleteEvent, onSuccess: (_, id) => refresh(id) });
}
