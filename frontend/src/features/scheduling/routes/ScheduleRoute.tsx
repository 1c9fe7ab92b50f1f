import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { PageSection } from '@/components/ui/PageSection';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import {
  type LinkTarget,
  isDeadLink,
  useBook,
  useCancelBooking,
  useSchedulingPage,
} from '../api/candidate-page';
import type { SchedulingPage } from '../api/types';
import { BookedTimes } from '../components/BookedTimes';
import { SchedulingMessages } from '../components/SchedulingMessages';
import { SlotPicker } from '../components/SlotPicker';
import { detectTimeZone, isTimeZone } from '../components/times';
import { TimeZoneSelect } from '../components/TimeZoneSelect';

function Page({ children }: { children: ReactNode }) {
  return (
    <Row className="justify-content-center">
      <Col lg={9} xl={8}>
        <PageSection title={<FormattedMessage id="scheduling.page.title" />}>
          {children}
        </PageSection>
      </Col>
    </Row>
  );
}

/** The vacancy, the company's note and the interviews the loop is made of. */
function About({ page }: { page: SchedulingPage }) {
  return (
    <Card className="mb-3">
      <Card.Body className="d-grid gap-2">
        <h2 className="h5 mb-0 text-break">{page.vacancyTitle}</h2>
        <p className="mb-0 text-body-secondary">{page.companyName}</p>
        {page.message ? (
          <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
            {page.message}
          </p>
        ) : null}
        <h3 className="h6 mb-0 mt-2">
          <FormattedMessage
            id="scheduling.page.sessions"
            values={{ count: page.sessions.length }}
          />
        </h3>
        <ol className="mb-0 ps-3">
          {page.sessions.map((session, index) => (
            <li key={index}>
              <FormattedMessage
                id="scheduling.page.session"
                values={{ title: session.title, minutes: session.minutes }}
              />
              {session.location ? (
                <span className="text-body-secondary text-break"> · {session.location}</span>
              ) : null}
            </li>
          ))}
        </ol>
        {page.sessions.length > 1 ? (
          <p className="mb-0 small text-body-secondary">
            <FormattedMessage id={`scheduling.page.arrangement.${page.arrangement}`} />
          </p>
        ) : null}
      </Card.Body>
    </Card>
  );
}

function BookedView({
  page,
  target,
  zone,
  zoneField,
}: {
  page: SchedulingPage;
  target: LinkTarget;
  zone: string;
  zoneField: ReactNode;
}) {
  const intl = useIntl();
  const book = useBook(target);
  const cancel = useCancelBooking(target);
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="scheduling-booked-title" className="d-grid gap-3">
      <PlainAlert variant="success" role="status" className="mb-0">
        <h2 id="scheduling-booked-title" className="h5">
          <FormattedMessage id="scheduling.booked.title" />
        </h2>
        <p className="mb-0">
          <FormattedMessage id="scheduling.booked.text" />
        </p>
      </PlainAlert>
      {zoneField}
      {page.booked ? <BookedTimes booked={page.booked} zone={zone} /> : null}
      {page.canChange ? (
        <>
          <p className="small text-body-secondary mb-0">
            <FormattedMessage id="scheduling.booked.notice" values={{ hours: page.noticeHours }} />
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button
              variant="outline-primary"
              aria-expanded={moving}
              aria-controls="scheduling-reschedule"
              onClick={() => {
                book.reset();
                setMoving(!moving);
              }}
            >
              <FormattedMessage id="scheduling.reschedule" />
            </Button>
            <Button variant="outline-danger" onClick={() => setConfirming(true)}>
              <FormattedMessage id="scheduling.cancel" />
            </Button>
          </div>
        </>
      ) : (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="scheduling.booked.locked" values={{ hours: page.noticeHours }} />
        </p>
      )}
      {moving && page.canChange ? (
        <section id="scheduling-reschedule" aria-labelledby="scheduling-reschedule-title">
          <h2 id="scheduling-reschedule-title" className="h5">
            <FormattedMessage id="scheduling.rescheduleTitle" />
          </h2>
          <SlotPicker
            page={page}
            zone={zone}
            confirmLabel="scheduling.moveHere"
            pending={book.isPending}
            error={book.error}
            onBook={(start) =>
              book.mutate({ start, timeZone: zone }, { onSuccess: () => setMoving(false) })
            }
          />
        </section>
      ) : null}
      <ConfirmDialog
        id="scheduling-cancel-title"
        show={confirming}
        title={<FormattedMessage id="scheduling.cancelTitle" />}
        text={intl.formatMessage({ id: 'scheduling.cancelText' })}
        confirm="scheduling.cancelConfirm"
        pending={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function OpenView({
  target,
  page,
  zone,
  zoneField,
}: {
  target: LinkTarget;
  page: SchedulingPage;
  zone: string;
  zoneField: ReactNode;
}) {
  const intl = useIntl();
  const book = useBook(target);
  return (
    <section aria-labelledby="scheduling-choose-title" className="d-grid gap-3">
      <h2 id="scheduling-choose-title" className="h5 mb-0">
        <FormattedMessage id="scheduling.choose.title" />
      </h2>
      <p className="mb-0 text-body-secondary">
        <FormattedMessage
          id="scheduling.choose.text"
          values={{
            date: intl.formatDate(page.windowEnd, { dateStyle: 'long', timeZone: zone }),
          }}
        />
      </p>
      {zoneField}
      <SlotPicker
        page={page}
        zone={zone}
        confirmLabel="scheduling.book"
        pending={book.isPending}
        error={book.error}
        onBook={(start) => book.mutate({ start, timeZone: zone })}
      />
    </section>
  );
}

/** A link the server does not know, or one whose time is up: say so, and where to go. */
function DeadLink({ error }: { error?: unknown }) {
  const { errorText, codeText } = useApiErrorText();
  return (
    <PlainAlert variant="warning">
      <p className="fw-semibold mb-1">
        {error ? errorText(error) : codeText('scheduling_link_invalid')}
      </p>
      <p>
        <FormattedMessage id="scheduling.page.deadLink" />
      </p>
      <Link to="/job-vacancy" className="alert-link">
        <FormattedMessage id="scheduling.page.browse" />
      </Link>
    </PlainAlert>
  );
}

function Schedule() {
  const token = useParams().token ?? '';
  const [search] = useSearchParams();
  const target: LinkTarget = { token, tenant: search.get('tenant') ?? undefined };
  const query = useSchedulingPage(target);
  const [chosenZone, setZone] = useState<string | null>(null);
  let body: ReactNode;
  if (!token || isDeadLink(query.error)) {
    body = <DeadLink error={query.error ?? undefined} />;
  } else if (query.error) {
    body = <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    body = <LoadingCard lines={6} />;
  } else {
    const page = query.data;
    const stored = page.timeZone && isTimeZone(page.timeZone) ? page.timeZone : null;
    const zone = chosenZone ?? stored ?? detectTimeZone();
    const zoneField = (
      <TimeZoneSelect
        id="scheduling-time-zone"
        className="mb-0"
        label={<FormattedMessage id="scheduling.zone" />}
        hint={
          <FormattedMessage
            id={chosenZone === null && stored ? 'scheduling.zoneHintBooked' : 'scheduling.zoneHint'}
          />
        }
        value={zone}
        onChange={setZone}
      />
    );
    body = (
      <>
        <About page={page} />
        {page.state === 'open' ? (
          <OpenView target={target} page={page} zone={zone} zoneField={zoneField} />
        ) : page.state === 'booked' ? (
          <BookedView target={target} page={page} zone={zone} zoneField={zoneField} />
        ) : (
          <PlainAlert variant="secondary" role="status">
            <FormattedMessage id={`scheduling.page.${page.state}`} />
          </PlainAlert>
        )}
      </>
    );
  }
  return <Page>{body}</Page>;
}

/**
 * `/schedule/:token`: the link a candidate is mailed to choose the interviews' time, signed in or
 * not. They see the vacancy and the loop, the times still free in their own time zone (which
 * they may change), book one, and while it is early enough move or cancel it.
 */
export function ScheduleRoute() {
  return (
    <SchedulingMessages>
      <Schedule />
    </SchedulingMessages>
  );
}
