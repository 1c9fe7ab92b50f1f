import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Link } from 'react-router';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { statusLabel, statusVariant } from '@/components/ui/status-labels';
import { categoryLabel } from '@/lib/vacancy-labels';
import { useDashboard } from '../api/get-dashboard';
import { DailyChart } from '../components/DailyChart';

interface HomeRouteProps {
  /** The admin's own open tasks (the To-do feature's card), which the app passes in. */
  myTasks: ReactNode;
}

/** The admin's home: the recruiting dashboard, and the admin's open tasks. */
export function HomeRoute({ myTasks }: HomeRouteProps) {
  const { data, error, isPending, refetch } = useDashboard();
  let body;
  if (isPending) body = <LoadingCard lines={6} />;
  else if (error) body = <QueryErrorState error={error} onRetry={() => void refetch()} />;
  else {
    const totalApplications = data.applicationsByStatus.reduce(
      (sum, entry) => sum + entry.count,
      0,
    );
    const { medianHours } = data.timeToFirstReview;
    body = (
      <Row className="g-3">
        {data.openVacancies.map((entry) => (
          <Col key={entry.category} xs={12} sm={6} xl={3}>
            <Card className="h-100">
              <Card.Body>
                <h2 className="h6 text-body-secondary">
                  <FormattedMessage id={categoryLabel[entry.category]} />
                </h2>
                <p className="h3 mb-0">
                  <FormattedMessage id="home.openPositions" values={{ count: entry.open }} />
                </p>
              </Card.Body>
            </Card>
          </Col>
        ))}
        <Col xs={12} sm={6} xl={3}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h6 text-body-secondary">
                <FormattedMessage id="dashboard.timeToReview" />
              </h2>
              <p className="h3 mb-0">
                {medianHours == null ? (
                  '—'
                ) : (
                  <FormattedMessage
                    id="dashboard.hours"
                    values={{
                      hours: <FormattedNumber value={medianHours} maximumFractionDigits={1} />,
                    }}
                  />
                )}
              </p>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">
                <FormattedMessage id="dashboard.byStatus" />
              </h2>
              <ul className="list-unstyled mb-0 d-grid gap-2">
                {data.applicationsByStatus.map((entry) => (
                  <li key={entry.status}>
                    <div className="d-flex justify-content-between small">
                      <FormattedMessage id={statusLabel[entry.status]} />
                      <span>{entry.count}</span>
                    </div>
                    <ProgressBar
                      now={totalApplications ? (entry.count / totalApplications) * 100 : 0}
                      variant={statusVariant[entry.status]}
                      aria-hidden="true"
                      style={{ height: '0.5rem' }}
                    />
                  </li>
                ))}
              </ul>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">
                <FormattedMessage id="dashboard.perDay" />
              </h2>
              <DailyChart days={data.applicationsPerDay} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    );
  }
  return (
    <section aria-labelledby="page-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="page-title" className="h3 mb-0 flex-grow-1">
          <FormattedMessage id="dashboard.title" />
        </h1>
        <Link to="/job-vacancy-setting" className="btn btn-primary">
          <FormattedMessage id="page.jobVacancySetting" />
        </Link>
      </div>
      {body}
      <div className="mt-3">{myTasks}</div>
    </section>
  );
}
