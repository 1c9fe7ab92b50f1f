import type { MessageId } from '@/lib/i18n/catalogs';
import { messageIds } from '@/lib/i18n/message-ids';
import { STATES, type SchedulingState } from '../api/types';

/** Each request state's word; keyed by any string, so a state this app does not know shows as it is. */
export const STATE_LABEL: Partial<Record<string, MessageId>> = messageIds(
  'scheduling.state',
  STATES,
);

/** The badge colour of each state; the colour only repeats what the word says. */
export const STATE_VARIANT: Record<SchedulingState, string> = {
  open: 'info',
  booked: 'success',
  cancelled: 'secondary',
  expired: 'warning',
};
