import { useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import type { ContractType, OfferState, SalaryPeriod } from '../api/types';

export const stateLabel: Record<OfferState, MessageId> = {
  draft: 'offers.state.draft',
  pending_approval: 'offers.state.pending_approval',
  approved: 'offers.state.approved',
  sent: 'offers.state.sent',
  accepted: 'offers.state.accepted',
  declined: 'offers.state.declined',
  withdrawn: 'offers.state.withdrawn',
  expired: 'offers.state.expired',
};

export const stateVariant: Record<OfferState, string> = {
  draft: 'secondary',
  pending_approval: 'warning',
  approved: 'info',
  sent: 'primary',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'secondary',
  expired: 'secondary',
};

export const contractLabel: Record<ContractType, MessageId> = {
  permanent: 'offers.contract.permanent',
  fixed_term: 'offers.contract.fixed_term',
  part_time: 'offers.contract.part_time',
  internship: 'offers.contract.internship',
  freelance: 'offers.contract.freelance',
};

export const periodLabel: Record<SalaryPeriod, MessageId> = {
  year: 'offers.period.year',
  month: 'offers.period.month',
  week: 'offers.period.week',
  day: 'offers.period.day',
  hour: 'offers.period.hour',
};

/** A date of the terms (a calendar day, shown as written, whatever the time zone). */
export function useDay() {
  const intl = useIntl();
  return (day: string) =>
    intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}
