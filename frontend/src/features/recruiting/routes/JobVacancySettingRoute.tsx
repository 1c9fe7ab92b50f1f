import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Grid, List, Plus, Settings, Users } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FilterBar } from '@/components/ui/FilterBar';
import { PagedResults } from '@/components/ui/PagedResults';
import { useAddressFilters } from '@/hooks/use-address-filters';
import { CATEGORIES, type VacancyStatus } from '@/lib/api/types';
import { useRole } from '@/lib/session/use-role';
import { VACANCY_STATUSES, categoryLabel, vacancyStatusLabel } from '@/lib/vacancy-labels';
import { useAdminVacancies } from '../api/get-admin-vacancies';
import type { AdminVacancy } from '../api/get-admin-vacancy';
import { VacancyActions } from '../components/VacancyActions';

const PER_PAGE = 20;
const statusVariant: Record<VacancyStatus, string> = {
  draft: 'secondary',
  published: 'success',
  closed: 'warning',
  archived: 'dark',
};

function StatusPill({ status }: { status: VacancyStatus }) {
  return (
    <Badge bg={statusVariant[status]} text={status === 'closed' ? 'dark' : undefined}>
      <FormattedMessage id={vacancyStatusLabel[status]} />
    </Badge>
  );
}

interface VacancyViewProps {
  vacancies: AdminVacancy[];
  canManage: boolean;
}

function VacancyTable({ vacancies, canManage }: VacancyViewProps) {
  return (
    <Card>
      <Table responsive hover className="mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="recruiting.column.title" />
            </th>
            <th scope="col">
              <FormattedMessage id="recruiting.column.category" />
            </th>
            <th scope="col">
              <FormattedMessage id="recruiting.column.status" />
            </th>
            <th scope="col">
              <FormattedMessage id="vacancy.closingDate" />
            </th>
            <th scope="col">
              <FormattedMessage id="recruiting.column.actions" />
            </th>
          </tr>
        </thead>
        <tbody>
          {vacancies.map((vacancy) => (
            <tr key={vacancy.id}>
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
                <StatusPill status={vacancy.status} />
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

function VacancyCards({ vacancies, canManage }: VacancyViewProps) {
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {vacancies.map((vacancy) => (
        <Col key={vacancy.id}>
          <Card as="article" className="h-100">
            <Card.Body className="d-flex flex-column gap-2">
              <div className="d-flex justify-content-between gap-2">
                <h2 className="h6 mb-0">{vacancy.title}</h2>
                <StatusPill status={vacancy.status} />
              </div>
              <div className="small text-body-secondary">
                <FormattedMessage id={categoryLabel[vacancy.category]} />
                {vacancy.location ? <> · {vacancy.location}</> : null}
              </div>
              <div className="mt-auto">
                <VacancyActions vacancy={vacancy} canManage={canManage} />
              </div>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * The tenant's vacancies. Admins manage them here (and reach Users and Settings); staff, who work
 * through the applications, get the same list with only the way to each pipeline.
 */
export function JobVacancySettingRoute() {
  const intl = useIntl();
  const canManage = useRole() === 'admin';
  const { q, page, oneOf, update, hrefForPage } = useAddressFilters();
  const status = oneOf('status', VACANCY_STATUSES);
  const category = oneOf('category', CATEGORIES);
  const view = oneOf('view', ['cards'] as const) ?? 'list';
  const vacancies = useAdminVacancies({
    q: q || undefined,
    status,
    category,
    page,
    perPage: PER_PAGE,
  });

  const body = (
    <PagedResults
      query={vacancies}
      emptyTitle={intl.formatMessage({ id: 'recruiting.empty' })}
      hrefForPage={hrefForPage}
    >
      {(items) =>
        view === 'cards' ? (
          <VacancyCards vacancies={items} canManage={canManage} />
        ) : (
          <VacancyTable vacancies={items} canManage={canManage} />
        )
      }
    </PagedResults>
  );

  return (
    <section aria-labelledby="page-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="page-title" className="h3 mb-0 flex-grow-1">
          <FormattedMessage id={canManage ? 'page.jobVacancySetting' : 'page.recruiting'} />
        </h1>
        {canManage ? (
          <>
            {/* Users are in the menu too; settings start here (the design names no menu item for them). */}
            <Link to="/app/user/list" className="btn btn-outline-secondary">
              <Users size={16} aria-hidden="true" className="me-1" />
              <FormattedMessage id="page.users" />
            </Link>
            <Link to="/settings" className="btn btn-outline-secondary">
              <Settings size={16} aria-hidden="true" className="me-1" />
              <FormattedMessage id="page.settings" />
            </Link>
            <Link to="/job-vacancy-setting/new" className="btn btn-primary">
              <Plus size={16} aria-hidden="true" className="me-1" />
              <FormattedMessage id="recruiting.new" />
            </Link>
          </>
        ) : null}
      </div>
      <FilterBar
        id="admin-vacancies"
        searchLabel={intl.formatMessage({ id: 'vacancy.search.keywords' })}
        query={q}
        onSearch={(words) => update({ q: words })}
        selects={[
          {
            name: 'status',
            label: intl.formatMessage({ id: 'recruiting.column.status' }),
            value: status ?? '',
            options: VACANCY_STATUSES.map((value) => ({
              value,
              label: intl.formatMessage({ id: vacancyStatusLabel[value] }),
            })),
          },
          {
            name: 'category',
            label: intl.formatMessage({ id: 'recruiting.column.category' }),
            value: category ?? '',
            options: CATEGORIES.map((value) => ({
              value,
              label: intl.formatMessage({ id: categoryLabel[value] }),
            })),
          },
        ]}
        onSelect={(name, value) => update({ [name]: value })}
      >
        <ButtonGroup aria-label={intl.formatMessage({ id: 'recruiting.view' })}>
          <Button
            variant={view === 'list' ? 'primary' : 'outline-primary'}
            aria-pressed={view === 'list'}
            aria-label={intl.formatMessage({ id: 'recruiting.view.list' })}
            onClick={() => update({ view: undefined }, true)}
          >
            <List size={16} aria-hidden="true" />
          </Button>
          <Button
            variant={view === 'cards' ? 'primary' : 'outline-primary'}
            aria-pressed={view === 'cards'}
            aria-label={intl.formatMessage({ id: 'recruiting.view.cards' })}
            onClick={() => update({ view: 'cards' }, true)}
          >
            <Grid size={16} aria-hidden="true" />
          </Button>
        </ButtonGroup>
      </FilterBar>
      {body}
    </section>
  );
}
