import { FormattedMessage } from 'react-intl';
import { ColleaguePicker, type ColleaguePickerMessages } from '@/components/ui/ColleaguePicker';
import type { PersonRef } from '../api/types';

const MESSAGES: ColleaguePickerMessages = {
  add: 'scheduling.form.addInterviewer',
  remove: 'scheduling.form.removeInterviewer',
  search: 'scheduling.form.searchInterviewers',
  full: 'scheduling.form.interviewersFull',
};

/** A session's interviewers: the team's picker (as the calendar's) in scheduling's words. */
export function InterviewerPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: readonly PersonRef[];
  onChange: (next: PersonRef[]) => void;
  error?: string | null;
}) {
  return (
    <ColleaguePicker
      id={id}
      label={<FormattedMessage id="scheduling.form.interviewers" />}
      required
      value={value}
      onChange={onChange}
      messages={MESSAGES}
      error={error}
    />
  );
}
