import Badge from 'react-bootstrap/Badge';
import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import type { Interview } from '../api/types';
import { stateLabel, stateVariant } from './labels';

/** When an interview is (its day and hours). */
export function InterviewTime({
  interview,
}: {
  interview: Pick<Interview, 'startsAt' | 'endsAt'>;
}) {
  return (
    <>
      <FormattedDate value={interview.startsAt} dateStyle="medium" timeStyle="short" />
      {' – '}
      <FormattedTime value={interview.endsAt} timeStyle="short" />
    </>
  );
}

/** The interview's interviewers, each with their scorecard's state. */
export function InterviewerStates({ interview }: { interview: Interview }) {
  return (
    <ul className="list-unstyled small mb-0 d-flex flex-wrap gap-2">
      {interview.interviewers.map((person) => (
        <li key={person.userId}>
          {person.name}{' '}
          <Badge
            bg={stateVariant[person.state]}
            text={person.state === 'draft' ? 'dark' : undefined}
          >
            <FormattedMessage id={stateLabel[person.state]} />
          </Badge>
        </li>
      ))}
    </ul>
  );
}
