import { useId } from 'react';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TitledCard } from '@/components/ui/TitledCard';
import { categoryLabel } from '@/lib/vacancy-labels';
import type { Dashboard } from '../api/get-dashboard';
import { vacancyTable } from '../lib/chart-tables';
import { CsvButton } from './CsvButton';

/**
 * The range's vacancies: applicants, hires and popularity (a bar in the server's colour, with the
 * number beside it so the colour is never the only sign), each linked to its pipeline.
 */
export function VacancyFiguresCard({
  vacancies,
  fileName,
}: {
  vacancies: Dashboard['perVacancy'];
  fileName: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const title = intl.formatMessage({ id: 'analytics.vacancies.title' });
  const table = vacancyTable(intl, vacancies);
  return (
    <TitledCard
      id={titleId}
      title={title}
      actions={
        vacancies.length > 0 && <CsvButton table={table} fileName={fileName} title={title} />
      }
    >
      {vacancies.length === 0 ? (
        <p className="text-body-secondary mb-0">
          <FormattedMessage id="analytics.empty" />
        </p>
      ) : (
        <Table size="sm" responsive className="mb-0 align-middle">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {table.headers.map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={index >= 2 && index <= 3 ? 'text-end' : undefined}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vacancies.map((vacancy) => (
              <tr key={vacancy.vacancyId}>
                <th scope="row" className="fw-normal">
                  <Link to={`/job-vacancy-setting/${vacancy.vacancyId}/applications`}>
                    {vacancy.title}
                  </Link>
                </th>
                <td>
                  <FormattedMessage id={categoryLabel[vacancy.category]} />
                </td>
                <td className="text-end">{intl.formatNumber(vacancy.applicants)}</td>
                <td className="text-end">{intl.formatNumber(vacancy.hired)}</td>
                <td style={{ minWidth: '9rem' }}>
                  <div className="d-flex align-items-center gap-2">
                    <div
                      className="progress flex-grow-1"
                      role="progressbar"
                      aria-label={intl.formatMessage(
                        { id: 'analytics.popularityOf' },
                        { title: vacancy.title },
                      )}
                      aria-valuenow={vacancy.popularity}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      style={{ height: '0.5rem' }}
                    >
                      <div
                        className={`progress-bar bg-${vacancy.popularityColor}`}
                        style={{ width: `${vacancy.popularity}%` }}
                      />
                    </div>
                    <span className="small">{intl.formatNumber(vacancy.popularity)}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </TitledCard>
  );
}
