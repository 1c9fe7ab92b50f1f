import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** The application was sent: where to follow it. */
export function ApplyDone({ title }: { title: string }) {
  return (
    <Card>
      <Card.Body className="text-center py-5">
        <h1 className="h3" role="status">
          <FormattedMessage id="apply.done.title" />
        </h1>
        <p>
          <FormattedMessage id="apply.done.text" values={{ title }} />
        </p>
        <Link to="/my-application" className="btn btn-primary">
          <FormattedMessage id="user.myApplication" />
        </Link>
      </Card.Body>
    </Card>
  );
}

/** No application can be sent: the vacancy closed, or the server says the user applied. */
export function ApplyRefused({
  applied,
  backToVacancy,
}: {
  applied: boolean;
  backToVacancy: ReactNode;
}) {
  return (
    <Alert variant={applied ? 'info' : 'secondary'}>
      <h1 className="h4">
        <FormattedMessage id={applied ? 'apply.alreadyApplied' : 'vacancy.closedNotice'} />
      </h1>
      {applied ? (
        <Link to="/my-application">
          <FormattedMessage id="apply.seeApplications" />
        </Link>
      ) : (
        backToVacancy
      )}
    </Alert>
  );
}
