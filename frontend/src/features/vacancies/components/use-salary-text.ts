import { useIntl } from 'react-intl';
import type { Schemas } from '@/lib/api/types';

/** "€40,000 – €55,000", "from €40,000", "up to €55,000"; nothing when no amount is shown. */
export function useSalaryText(salary: Schemas['Salary'] | null | undefined): string | null {
  const intl = useIntl();
  if (!salary) return null;
  const { min, max, currency } = salary;
  const format = (amount: number) =>
    currency
      ? intl.formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: 0 })
      : intl.formatNumber(amount);
  if (min != null && max != null && min !== max) {
    return intl.formatMessage(
      { id: 'vacancy.salary.range' },
      { min: format(min), max: format(max) },
    );
  }
  if (min != null) {
    return max === min
      ? format(min)
      : intl.formatMessage({ id: 'vacancy.salary.from' }, { min: format(min) });
  }
  if (max != null) return intl.formatMessage({ id: 'vacancy.salary.upTo' }, { max: format(max) });
  return null;
}
