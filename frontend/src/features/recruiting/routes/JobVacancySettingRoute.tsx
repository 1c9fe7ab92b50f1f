import { type SyntheticEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Grid, List, Plus, Settings, Users } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { Pager } from '@/components/ui/Pager';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { CATEGORIES, type Category, type VacancyStatus } from '@/lib/api/types';
import { useRole } from '@/lib/session/use-role';
import { VACANCY_STATUSES, categoryLabel, vacancyStatusLabel } from '@/lib/vacancy-labels';
import { useAdminVacancies } from '../api/get-admin-vacancies';
import type { AdminVacancy } from '../api/types';
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

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The tenant's vacancies. Admins manage them here (and reach Users and Settings); staff, who work
 * through the applications, get the same list with only the way to each pipeline.
 */
export function JobVacancySettingRoute() {
  const intl = useIntl();
  const canManage = useRole() === 'admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const status = oneOf<VacancyStatus>(VACANCY_STATUSES, searchParams.get('status'));
  const category = oneOf<Category>(CATEGORIES, searchParams.get('category'));
  const view = searchParams.get('view') === 'cards' ? 'cards' : 'list';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [words, setWords] = useState(q);
  const { data, error, isPending, refetch } = useAdminVacancies({
    q: q || undefined,
    status,
    category,
    page,
    perPage: PER_PAGE,
  });

  const update = (changes: Record<string, string | undefined>, keepPage = false) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!keepPage) next.delete('page');
    setSearchParams(next);
  };
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  const onSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    update({ q: words.trim() });
  };

  let body;
  if (isPending) body = <LoadingCard lines={5} />;
  else if (error) body = <QueryErrorState error={error} onRetry={() => void refetch()} />;
  else if (data.data.length === 0) {
    body = <EmptyState title={intl.formatMessage({ id: 'recruiting.empty' })} />;
  } else {
    body = (
      <>
        {view === 'cards' ? (
          <VacancyCards vacancies={data.data} canManage={canManage} />
        ) : (
          <VacancyTable vacancies={data.data} canManage={canManage} />
        )}
        <Pager
          page={data.page}
          totalPages={Math.ceil(data.total / data.perPage)}
          hrefFor={hrefFor}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="page-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="page-title" className="h3 mb-0 flex-grow-1">
          <FormattedMessage id={canManage ? 'page.jobVacancySetting' : 'page.recruiting'} />
        </h1>
        {canManage ? (
          <>
            {/* The menu stays as the design names it (Home, Job Vacancy); admin pages start here. */}
            <Link to="/users" className="btn btn-outline-secondary">
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
      <Card className="mb-3">
        <Card.Body>
          <Form role="search" onSubmit={onSearch}>
            <Row className="g-2 align-items-end">
              <Col xs={12} md={5}>
                <Form.Label htmlFor="admin-q">
                  <FormattedMessage id="vacancy.search.keywords" />
                </Form.Label>
                <Form.Control
                  id="admin-q"
                  type="search"
                  value={words}
                  onChange={(event) => setWords(event.target.value)}
                />
              </Col>
              <Col xs={6} md={2}>
                <Form.Label htmlFor="admin-status">
                  <FormattedMessage id="recruiting.column.status" />
                </Form.Label>
                <Form.Select
                  id="admin-status"
                  value={status ?? ''}
                  onChange={(event) => update({ status: event.target.value })}
                >
                  <option value="">{intl.formatMessage({ id: 'vacancy.filter.any' })}</option>
                  {VACANCY_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {intl.formatMessage({ id: vacancyStatusLabel[value] })}
                    </option>
                  ))}
                </Form.Select>
              </Col>
              <Col xs={6} md={2}>
                <Form.Label htmlFor="admin-category">
                  <FormattedMessage id="recruiting.column.category" />
                </Form.Label>
                <Form.Select
                  id="admin-category"
                  value={category ?? ''}
                  onChange={(event) => update({ category: event.target.value })}
                >
                  <option value="">{intl.formatMessage({ id: 'vacancy.filter.any' })}</option>
                  {CATEGORIES.map((value) => (
                    <option key={value} value={value}>
                      {intl.formatMessage({ id: categoryLabel[value] })}
                    </option>
                  ))}
                </Form.Select>
              </Col>
              <Col xs={6} md={1} className="d-grid">
                <Button type="submit">
                  <FormattedMessage id="vacancy.search.submit" />
                </Button>
              </Col>
              <Col xs={6} md={2} className="d-flex justify-content-end">
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
              </Col>
            </Row>
          </Form>
        </Card.Body>
      </Card>
      {body}
    </section>
  );
}
