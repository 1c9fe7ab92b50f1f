import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Grid, List, Plus, Settings, UploadCloud, Users } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FilterBar } from '@/components/ui/FilterBar';
import { PagedResults } from '@/components/ui/PagedResults';
import { PageSection } from '@/components/ui/PageSection';
import { useAddressFilters } from '@/hooks/use-address-filters';
import { CATEGORIES } from '@/lib/api/types';
import { useRole } from '@/lib/session/use-role';
import { VACANCY_STATUSES, categoryLabel, vacancyStatusLabel } from '@/lib/vacancy-labels';
import type { VacancyBulkOutcome } from '../api/bulk-vacancies';
import { useAdminVacancies } from '../api/get-admin-vacancies';
import type { AdminVacancy } from '../api/get-admin-vacancy';
import { BulkResultSummary } from '../components/desk/BulkResultSummary';
import { DeskMessages } from '../components/DeskMessages';
import { VacancyActions } from '../components/VacancyActions';
import { VacancyBulkActions } from '../components/VacancyBulkActions';
import { VacancyStatusPill } from '../components/VacancyStatusPill';
import { VacancyTable } from '../components/VacancyTable';

const PER_PAGE = 20;

function VacancyCards({ vacancies, canManage }: { vacancies: AdminVacancy[]; canManage: boolean }) {
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {vacancies.map((vacancy) => (
        <Col key={vacancy.id}>
          <Card as="article" className="h-100">
            <Card.Body className="d-flex flex-column gap-2">
              <div className="d-flex justify-content-between gap-2">
                <h2 className="h6 mb-0">{vacancy.title}</h2>
                <VacancyStatusPill status={vacancy.status} />
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

interface JobVacancySettingRouteProps {
  /**
   * Staff's scorecards still to write (the structured interviews' card, which the app passes in):
   * this list is staff's first page, as the dashboard is the admins'.
   */
  myScorecards?: ReactNode;
}

function JobVacancySettingPage({ myScorecards }: JobVacancySettingRouteProps) {
  const intl = useIntl();
  const canManage = useRole() === 'admin';
  const { q, page, oneOf, update, hrefForPage } = useAddressFilters();
  const status = oneOf('status', VACANCY_STATUSES);
  const category = oneOf('category', CATEGORIES);
  const view = oneOf('view', ['cards'] as const) ?? 'list';
  const params = { q: q || undefined, status, category, page, perPage: PER_PAGE };
  const vacancies = useAdminVacancies(params);
  const listKey = JSON.stringify(params);
  // The ticked vacancies of the list on screen: another filter or page starts afresh.
  const [selection, setSelection] = useState({ list: listKey, ids: new Set<number>() });
  if (selection.list !== listKey) setSelection({ list: listKey, ids: new Set() });
  const [outcome, setOutcome] = useState<{
    answer: VacancyBulkOutcome;
    titles: Map<number, string>;
  } | null>(null);
  const ticked = (vacancies.data?.data ?? []).filter((vacancy) => selection.ids.has(vacancy.id));

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
          <VacancyTable
            vacancies={items}
            canManage={canManage}
            selected={selection.ids}
            onSelect={(ids) => setSelection({ list: listKey, ids })}
          />
        )
      }
    </PagedResults>
  );

  return (
    <PageSection
      title={<FormattedMessage id={canManage ? 'page.jobVacancySetting' : 'page.recruiting'} />}
      actions={
        <>
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
            </>
          ) : null}
          {/* Staff import as admins do. Not in the menu: every page, the careers pages too, loads it. */}
          <Link to="/job-vacancy-setting/import" className="btn btn-outline-primary">
            <UploadCloud size={16} aria-hidden="true" className="me-1" />
            <FormattedMessage id="recruiting.import" />
          </Link>
          {canManage ? (
            <Link to="/job-vacancy-setting/new" className="btn btn-primary">
              <Plus size={16} aria-hidden="true" className="me-1" />
              <FormattedMessage id="recruiting.new" />
            </Link>
          ) : null}
        </>
      }
    >
      {canManage ? null : myScorecards}
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
      {outcome ? (
        <BulkResultSummary
          outcome={outcome.answer}
          nameOf={(id) => outcome.titles.get(id)}
          onClose={() => setOutcome(null)}
          messages={{ done: 'vacancies.result.done', failed: 'vacancies.result.failed' }}
        />
      ) : null}
      {canManage && view === 'list' && ticked.length > 0 ? (
        <VacancyBulkActions
          selected={ticked}
          onDone={(answer, titles) => {
            setOutcome({ answer, titles });
            setSelection({ list: listKey, ids: new Set() });
          }}
        />
      ) : null}
      {body}
    </PageSection>
  );
}

/**
 * The tenant's vacancies. Admins manage them here (and reach Users and Settings), one at a time or
 * ticked together; staff, who work through the applications, get the same list with only the way
 * to each pipeline. Both start an import from here.
 */
export function JobVacancySettingRoute(props: JobVacancySettingRouteProps) {
  return (
    <DeskMessages>
      <JobVacancySettingPage {...props} />
    </DeskMessages>
  );
}
