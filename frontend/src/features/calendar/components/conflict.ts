import { ApiError } from '@/lib/api/api-error';
import type { CalendarErrorCode } from '../api/types';

/** True when the server refused because an attendee is busy then (409 `schedule_conflict`). */
export function isScheduleConflict(error: unknown): error is ApiError {
  const code: CalendarErrorCode = 'schedule_conflict';
  return error instanceof ApiError && error.code === code;
}
