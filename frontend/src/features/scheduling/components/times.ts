import type { SlotOption } from '../api/types';

/** The reader's own time zone, as the browser knows it (UTC when it cannot say). */
export function detectTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** True when the browser knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every IANA zone the browser knows, with UTC and the given ones (the reader's, a stored one the
 * browser does not list) choosable too, in alphabetical order after UTC.
 */
export function timeZoneChoices(...current: (string | null | undefined)[]): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const extra = current.filter((zone): zone is string => Boolean(zone));
  const rest = [...new Set([...known, ...extra])].filter((zone) => zone !== 'UTC').sort();
  return ['UTC', ...rest];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `zone`. */
export function dayIn(instant: string, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export interface OptionDay {
  /** The day in the chosen zone, `YYYY-MM-DD`. */
  day: string;
  options: SlotOption[];
}

/**
 * The offered times grouped by the day they start on in `zone`, days and times earliest first
 * (a loop that runs past midnight stays with the day it starts on).
 */
export function groupByDay(options: readonly SlotOption[], zone: string): OptionDay[] {
  const sorted = [...options].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const days: OptionDay[] = [];
  for (const option of sorted) {
    const day = dayIn(option.start, zone);
    const last = days.at(-1);
    if (last?.day === day) last.options.push(option);
    else days.push({ day, options: [option] });
  }
  return days;
}

/** When the loop ends: its last session's end (the option's start when it has none). */
export function optionEnd(option: SlotOption): string {
  return option.sessions.at(-1)?.end ?? option.start;
}

/** True once the first of the sessions has started (a no-show can be said only then). */
export function hasStarted(
  sessions: readonly { start?: string | null }[],
  now: Date = new Date(),
): boolean {
  const first = sessions
    .map((session) => session.start)
    .filter((start): start is string => typeof start === 'string')
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  return first !== undefined && Date.parse(first) <= now.getTime();
}
