import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { ScrollingTable } from '@/components/ui/ScrollingTable';
import { SelectField } from '@/components/ui/SelectField';
import { figureColumns } from '@/components/ui/table-columns';
import { TitledCard } from '@/components/ui/TitledCard';
import { useOffersReport } from '../api/admin';
import {
  type OffersReportParams,
  REPORT_PERIODS,
  type ReportPeriod,
  type VacancyOffers,
} from '../api/types';

const DEFAULT_PERIOD: ReportPeriod = '90';
const COLUMNS = 8;

/**
 * The start of a period of `days` before today (UTC midnight, RFC 3339): the same all day long,
 * so the query's key does not change from one render to the next.
 */
function reportStart(period: ReportPeriod, today = new Date()): string | undefined {
  if (period === 'all') return undefined;
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - Number(period)),
  ).toISOString();
}

const rate = (intl: IntlShape, value: number | null | undefined) =>
  value === null || value === undefined
    ? intl.formatMessage({ id: 'offers.report.none' })
    : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });

const days = (intl: IntlShape, value: number | null | undefined) =>
  value === null || value === undefined
    ? intl.formatMessage({ id: 'offers.report.none' })
    : intl.formatNumber(value, {
        style: 'unit',
        unit: 'day',
        unitDisplay: 'long',
        maximumFractionDigits: 1,
      });

/** A vacancy's figures, then (when there are any) the reasons given for declining. */
function VacancyRows({ row }: { row: VacancyOffers }) {
  const intl = useIntl();
  const count = (value: number) => <td className="text-end">{intl.formatNumber(value)}</td>;
  return (
    <>
      <tr>
        <th scope="row" className="fw-normal text-break">
          <Link to={`/job-vacancy-setting/${row.vacancyId}/applications`}>{row.title}</Link>
        </th>
        {count(row.sent)}
        {count(row.accepted)}
        {count(row.declined)}
        {count(row.expired)}
        {count(row.open)}
        <td className="text-end text-nowrap">{rate(intl, row.acceptanceRate)}</td>
        <td className="text-end text-nowrap">{days(intl, row.medianDaysToAnswer)}</td>
      </tr>
      {row.declineReasons.length > 0 ? (
        <tr>
          <td colSpan={COLUMNS} className="small border-top-0 pt-0">
            <details>
              <summary className="text-body-secondary">
                <FormattedMessage
                  id="offers.report.reasons"
                  values={{ title: row.title, count: row.declineReasons.length }}
                />
              </summary>
              <ul className="mb-1 ps-4">
                {row.declineReasons.map((reason, index) => (
                  // Reasons may repeat: their place (newest first) is what tells them apart.
                  <li key={index} className="text-pre-wrap text-break">
                    {reason}
                  </li>
                ))}
              </ul>
            </details>
          </td>
        </tr>
      ) : null}
    </>
  );
}

function ReportTable({ rows }: { rows: VacancyOffers[] }) {
  if (rows.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="offers.report.empty" />
      </p>
    );
  }
  return (
    <ScrollingTable
      label="offers.report.table"
      className="align-middle mb-0"
      columns={[
        'offers.report.vacancy',
        ...figureColumns(
          'offers.report.sent',
          'offers.report.accepted',
          'offers.report.declined',
          'offers.report.expired',
          'offers.report.open',
          'offers.report.rate',
          'offers.report.median',
        ),
      ]}
    >
      {rows.map((row) => (
        <VacancyRows key={row.vacancyId} row={row} />
      ))}
    </ScrollingTable>
  );
}

/**
 * The offers sent per vacancy in a period (the last 90 days unless chosen): how they were
 * answered, how fast, and the reasons given for declining.
 */
export function OffersReportCard() {
  const intl = useIntl();
  const [period, setPeriod] = useState<ReportPeriod>(DEFAULT_PERIOD);
  const from = reportStart(period);
  const params: OffersReportParams = from ? { from } : {};
  const report = useOffersReport(params);

  let body;
  if (report.isPending) body = <LoadingCard lines={4} />;
  else if (report.error)
    body = <QueryErrorState error={report.error} onRetry={() => void report.refetch()} />;
  else body = <ReportTable rows={report.data.vacancies} />;

  return (
    <TitledCard
      id="offers-report-title"
      title={<FormattedMessage id="offers.report.title" />}
      className="mb-3"
      intro={<FormattedMessage id="offers.report.intro" />}
      busy={report.isPending || report.isPlaceholderData}
    >
      <Row>
        <Col xs={12} sm={6} md={4}>
          <SelectField
            id="offers-report-period"
            className="mb-3"
            compact
            label={intl.formatMessage({ id: 'offers.report.period' })}
            value={period}
            options={REPORT_PERIODS.map((value) => ({
              value,
              label:
                value === 'all'
                  ? intl.formatMessage({ id: 'offers.report.allTime' })
                  : intl.formatMessage({ id: 'offers.report.lastDays' }, { days: Number(value) }),
            }))}
            onChange={(value) =>
              setPeriod(REPORT_PERIODS.find((each) => each === value) ?? DEFAULT_PERIOD)
            }
          />
        </Col>
      </Row>
      {body}
    </TitledCard>
  );
}
