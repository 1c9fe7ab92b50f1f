import type { SlotOption } from '../api/types';
import { dayIn, groupByDay, hasStarted, isTimeZone, optionEnd, timeZoneChoices } from './times';

function option(start: string, minutes = 45): SlotOption {
  const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
  return { start, sessions: [{ start, end }] };
}

describe('dayIn', () => {
  it('names the day an instant falls on in the zone, not in UTC', () => {
    expect(dayIn('2026-12-03T02:30:00Z', 'UTC')).toBe('2026-12-03');
    expect(dayIn('2026-12-03T02:30:00Z', 'America/New_York')).toBe('2026-12-02');
    expect(dayIn('2026-12-03T23:30:00Z', 'Asia/Tokyo')).toBe('2026-12-04');
  });
});

describe('groupByDay', () => {
  it('groups the options by their day in the zone, earliest first', () => {
    const options = [
      option('2026-12-03T15:00:00Z'),
      option('2026-12-03T02:00:00Z'),
      option('2026-12-04T14:00:00Z'),
      option('2026-12-03T09:00:00Z'),
    ];
    expect(groupByDay(options, 'UTC')).toEqual([
      {
        day: '2026-12-03',
        options: [options[1], options[3], options[0]],
      },
      { day: '2026-12-04', options: [options[2]] },
    ]);
    // 02:00 UTC is the evening before in New York.
    expect(
      groupByDay(options, 'America/New_York').map(({ day, options: o }) => [day, o.length]),
    ).toEqual([
      ['2026-12-02', 1],
      ['2026-12-03', 2],
      ['2026-12-04', 1],
    ]);
  });

  it('has no days when nothing is offered', () => {
    expect(groupByDay([], 'Europe/Berlin')).toEqual([]);
  });
});

describe('optionEnd', () => {
  it('is the last session’s end', () => {
    const loop: SlotOption = {
      start: '2026-12-03T09:00:00Z',
      sessions: [
        { start: '2026-12-03T09:00:00Z', end: '2026-12-03T09:45:00Z' },
        { start: '2026-12-03T09:45:00Z', end: '2026-12-03T10:30:00Z' },
      ],
    };
    expect(optionEnd(loop)).toBe('2026-12-03T10:30:00Z');
  });
});

describe('hasStarted', () => {
  const now = new Date('2026-12-03T10:00:00Z');
  it('is true once the earliest session has started', () => {
    expect(
      hasStarted([{ start: '2026-12-03T11:00:00Z' }, { start: '2026-12-03T09:59:00Z' }], now),
    ).toBe(true);
  });
  it('is false before it, or while nothing is booked', () => {
    expect(hasStarted([{ start: '2026-12-03T10:01:00Z' }], now)).toBe(false);
    expect(hasStarted([{ start: null }], now)).toBe(false);
  });
});

describe('time zones', () => {
  it('offers UTC first and keeps a zone the browser may not list', () => {
    const zones = timeZoneChoices('Europe/Berlin', 'Mars/Olympus_Mons');
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('Mars/Olympus_Mons');
    expect(new Set(zones).size).toBe(zones.length);
  });
  it('knows a real zone from a made-up one', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Nowhere/Town')).toBe(false);
  });
});
