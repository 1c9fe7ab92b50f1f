import Badge from 'react-bootstrap/Badge';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { CalendarEvent } from '../api/types';
import { responseName, responseVariant } from './responses';

/**
 * Who organises and takes part, and (for an interview) the applicant's answer and a link to the
 * scorecards.
 */
export function EventDetails({ event }: { event: CalendarEvent }) {
  const { application } = event;
  return (
    <div className="d-grid gap-2 mb-3">
      <p className="small mb-0">
        <FormattedMessage id="calendar.organizer" values={{ name: event.organizer.name }} />
      </p>
      {event.attendees.length > 0 ? (
        <div>
          <h3 className="h6 mb-1">
            <FormattedMessage id="calendar.field.attendees" />
          </h3>
          <ul className="list-unstyled small mb-0">
            {event.attendees.map((person) => (
              <li key={person.id}>
                {person.name}{' '}
                <Badge bg={responseVariant[person.response]}>
                  <FormattedMessage id={responseName[person.response]} />
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {application ? (
        <section className="border rounded p-2" aria-labelledby={`event-${event.id}-applicant`}>
          <h3 className="h6 mb-1" id={`event-${event.id}-applicant`}>
            <FormattedMessage
              id="calendar.applicant"
              values={{ name: application.applicantName, vacancy: application.vacancyTitle }}
            />
          </h3>
          <p className="mb-1">
            <Badge bg={responseVariant[application.response]}>
              <FormattedMessage id={responseName[application.response]} />
            </Badge>
            {application.respondedAt ? (
              <span className="small text-body-secondary ms-2">
                <FormattedDate
                  value={application.respondedAt}
                  dateStyle="medium"
                  timeStyle="short"
                />
              </span>
            ) : null}
          </p>
          {application.responseMessage ? (
            <blockquote className="mb-0 small text-pre-wrap">
              {application.responseMessage}
            </blockquote>
          ) : null}
          {event.label === 'interview' ? (
            // The interviewers' scorecards (the structured interviews' page).
            <Link to={`/scorecards/${event.id}`} className="small">
              <FormattedMessage id="calendar.scorecard" />
            </Link>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
