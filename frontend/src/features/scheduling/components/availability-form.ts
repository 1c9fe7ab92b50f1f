import type { AvailabilityInput, WorkingDay } from '../api/types';

/** Monday … Sunday, as ISO numbers them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** One weekday as the form holds it: whether it is worked, and from when to when (`HH:MM`). */
export interface DayDraft {
  weekday: number;
  on: boolean;
  start: string;
  end: string;
}

/** Every weekday, the listed ones on with their hours, the others off (9 to 5 if turned on). */
export function dayDrafts(days: readonly WorkingDay[]): DayDraft[] {
  return WEEKDAYS.map((weekday) => {
    const day = days.find((other) => other.weekday === weekday);
    return day
      ? { weekday, on: true, start: day.start.slice(0, 5), end: day.end.slice(0, 5) }
      : { weekday, on: false, start: '09:00', end: '17:00' };
  });
}

/** A worked day whose start is not before its end (or is missing). */
export function badHours(day: DayDraft): boolean {
  return day.on && !(day.start !== '' && day.end !== '' && day.start < day.end);
}

/** A limit as typed: empty is none, else a whole number 1..50 (anything else is `NaN`). */
export function capOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= 1 && value <= 50 ? value : Number.NaN;
}

/** What to store: only the worked days are listed. */
export function availabilityOf(
  zone: string | null,
  days: readonly DayDraft[],
  maxPerDay: number | null,
  maxPerWeek: number | null,
): AvailabilityInput {
  return {
    timeZone: zone,
    days: days.filter((day) => day.on).map(({ weekday, start, end }) => ({ weekday, start, end })),
    maxPerDay,
    maxPerWeek,
  };
}
