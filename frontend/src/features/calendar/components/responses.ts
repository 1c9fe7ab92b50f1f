import type { MessageId } from '@/lib/i18n/catalogs';
import { messageIds } from '@/lib/i18n/message-ids';
import type { InterviewResponse } from '../api/types';

/** An attendee's or applicant's answer to an invitation, as a badge's text and colour. */
export const responseName: Record<InterviewResponse, MessageId> = messageIds('calendar.response', [
  'pending',
  'accepted',
  'declined',
]);

export const responseVariant: Record<InterviewResponse, string> = {
  pending: 'secondary',
  accepted: 'success',
  declined: 'danger',
};
