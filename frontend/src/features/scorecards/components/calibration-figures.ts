import type { IntlShape } from 'react-intl';
import type { CalibrationPeriod } from '../api/types';

/**
 * The start of a period of `days` before today (UTC midnight): the same all day long, so the
 * query's key does not change from one render to the next.
 */
export function periodStart(period: CalibrationPeriod, today = new Date()): string | undefined {
  if (period === 'all') return undefined;
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - Number(period)),
  ).toISOString();
}

/** Hours as hours up to two days, else as days (one decimal at most). */
export function formatWait(intl: IntlShape, hours: number | null | undefined): string {
  if (hours === null || hours === undefined) {
    return intl.formatMessage({ id: 'scorecards.calibration.noMedian' });
  }
  const [value, unit] = hours < 48 ? [hours, 'hour'] : [hours / 24, 'day'];
  return intl.formatNumber(value, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
}
