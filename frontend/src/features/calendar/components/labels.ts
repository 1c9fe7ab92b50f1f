import type { MessageId } from '@/lib/i18n/catalogs';
import type { EventLabel } from '../api/types';

/** Every label, in the order the filter shows them. */
export const EVENT_LABELS = [
  'interview',
  'meeting',
  'reminder',
  'holiday',
  'personal',
] as const satisfies readonly EventLabel[];

export const labelName: Record<EventLabel, MessageId> = {
  interview: 'calendar.label.interview',
  meeting: 'calendar.label.meeting',
  reminder: 'calendar.label.reminder',
  holiday: 'calendar.label.holiday',
  personal: 'calendar.label.personal',
};

/** Each label's colour is a class (calendar.css): the same in the filter, the grid and the list. */
export const labelClass = (label: EventLabel) => `calendar-label-${label}`;
