import { activePreset, filtersFromSearch, isDay, presetRange, withFilters } from './date-range';

describe('the dashboard’s range', () => {
  it('counts a preset’s days with today included', () => {
    expect(presetRange('7d', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('30d', '2026-11-21')).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(presetRange('90d', '2026-11-21')).toEqual({ from: '2026-08-24', to: '2026-11-21' });
    expect(presetRange('12m', '2026-11-21')).toEqual({ from: '2025-11-22', to: '2026-11-21' });
  });

  it('knows which preset is on screen; no days at all is the server’s 30', () => {
    expect(activePreset({}, '2026-11-21')).toBe('30d');
    expect(activePreset({ from: '2026-11-15', to: '2026-11-21' }, '2026-11-21')).toBe('7d');
    expect(activePreset({ from: '2026-11-14', to: '2026-11-21' }, '2026-11-21')).toBeUndefined();
  });

  it('reads real days and known categories from the address and ignores the rest', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(
      filtersFromSearch(new URLSearchParams('from=2026-01-01&to=soon&category=internship')),
    ).toEqual({ from: '2026-01-01', category: 'internship' });
    expect(filtersFromSearch(new URLSearchParams('category=everything'))).toEqual({});
  });

  it('replaces only its own parameters in the address', () => {
    const next = withFilters(new URLSearchParams('tenant=demo&from=2026-01-01'), {
      to: '2026-02-01',
    });
    expect(next.toString()).toBe('tenant=demo&to=2026-02-01');
  });
});
