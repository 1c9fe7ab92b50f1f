import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Plus } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { messageIds } from '@/lib/i18n/message-ids';
import { useRequestTimes } from '../api/requests';
import { ARRANGEMENTS, MODES, type RequestResult } from '../api/types';
import { InterviewerPicker } from './InterviewerPicker';
import {
  MAX_SESSIONS,
  type RequestDraft,
  type SessionDraft,
  newSession,
  requestOf,
  type SessionProblems,
  sessionProblems,
} from './request-form';

const PROBLEM_TEXT: Record<keyof SessionProblems, MessageId> = messageIds(
  'scheduling.form.problem',
  ['title', 'minutes', 'interviewers', 'location', 'buffers'],
);

function SessionFields({
  index,
  session,
  shown,
  onChange,
  onRemove,
}: {
  index: number;
  session: SessionDraft;
  /** Whether to show the session's problems (after a first try to send). */
  shown: boolean;
  onChange: (next: SessionDraft) => void;
  onRemove: (() => void) | null;
}) {
  const intl = useIntl();
  const problems = shown ? sessionProblems(session) : {};
  const id = `scheduling-session-${session.key}`;
  const say = (problem: keyof SessionProblems) =>
    problems[problem] ? intl.formatMessage({ id: PROBLEM_TEXT[problem] }) : null;
  const set =
    <K extends keyof SessionDraft>(key: K) =>
    (value: SessionDraft[K]) =>
      onChange({ ...session, [key]: value });
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 mb-2">
        <FormattedMessage id="scheduling.form.session" values={{ number: index + 1 }} />
      </legend>
      <Row className="g-2">
        <Col sm={8}>
          <TextField
            id={`${id}-title`}
            required
            maxLength={200}
            label={<FormattedMessage id="scheduling.form.title" />}
            value={session.title}
            error={say('title')}
            onChange={set('title')}
          />
        </Col>
        <Col sm={4}>
          <TextField
            id={`${id}-minutes`}
            type="number"
            min={15}
            max={480}
            step={5}
            inputMode="numeric"
            required
            label={<FormattedMessage id="scheduling.form.minutes" />}
            value={session.minutes}
            error={say('minutes')}
            onChange={set('minutes')}
          />
        </Col>
      </Row>
      <InterviewerPicker
        id={`${id}-interviewers`}
        value={session.interviewers}
        error={say('interviewers')}
        onChange={set('interviewers')}
      />
      {session.interviewers.length > 1 ? (
        <SelectField
          id={`${id}-mode`}
          label={<FormattedMessage id="scheduling.form.mode" />}
          value={session.mode}
          onChange={(mode) => set('mode')(mode === 'any' ? 'any' : 'all')}
          options={MODES.map((mode) => ({
            value: mode,
            label: intl.formatMessage({ id: `scheduling.mode.${mode}` }),
          }))}
        />
      ) : null}
      <TextField
        id={`${id}-location`}
        maxLength={500}
        label={<FormattedMessage id="scheduling.form.location" />}
        hint={<FormattedMessage id="scheduling.form.locationHint" />}
        value={session.location}
        error={say('location')}
        onChange={set('location')}
      />
      <Row className="g-2">
        <Col xs={6}>
          <TextField
            id={`${id}-before`}
            className=""
            type="number"
            min={0}
            max={120}
            inputMode="numeric"
            label={<FormattedMessage id="scheduling.form.bufferBefore" />}
            value={session.bufferBefore}
            error={say('buffers')}
            onChange={set('bufferBefore')}
          />
        </Col>
        <Col xs={6}>
          <TextField
            id={`${id}-after`}
            className=""
            type="number"
            min={0}
            max={120}
            inputMode="numeric"
            label={<FormattedMessage id="scheduling.form.bufferAfter" />}
            value={session.bufferAfter}
            onChange={set('bufferAfter')}
          />
        </Col>
      </Row>
      {onRemove ? (
        <Button variant="outline-danger" size="sm" className="mt-3" onClick={onRemove}>
          <FormattedMessage id="scheduling.form.removeSession" values={{ number: index + 1 }} />
        </Button>
      ) : null}
    </fieldset>
  );
}

/**
 * What a request offers: 1 to 4 sessions booked together (title, length, interviewers, any one
 * of them or all, place, buffers), how they follow one another, how many days ahead, and a note.
 */
export function RequestForm({
  applicationIds,
  onSent,
  onCancel,
}: {
  applicationIds: number[];
  /** Each application's outcome, once the server has answered. */
  onSent: (results: RequestResult[]) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { errorTextWithFields, codeText } = useApiErrorText();
  const send = useRequestTimes();
  const [draft, setDraft] = useState<RequestDraft>(() => ({
    sessions: [newSession()],
    arrangement: 'back_to_back',
    windowDays: '',
    message: '',
  }));
  const [tried, setTried] = useState(false);
  const setSession = (index: number) => (next: SessionDraft) =>
    setDraft({ ...draft, sessions: draft.sessions.map((s, i) => (i === index ? next : s)) });
  const windowProblem = (() => {
    const text = draft.windowDays.trim();
    const value = Number(text);
    return tried && text !== '' && !(Number.isInteger(value) && value >= 1 && value <= 30);
  })();
  // The window's and the note's problems are said at their fields; any other (a session's) above
  // the buttons, with the error.
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  const serverWindow = fields.windowDays?.code;
  const serverMessage = fields.message?.code;
  const others = Object.keys(fields).filter(
    (field) => field !== 'windowDays' && field !== 'message',
  );
  const elsewhere = send.error !== null && (others.length > 0 || Object.keys(fields).length === 0);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    const input = requestOf(draft, applicationIds);
    if (!input) return;
    send.mutate(input, { onSuccess: onSent });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="scheduling-request-title">
      {draft.sessions.map((session, index) => (
        <SessionFields
          key={session.key}
          index={index}
          session={session}
          shown={tried}
          onChange={setSession(index)}
          onRemove={
            draft.sessions.length > 1
              ? () => setDraft({ ...draft, sessions: draft.sessions.filter((_, i) => i !== index) })
              : null
          }
        />
      ))}
      {draft.sessions.length < MAX_SESSIONS ? (
        <Button
          variant="outline-primary"
          size="sm"
          className="mb-3 d-inline-flex align-items-center gap-1"
          onClick={() => setDraft({ ...draft, sessions: [...draft.sessions, newSession()] })}
        >
          <Plus size={14} aria-hidden="true" />
          <FormattedMessage id="scheduling.form.addSession" />
        </Button>
      ) : null}
      {draft.sessions.length > 1 ? (
        <SelectField
          id="scheduling-arrangement"
          label={<FormattedMessage id="scheduling.form.arrangement" />}
          value={draft.arrangement}
          onChange={(value) =>
            setDraft({ ...draft, arrangement: value === 'same_day' ? 'same_day' : 'back_to_back' })
          }
          options={ARRANGEMENTS.map((arrangement) => ({
            value: arrangement,
            label: intl.formatMessage({ id: `scheduling.arrangement.${arrangement}` }),
          }))}
        />
      ) : null}
      <TextField
        id="scheduling-window"
        type="number"
        min={1}
        max={30}
        inputMode="numeric"
        label={<FormattedMessage id="scheduling.form.window" />}
        hint={<FormattedMessage id="scheduling.form.windowHint" />}
        controlStyle={{ maxWidth: '8rem' }}
        value={draft.windowDays}
        error={
          windowProblem
            ? intl.formatMessage({ id: 'error.scheduling_window_invalid' })
            : serverWindow
              ? codeText(serverWindow)
              : null
        }
        onChange={(windowDays) => setDraft({ ...draft, windowDays })}
      />
      <TextField
        id="scheduling-message"
        rows={3}
        maxLength={1000}
        label={<FormattedMessage id="scheduling.form.message" />}
        hint={<FormattedMessage id="scheduling.form.messageHint" />}
        value={draft.message}
        error={serverMessage ? codeText(serverMessage) : null}
        onChange={(message) => setDraft({ ...draft, message })}
      />
      <FormAlert message={elsewhere ? errorTextWithFields(send.error) : null} />
      <div className="d-flex flex-wrap gap-2">
        <PendingButton type="submit" pending={send.isPending}>
          <FormattedMessage id="scheduling.form.send" />
        </PendingButton>
        <Button variant="outline-secondary" onClick={onCancel}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    </Form>
  );
}
