import { CATEGORIES, type Category } from '@/lib/api/types';
import type { DashboardFilters } from '../api/get-dashboard';

export const PRESETS = ['7d', '30d', '90d', '12m'] as const;
export type Preset = (typeof PRESETS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The reader's calendar day of `date`, YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `day` moved by whole days and months (UTC arithmetic: no daylight-saving hour in between). */
function shiftDay(day: string, { days = 0, months = 0 }: { days?: number; months?: number }) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A preset's days, both included, ending `today`: 7 days is today and the six before it. */
export function presetRange(preset: Preset, today: string): { from: string; to: string } {
  switch (preset) {
    case '7d':
      return { from: shiftDay(today, { days: -6 }), to: today };
    case '30d':
      return { from: shiftDay(today, { days: -29 }), to: today };
    case '90d':
      return { from: shiftDay(today, { days: -89 }), to: today };
    case '12m':
      return { from: shiftDay(today, { months: -12, days: 1 }), to: today };
  }
}

/**
 * The preset the filters show, if any. No days at all is the server's default, the last 30
 * days (of the tenant's calendar, which may be a day off the reader's near midnight).
 */
export function activePreset(filters: DashboardFilters, today: string): Preset | undefined {
  if (!filters.from && !filters.to) return '30d';
  return PRESETS.find((preset) => {
    const range = presetRange(preset, today);
    return range.from === filters.from && range.to === filters.to;
  });
}

function isCategory(value: string | null): value is Category {
  return (CATEGORIES as readonly (string | null)[]).includes(value);
}

/** The filters in the address; a malformed value is left out, so the server's default applies. */
export function filtersFromSearch(search: URLSearchParams): DashboardFilters {
  const filters: DashboardFilters = {};
  const from = search.get('from');
  const to = search.get('to');
  const category = search.get('category');
  if (from && isDay(from)) filters.from = from;
  if (to && isDay(to)) filters.to = to;
  if (isCategory(category)) filters.category = category;
  return filters;
}

/** `search` with the filters' parameters replaced (other parameters stay as they are). */
export function withFilters(search: URLSearchParams, filters: DashboardFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['from', 'to', 'category'] as const) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
