import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { PageSection } from '@/components/ui/PageSection';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { type MyApplication, useMyApplications } from '@/lib/applications/get-my-applications';
import { ApplicationCard } from '../components/ApplicationCard';
import { ApplicationsMessages } from '../components/ApplicationsMessages';

interface MyApplicationRouteProps {
  /** The wishlist and the account settings belong to other features; the app passes them in. */
  savedVacancies: ReactNode;
  accountSettings: ReactNode;
  /** The messages about one application (the messages feature's), shown in its card. */
  messages: (application: MyApplication) => ReactNode;
  /** The upcoming interviews with their answers (the calendar feature's). */
  interviews: ReactNode;
  /** The offers sent to the applicant, to accept or decline (the offers feature's). */
  offers?: ReactNode;
  /** One application's interview times to choose or change (the scheduling feature's). */
  scheduling?: (application: MyApplication) => ReactNode;
}

function Applications({
  messages,
  scheduling,
}: Pick<MyApplicationRouteProps, 'messages' | 'scheduling'>) {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useMyApplications();
  if (isPending) return <LoadingCard />;
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState title={intl.formatMessage({ id: 'applications.empty' })}>
        <Link to="/job-vacancy">
          <FormattedMessage id="home.allVacancies" />
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="d-grid gap-3">
      {data.map((application) => (
        <ApplicationCard
          key={application.id}
          application={application}
          messages={messages(application)}
          scheduling={scheduling?.(application)}
        />
      ))}
    </div>
  );
}

export function MyApplicationRoute({
  savedVacancies,
  accountSettings,
  messages,
  interviews,
  offers,
  scheduling,
}: MyApplicationRouteProps) {
  return (
    <PageSection title={<FormattedMessage id="page.myApplication" />}>
      <Row className="g-3">
        <Col lg={8} className="d-grid gap-3 align-content-start">
          {offers}
          {interviews}
          <ApplicationsMessages>
            <Applications messages={messages} scheduling={scheduling} />
          </ApplicationsMessages>
        </Col>
        <Col lg={4} className="d-grid gap-3 align-content-start">
          {savedVacancies}
          {accountSettings}
        </Col>
      </Row>
    </PageSection>
  );
}
