import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckField } from '@/components/ui/CheckField';
import { ConfirmButtons } from '@/components/ui/ConfirmButtons';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useCancelRequest, useMarkNoShow } from '../api/requests';
import type { RequestSession, SchedulingRequest } from '../api/types';
import { STATE_LABEL, STATE_VARIANT } from './labels';
import { hasStarted } from './times';

function SessionLine({ session }: { session: RequestSession }) {
  const intl = useIntl();
  const people = session.assigned.length > 0 ? session.assigned : session.interviewers;
  return (
    <li className="small">
      <span className="fw-semibold">{session.title}</span>{' '}
      {session.start && session.end ? (
        <span>
          {intl.formatDate(session.start, { dateStyle: 'medium' })}{' '}
          {intl.formatDateTimeRange(new Date(session.start), new Date(session.end), {
            hour: 'numeric',
            minute: '2-digit',
          })}
        </span>
      ) : (
        <span className="text-body-secondary">
          <FormattedMessage id="scheduling.card.minutes" values={{ minutes: session.minutes }} />
        </span>
      )}
      <br />
      <span className="text-body-secondary">
        <FormattedMessage
          id={
            session.assigned.length > 0
              ? 'scheduling.card.assigned'
              : `scheduling.card.mode.${session.mode}`
          }
          values={{
            names: intl.formatList(
              people.map((person) => person.name),
              { type: 'conjunction' },
            ),
          }}
        />
      </span>
    </li>
  );
}

/** One request: its state, the sessions with their times and people, and what can be done. */
export function RequestItem({ request }: { request: SchedulingRequest }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const cancel = useCancelRequest();
  const noShow = useMarkNoShow(request.applicationId);
  const [confirming, setConfirming] = useState(false);
  const titleId = `scheduling-request-${request.id}-title`;
  const questionId = `scheduling-request-${request.id}-cancel`;
  const live = request.state === 'open' || request.state === 'booked';
  const started = request.state === 'booked' && hasStarted(request.sessions);
  const error = cancel.error ?? noShow.error;
  return (
    <li className="border rounded p-3 d-grid gap-2" aria-labelledby={titleId}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h3 id={titleId} className="h6 mb-0 me-auto">
          <FormattedMessage
            id="scheduling.card.requested"
            values={{
              date: intl.formatDate(request.createdAt, { dateStyle: 'medium' }),
              name: request.createdByName ?? '—',
            }}
          />
        </h3>
        <Badge
          bg={STATE_VARIANT[request.state]}
          text={request.state === 'open' || request.state === 'expired' ? 'dark' : undefined}
        >
          {STATE_LABEL[request.state] ? (
            <FormattedMessage id={STATE_LABEL[request.state]} />
          ) : (
            request.state
          )}
        </Badge>
        {request.noShow ? (
          <Badge bg="danger">
            <FormattedMessage id="scheduling.card.noShowBadge" />
          </Badge>
        ) : null}
      </div>
      <ol className="mb-0 ps-3 d-grid gap-1">
        {request.sessions.map((session) => (
          <SessionLine key={session.position} session={session} />
        ))}
      </ol>
      <p className="small text-body-secondary mb-0">
        {request.state === 'open' ? (
          <FormattedMessage
            id="scheduling.card.until"
            values={{ date: intl.formatDate(request.windowEnd, { dateStyle: 'medium' }) }}
          />
        ) : null}{' '}
        {request.timeZone ? (
          <FormattedMessage id="scheduling.card.zone" values={{ zone: request.timeZone }} />
        ) : null}{' '}
        {request.reschedules > 0 ? (
          <FormattedMessage
            id="scheduling.card.reschedules"
            values={{ count: request.reschedules }}
          />
        ) : null}
      </p>
      <FormAlert message={error ? errorText(error) : null} />
      {started ? (
        <CheckField
          id={`scheduling-request-${request.id}-no-show`}
          type="switch"
          className=""
          label={intl.formatMessage({ id: 'scheduling.card.noShow' })}
          checked={request.noShow}
          onChange={(checked) => noShow.mutate({ id: request.id, noShow: checked })}
        />
      ) : null}
      {live ? (
        confirming ? (
          <div className="d-grid gap-2">
            <p id={questionId} className="small mb-0">
              <FormattedMessage id="scheduling.card.cancelQuestion" />
            </p>
            <ConfirmButtons
              confirm="scheduling.card.cancelConfirm"
              pending={cancel.isPending}
              describedBy={questionId}
              autoFocus
              onConfirm={() => cancel.mutate(request.id, { onSuccess: () => setConfirming(false) })}
              onCancel={() => setConfirming(false)}
            />
          </div>
        ) : (
          <div>
            <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
              <FormattedMessage id="scheduling.card.cancel" />
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}
