/*
 * Times travel as RFC 3339 UTC strings and are shown in the viewer's own zone. All-day events are
 * dates: UTC midnights with an exclusive end, shown as the dates they name (never moved into the
 * viewer's zone, where 2026-12-01T00:00Z could be the evening of 30 November).
 */

/** The viewer's IANA time zone, in which the calendar shows times. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as the local date `YYYY-MM-DD`. */
export function localDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A Date as a `datetime-local` input's value, in the viewer's zone. */
export function localDateTime(date: Date): string {
  return `${localDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the viewer's zone) as RFC 3339 UTC; null when it is not a time. */
export function fromLocalDateTime(value: string): string | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** An all-day event's date: the `YYYY-MM-DD` of its UTC midnight. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

/** The UTC midnight that starts the date `YYYY-MM-DD`. */
export function midnightOf(day: string): string {
  return `${day}T00:00:00Z`;
}

/** The date after `YYYY-MM-DD` (an all-day event's exclusive end). */
export function nextDay(day: string): string {
  const date = new Date(midnightOf(day));
  date.setUTCDate(date.getUTCDate() + 1);
  return dayOf(date.toISOString());
}

/** The date before `YYYY-MM-DD` (the last day of an all-day event, from its exclusive end). */
export function previousDay(day: string): string {
  const date = new Date(midnightOf(day));
  date.setUTCDate(date.getUTCDate() - 1);
  return dayOf(date.toISOString());
}

/** Whether [aStart, aEnd) and [bStart, bEnd) share a moment. */
export function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return Date.parse(aStart) < Date.parse(bEnd) && Date.parse(bStart) < Date.parse(aEnd);
}

/** Whether a string is a link to open (a video call's address, say) rather than a place. */
export function isLink(location: string): boolean {
  return /^https?:\/\/\S+$/i.test(location.trim());
}
