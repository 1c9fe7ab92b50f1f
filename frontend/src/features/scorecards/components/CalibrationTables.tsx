import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ScrollingTable } from '@/components/ui/ScrollingTable';
import { figureColumns } from '@/components/ui/table-columns';
import { TitledCard } from '@/components/ui/TitledCard';
import type { MessageId } from '@/lib/i18n/catalogs';
import {
  type Calibration,
  type InterviewerCalibration,
  RECOMMENDATIONS,
  type Recommendation,
} from '../api/types';
import { formatWait } from './calibration-figures';
import { recommendationLabel } from './labels';

/** An interviewer's count of one recommendation. */
function countOf(row: InterviewerCalibration, recommendation: Recommendation): number {
  switch (recommendation) {
    case 'strong_no':
      return row.strongNo;
    case 'no':
      return row.no;
    case 'yes':
      return row.yes;
    case 'strong_yes':
      return row.strongYes;
  }
}

/**
 * Each recommendation's part of a bar: set apart by a gap and by its pattern (the "no" and "yes"
 * parts are striped), not by its colour alone; each colour has 3:1 against the page in both
 * themes. The transparent border draws the part's outline in forced colours.
 */
const STRIPES =
  'repeating-linear-gradient(45deg, transparent 0 3px, rgba(var(--bs-body-bg-rgb), 0.6) 3px 5px)';
const PART: Readonly<Record<Recommendation, CSSProperties>> = {
  strong_no: { backgroundColor: 'var(--bs-danger-text-emphasis)' },
  no: { backgroundColor: 'var(--bs-danger)', backgroundImage: STRIPES },
  yes: { backgroundColor: 'var(--bs-success)', backgroundImage: STRIPES },
  strong_yes: { backgroundColor: 'var(--bs-success-text-emphasis)' },
};
const OUTLINE: CSSProperties = { border: '1px solid transparent' };

const percent = (intl: IntlShape, part: number, whole: number) =>
  intl.formatNumber(whole === 0 ? 0 : part / whole, { style: 'percent', maximumFractionDigits: 0 });

/** The share of each recommendation as a bar, read out as the shares it shows. */
function RecommendationBar({ row }: { row: InterviewerCalibration }) {
  const intl = useIntl();
  const total = RECOMMENDATIONS.reduce((sum, each) => sum + countOf(row, each), 0);
  const label = RECOMMENDATIONS.map(
    (each) =>
      `${intl.formatMessage({ id: recommendationLabel[each] })} ${percent(intl, countOf(row, each), total)}`,
  ).join(', ');
  return (
    <div
      className="d-flex"
      style={{ gap: 2, minWidth: '8rem', height: '0.875rem' }}
      role="img"
      aria-label={label}
    >
      {RECOMMENDATIONS.map((each) => {
        const count = countOf(row, each);
        if (count === 0) return null;
        return (
          <span
            key={each}
            className="d-block rounded-1"
            style={{ ...PART[each], ...OUTLINE, flexGrow: count, flexBasis: 0 }}
          />
        );
      })}
    </div>
  );
}

/** What each part of the bars stands for. */
function Legend() {
  return (
    <ul className="list-inline small mb-2" aria-hidden="true">
      {RECOMMENDATIONS.map((each) => (
        <li key={each} className="list-inline-item me-3">
          <span
            className="d-inline-block rounded-1 me-1 align-middle"
            style={{ ...PART[each], ...OUTLINE, width: '0.875rem', height: '0.875rem' }}
          />
          <FormattedMessage id={recommendationLabel[each]} />
        </li>
      ))}
    </ul>
  );
}

function InterviewersTable({ rows }: { rows: readonly InterviewerCalibration[] }) {
  const intl = useIntl();
  return (
    <>
      <Legend />
      <ScrollingTable
        label="scorecards.calibration.interviewersTable"
        className="align-middle mb-0"
        columns={[
          'scorecards.calibration.interviewer',
          ...figureColumns('scorecards.calibration.submitted'),
          'scorecards.calibration.distribution',
          ...RECOMMENDATIONS.map((each) => ({
            id: recommendationLabel[each],
            className: 'text-end text-nowrap',
          })),
          ...figureColumns('scorecards.calibration.median'),
        ]}
      >
        {rows.map((row) => (
          <tr key={row.userId}>
            <th scope="row" className="fw-normal text-break">
              {row.name}
            </th>
            <td className="text-end">{intl.formatNumber(row.submitted)}</td>
            <td>
              <RecommendationBar row={row} />
            </td>
            {RECOMMENDATIONS.map((each) => (
              <td key={each} className="text-end text-nowrap">
                {intl.formatNumber(countOf(row, each))}{' '}
                <span className="small text-body-secondary">
                  ({percent(intl, countOf(row, each), row.submitted)})
                </span>
              </td>
            ))}
            <td className="text-end text-nowrap">{formatWait(intl, row.medianHoursToSubmit)}</td>
          </tr>
        ))}
      </ScrollingTable>
    </>
  );
}

function VacanciesTable({ rows }: { rows: Calibration['vacancies'] }) {
  const intl = useIntl();
  return (
    <ScrollingTable
      label="scorecards.calibration.vacanciesTable"
      className="align-middle mb-0"
      columns={[
        'scorecards.calibration.vacancy',
        ...figureColumns(
          'scorecards.calibration.decided',
          'scorecards.calibration.matched',
          'scorecards.calibration.matchRate',
        ),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.vacancyId}>
          <th scope="row" className="fw-normal text-break">
            <Link to={`/job-vacancy-setting/${row.vacancyId}/applications`}>{row.title}</Link>
          </th>
          <td className="text-end">{intl.formatNumber(row.decided)}</td>
          <td className="text-end">{intl.formatNumber(row.matched)}</td>
          <td className="text-end">
            {row.decided === 0
              ? intl.formatMessage({ id: 'scorecards.calibration.noRate' })
              : percent(intl, row.matched, row.decided)}
          </td>
        </tr>
      ))}
    </ScrollingTable>
  );
}

/** The period's tables, each in a card of its own: its heading, what it shows, the table. */
const CARDS = [
  {
    id: 'calibration-interviewers',
    title: 'scorecards.calibration.interviewers',
    intro: 'scorecards.calibration.interviewersIntro',
    empty: 'scorecards.calibration.noInterviewers',
    isEmpty: (data: Calibration) => data.interviewers.length === 0,
    table: (data: Calibration) => <InterviewersTable rows={data.interviewers} />,
  },
  {
    id: 'calibration-vacancies',
    title: 'scorecards.calibration.vacancies',
    intro: 'scorecards.calibration.vacanciesIntro',
    empty: 'scorecards.calibration.noVacancies',
    isEmpty: (data: Calibration) => data.vacancies.length === 0,
    table: (data: Calibration) => <VacanciesTable rows={data.vacancies} />,
  },
] as const satisfies readonly {
  id: string;
  title: MessageId;
  intro: MessageId;
  empty: MessageId;
  isEmpty: (data: Calibration) => boolean;
  table: (data: Calibration) => ReactNode;
}[];

/** The period's figures: a card per interviewer table and vacancy table. */
export function CalibrationTables({ data, busy }: { data: Calibration; busy: boolean }) {
  return (
    <>
      {CARDS.map((card) => (
        <TitledCard
          key={card.id}
          id={card.id}
          title={<FormattedMessage id={card.title} />}
          className="mb-3"
          intro={<FormattedMessage id={card.intro} />}
          busy={busy}
        >
          {card.isEmpty(data) ? (
            <p className="text-body-secondary mb-0">
              <FormattedMessage id={card.empty} />
            </p>
          ) : (
            card.table(data)
          )}
        </TitledCard>
      ))}
    </>
  );
}
