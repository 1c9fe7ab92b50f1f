import { type ApiError, hasErrorCode } from '@/lib/api/api-error';

/** True when the server refused because an attendee is busy then (409 `schedule_conflict`). */
export function isScheduleConflict(error: unknown): error is ApiError {
  return hasErrorCode(error, 'schedule_conflict');
}
