import {
  type Colleague,
  ColleaguePicker,
  type ColleaguePickerMessages,
  MAX_COLLEAGUES,
} from '@/components/ui/ColleaguePicker';

/** A colleague taking part in an event. */
export type Attendee = Colleague;

/** At most 20 colleagues per event (the server's limit). */
export const MAX_ATTENDEES = MAX_COLLEAGUES;

const MESSAGES: ColleaguePickerMessages = {
  add: 'calendar.attendees.add',
  remove: 'calendar.attendees.remove',
  search: 'calendar.attendees.search',
  full: 'calendar.attendees.full',
};

interface AttendeePickerProps {
  id: string;
  label: string;
  value: readonly Attendee[];
  onChange: (next: Attendee[]) => void;
  /** Left out of the matches (the organiser, who always takes part). */
  excludeId?: string | undefined;
  error?: string | null;
}

/** An event's attendees: the team's picker in the calendar's words. */
export function AttendeePicker(props: AttendeePickerProps) {
  return <ColleaguePicker {...props} messages={MESSAGES} />;
}
