import { FormattedMessage, useIntl } from 'react-intl';
import type { SchedulingPage } from '../api/types';

/** An address to open rather than a place to go. */
function isLink(location: string): boolean {
  return /^https?:\/\/\S+$/i.test(location.trim());
}

/** The booked interviews in the chosen zone: each one's title, day and times, place and people. */
export function BookedTimes({
  booked,
  zone,
}: {
  booked: NonNullable<SchedulingPage['booked']>;
  zone: string;
}) {
  const intl = useIntl();
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {booked.map((session) => (
        <li key={`${session.start}-${session.title}`} className="border rounded p-3 d-grid gap-1">
          <h3 className="h6 mb-0">{session.title}</h3>
          <p className="mb-0">
            <bdi>{intl.formatDate(session.start, { dateStyle: 'full', timeZone: zone })}</bdi>
            {' · '}
            <bdi>
              {intl.formatDateTimeRange(new Date(session.start), new Date(session.end), {
                hour: 'numeric',
                minute: '2-digit',
                timeZone: zone,
                timeZoneName: 'short',
              })}
            </bdi>
          </p>
          {session.location ? (
            isLink(session.location) ? (
              <a href={session.location} target="_blank" rel="noreferrer" className="text-break">
                <FormattedMessage id="scheduling.join" />
              </a>
            ) : (
              <p className="mb-0 text-break">{session.location}</p>
            )
          ) : null}
          {session.interviewers.length > 0 ? (
            <p className="mb-0 small text-body-secondary">
              <FormattedMessage
                id="scheduling.with"
                values={{ names: intl.formatList(session.interviewers, { type: 'conjunction' }) }}
              />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
