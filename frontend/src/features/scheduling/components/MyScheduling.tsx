import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useMyScheduling } from '../api/my-scheduling';
import type { MySchedulingRequest } from '../api/types';
import { SchedulingMessages } from './SchedulingMessages';

function Booked({ request }: { request: MySchedulingRequest }) {
  const intl = useIntl();
  return (
    <div className="d-grid gap-1">
      <p className="mb-0 fw-semibold">
        <FormattedMessage id="scheduling.mine.booked" />
      </p>
      <ul className="mb-0 ps-3 small">
        {request.sessions.map((session, index) =>
          session.start && session.end ? (
            <li key={index}>
              {session.title}
              {': '}
              {intl.formatDate(session.start, { dateStyle: 'full' })}{' '}
              {intl.formatDateTimeRange(new Date(session.start), new Date(session.end), {
                hour: 'numeric',
                minute: '2-digit',
                timeZoneName: 'short',
              })}
            </li>
          ) : null,
        )}
      </ul>
      <Link to={`/schedule/${encodeURIComponent(request.token)}`}>
        <FormattedMessage id="scheduling.mine.change" />
      </Link>
    </div>
  );
}

function Requests({ applicationId }: { applicationId: number }) {
  const { data } = useMyScheduling();
  const requests = (data ?? []).filter(
    (request) =>
      request.applicationId === applicationId &&
      (request.state === 'open' || request.state === 'booked'),
  );
  if (requests.length === 0) return null;
  return (
    <div className="border-top mt-3 pt-3 d-grid gap-2">
      {requests.map((request) =>
        request.state === 'open' ? (
          <Link
            key={request.requestId}
            to={`/schedule/${encodeURIComponent(request.token)}`}
            className="btn btn-primary btn-sm"
            style={{ justifySelf: 'start' }}
          >
            <FormattedMessage id="scheduling.mine.choose" />
          </Link>
        ) : (
          <Booked key={request.requestId} request={request} />
        ),
      )}
    </div>
  );
}

/**
 * On an applicant's application: "Choose your interview time" while a request is open, the booked
 * times with "Change" once booked; nothing otherwise (or while the list is on its way).
 */
export function MyScheduling({ applicationId }: { applicationId: number }) {
  return (
    <SchedulingMessages>
      <Requests applicationId={applicationId} />
    </SchedulingMessages>
  );
}
