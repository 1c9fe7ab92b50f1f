import { type SyntheticEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { TextField } from '@/components/ui/TextField';
import { TitledCard } from '@/components/ui/TitledCard';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useMyInterviews, useRespondToInterview } from '../api/my-interviews';
import type { ApplicantInterview, InterviewAnswer } from '../api/types';
import { CalendarMessages } from './CalendarMessages';
import { isLink } from './dates';
import { responseName, responseVariant } from './responses';

type Answer = InterviewAnswer['response'];

function AnswerForm({
  interview,
  answer,
  onClose,
}: {
  interview: ApplicantInterview;
  answer: Answer;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { errorTextWithFields } = useApiErrorText();
  const respond = useRespondToInterview();
  const [message, setMessage] = useState('');
  const id = `interview-${interview.id}-message`;
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const text = message.trim();
    respond.mutate(
      { id: interview.id, answer: { response: answer, ...(text ? { message: text } : {}) } },
      { onSuccess: onClose },
    );
  };
  return (
    <Form noValidate onSubmit={onSubmit} className="d-grid gap-2">
      <TextField
        id={id}
        className=""
        label={<FormattedMessage id="calendar.interviews.message" />}
        rows={2}
        maxLength={1000}
        value={message}
        autoFocus
        onChange={setMessage}
      />
      <FormAlert message={respond.error ? errorTextWithFields(respond.error) : null} />
      <div className="d-flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={answer === 'accepted' ? 'success' : 'danger'}
          disabled={respond.isPending}
        >
          {intl.formatMessage({
            id:
              answer === 'accepted'
                ? 'calendar.interviews.sendAccept'
                : 'calendar.interviews.sendDecline',
          })}
        </Button>
        <Button variant="outline-secondary" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    </Form>
  );
}

function InterviewItem({ interview }: { interview: ApplicantInterview }) {
  const intl = useIntl();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const titleId = `interview-${interview.id}-title`;
  return (
    <li className="border rounded p-3 d-grid gap-2" aria-labelledby={titleId}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h3 id={titleId} className="h6 mb-0 me-auto">
          {interview.title}
        </h3>
        <Badge bg={responseVariant[interview.response]}>
          {intl.formatMessage(
            { id: 'calendar.interviews.yourAnswer' },
            { answer: intl.formatMessage({ id: responseName[interview.response] }) },
          )}
        </Badge>
      </div>
      <p className="mb-0 small text-body-secondary">{interview.vacancyTitle}</p>
      <p className="mb-0">
        <FormattedMessage
          id="calendar.when.times"
          values={{
            start: <FormattedDate value={interview.start} dateStyle="full" timeStyle="short" />,
            end: (
              <FormattedDate
                value={interview.end}
                hour="numeric"
                minute="2-digit"
                timeZoneName="short"
              />
            ),
          }}
        />
      </p>
      {interview.location ? (
        isLink(interview.location) ? (
          <a href={interview.location} target="_blank" rel="noreferrer" className="text-break">
            <FormattedMessage id="calendar.interviews.join" />
          </a>
        ) : (
          <p className="mb-0 text-break">{interview.location}</p>
        )
      ) : null}
      <p className="mb-0 small">
        <FormattedMessage
          id="calendar.interviews.with"
          values={{ name: interview.organizerName }}
        />
      </p>
      {interview.description ? (
        <p className="mb-0 small text-pre-wrap">{interview.description}</p>
      ) : null}
      {interview.responseMessage ? (
        <blockquote className="mb-0 small text-pre-wrap border-start ps-2">
          {interview.responseMessage}
        </blockquote>
      ) : null}
      {answer ? (
        <AnswerForm interview={interview} answer={answer} onClose={() => setAnswer(null)} />
      ) : (
        <div className="d-flex flex-wrap gap-2">
          {interview.response !== 'accepted' ? (
            <Button variant="success" size="sm" onClick={() => setAnswer('accepted')}>
              <FormattedMessage id="calendar.interviews.accept" />
            </Button>
          ) : null}
          {interview.response !== 'declined' ? (
            <Button variant="outline-danger" size="sm" onClick={() => setAnswer('declined')}>
              <FormattedMessage id="calendar.interviews.decline" />
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

function InterviewsCard() {
  const interviews = useMyInterviews();
  // Interviews that have ended are not offered an answer (read when the panel first shows).
  const [now] = useState(() => Date.now());
  if (interviews.isPending) return null;
  if (interviews.error) {
    return <QueryErrorState error={interviews.error} onRetry={() => void interviews.refetch()} />;
  }
  const upcoming = interviews.data.filter((interview) => Date.parse(interview.end) > now);
  if (upcoming.length === 0) return null;
  return (
    <TitledCard
      id="my-interviews-title"
      title={<FormattedMessage id="calendar.interviews.title" />}
      spaced
    >
      <ul className="list-unstyled d-grid gap-3 mb-0">
        {upcoming.map((interview) => (
          <InterviewItem key={interview.id} interview={interview} />
        ))}
      </ul>
    </TitledCard>
  );
}

/** The applicant's upcoming interviews (My Application), each with accept and decline. */
export function MyInterviews() {
  return (
    <CalendarMessages>
      <InterviewsCard />
    </CalendarMessages>
  );
}
