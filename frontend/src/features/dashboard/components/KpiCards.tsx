import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { categoryLabel } from '@/lib/vacancy-labels';
import type { Dashboard } from '../api/get-dashboard';
import { formatDuration, inUnit } from '../lib/chart-tables';

function Kpi({ title, value, detail }: { title: MessageId; value: string; detail: ReactNode }) {
  return (
    <Col xs={12} sm={6} xl={3}>
      <Card className="h-100">
        <Card.Body>
          <h2 className="h6 text-body-secondary">
            <FormattedMessage id={title} />
          </h2>
          <p className="h3 mb-1">{value}</p>
          <div className="small text-body-secondary">{detail}</div>
        </Card.Body>
      </Card>
    </Col>
  );
}

/** The four headline figures: open vacancies, applications, time to hire and to first review. */
export function KpiCards({ data }: { data: Dashboard }) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'analytics.noValue' });
  const open = data.openVacancies.reduce((sum, entry) => sum + entry.open, 0);
  const applications = data.applicationsPerDay.reduce((sum, day) => sum + day.count, 0);
  const { medianDays } = data.timeToHire;
  const { medianHours, averageHours, reviewed } = data.timeToFirstReview;
  const hours = (value: number) => formatDuration(intl, inUnit(value, 'hour'), 'hour');
  return (
    <Row className="g-3 mb-3">
      <Kpi
        title="analytics.kpi.openVacancies"
        value={intl.formatNumber(open)}
        detail={
          <ul className="list-unstyled mb-0">
            {data.openVacancies.map((entry) => (
              <li key={entry.category}>
                <FormattedMessage id={categoryLabel[entry.category]} />
                {`: ${intl.formatNumber(entry.open)}`}
              </li>
            ))}
          </ul>
        }
      />
      <Kpi
        title="analytics.kpi.applications"
        value={intl.formatNumber(applications)}
        detail={
          <FormattedMessage
            id="analytics.showing"
            values={{
              from: intl.formatDate(data.from, { dateStyle: 'medium', timeZone: 'UTC' }),
              to: intl.formatDate(data.to, { dateStyle: 'medium', timeZone: 'UTC' }),
            }}
          />
        }
      />
      <Kpi
        title="analytics.kpi.timeToHire"
        value={
          medianDays == null ? none : formatDuration(intl, inUnit(medianDays * 24, 'day'), 'day')
        }
        detail={
          <FormattedMessage id="analytics.kpi.hired" values={{ count: data.timeToHire.hired }} />
        }
      />
      <Kpi
        title="dashboard.timeToReview"
        value={medianHours == null ? none : hours(medianHours)}
        detail={
          <>
            <FormattedMessage id="analytics.kpi.reviewed" values={{ count: reviewed }} />
            {averageHours != null && (
              <>
                {' · '}
                <FormattedMessage
                  id="analytics.kpi.average"
                  values={{ duration: hours(averageHours) }}
                />
              </>
            )}
          </>
        }
      />
    </Row>
  );
}
