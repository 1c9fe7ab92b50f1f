import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { TableHead } from '@/components/ui/TableHead';
import { categoryLabel } from '@/lib/vacancy-labels';
import type { AdminVacancyRow } from '../api/get-admin-vacancies';
import { PopularityBar } from './PopularityBar';
import { VacancyActions } from './VacancyActions';
import { VacancyStatusPill } from './VacancyStatusPill';
import './vacancies.css';

interface VacancyTableProps {
  vacancies: AdminVacancyRow[];
  canManage: boolean;
  /** The ticked vacancies (admins only: they close or delete them in bulk). */
  selected: ReadonlySet<number>;
  onSelect: (selected: Set<number>) => void;
}

/** The vacancies as a table: applicants (new ones in a badge), popularity, status and actions. */
export function VacancyTable({ vacancies, canManage, selected, onSelect }: VacancyTableProps) {
  const intl = useIntl();
  const allTicked = vacancies.length > 0 && vacancies.every((vacancy) => selected.has(vacancy.id));
  const someTicked = vacancies.some((vacancy) => selected.has(vacancy.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  return (
    <Card>
      <Table responsive hover className="mb-0 align-middle">
        <TableHead
          leading={
            canManage ? (
              <th scope="col" className="vacancy-select">
                <Form.Check
                  id="vacancies-select-page"
                  aria-label={intl.formatMessage({ id: 'vacancies.selectPage' })}
                  checked={allTicked}
                  ref={(input: HTMLInputElement | null) => {
                    if (input) input.indeterminate = someTicked && !allTicked;
                  }}
                  onChange={(event) =>
                    onSelect(
                      new Set(event.target.checked ? vacancies.map((vacancy) => vacancy.id) : []),
                    )
                  }
                />
              </th>
            ) : null
          }
          columns={[
            'recruiting.column.title',
            'recruiting.column.category',
            'recruiting.column.status',
            'vacancies.column.applicants',
            { id: 'vacancies.column.popularity', className: 'popularity-column' },
            'vacancy.closingDate',
            'recruiting.column.actions',
          ]}
        />
        <tbody>
          {vacancies.map((vacancy) => (
            <tr key={vacancy.id} className={selected.has(vacancy.id) ? 'table-active' : undefined}>
              {canManage ? (
                <td className="vacancy-select">
                  <Form.Check
                    id={`vacancies-select-${vacancy.id}`}
                    aria-label={intl.formatMessage(
                      { id: 'vacancies.select' },
                      { title: vacancy.title },
                    )}
                    checked={selected.has(vacancy.id)}
                    onChange={(event) => toggle(vacancy.id, event.target.checked)}
                  />
                </td>
              ) : null}
              <th scope="row" className="fw-semibold">
                {vacancy.title}
                {vacancy.location ? (
                  <div className="small text-body-secondary fw-normal">{vacancy.location}</div>
                ) : null}
              </th>
              <td>
                <FormattedMessage id={categoryLabel[vacancy.category]} />
              </td>
              <td>
                <VacancyStatusPill status={vacancy.status} />
              </td>
              <td className="text-nowrap">
                {vacancy.applicants}
                {vacancy.newApplicants > 0 ? (
                  <Badge bg="info" text="dark" className="ms-2">
                    <FormattedMessage
                      id="vacancies.new"
                      values={{ count: vacancy.newApplicants }}
                    />
                  </Badge>
                ) : null}
              </td>
              <td>
                <PopularityBar popularity={vacancy.popularity} />
              </td>
              <td>
                {vacancy.closesAt ? (
                  <FormattedDate value={vacancy.closesAt} dateStyle="medium" />
                ) : (
                  '—'
                )}
              </td>
              <td>
                <VacancyActions vacancy={vacancy} canManage={canManage} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
