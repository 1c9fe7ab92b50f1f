import type { ApplicationStatus } from '@/lib/api/types';
import type { MessageId } from '@/lib/i18n/catalogs';

export const statusLabel: Record<ApplicationStatus, MessageId> = {
  submitted: 'status.submitted',
  in_review: 'status.in_review',
  interview: 'status.interview',
  offered: 'status.offered',
  hired: 'status.hired',
  rejected: 'status.rejected',
  withdrawn: 'status.withdrawn',
};

export const statusVariant: Record<ApplicationStatus, string> = {
  submitted: 'secondary',
  in_review: 'info',
  interview: 'primary',
  offered: 'warning',
  hired: 'success',
  rejected: 'danger',
  withdrawn: 'dark',
};
