import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import Table from 'react-bootstrap/Table';
import { Columns, Download, List } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { FilterBar } from '@/components/ui/FilterBar';
import { FormAlert } from '@/components/ui/FormAlert';
import { PagedResults } from '@/components/ui/PagedResults';
import { PageSection } from '@/components/ui/PageSection';
import { statusLabel } from '@/components/ui/status-labels';
import { TableHead } from '@/components/ui/TableHead';
import { useAddressFilters } from '@/hooks/use-address-filters';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useExportApplications } from '../api/export-applications';
import { useAdminVacancy } from '../api/get-admin-vacancy';
import { useVacancyApplications } from '../api/get-vacancy-applications';
import { ApplicationStatusBadges } from '../components/ApplicationStatusBadges';
import { PipelineBoard } from '../components/board/PipelineBoard';
import { usePipelineView } from '../components/desk-preferences';
import { DeskMessages } from '../components/DeskMessages';

const PER_PAGE = 25;

interface PipelineRouteProps {
  /** The vacancy's open tasks, with "Add task" (the tasks feature's card), which the app passes in. */
  tasks: (vacancy: { id: number; title: string }) => ReactNode;
}

/**
 * One vacancy’s applicants, as a board with a column per stage of its hiring process or as a list
 * by status tab, with search and the CSV export. The board or list choice is remembered.
 */
function PipelinePage({ tasks }: PipelineRouteProps) {
  const intl = useIntl();
  const { view, setView } = usePipelineView();
  const { errorText } = useApiErrorText();
  const vacancyId = Number(useParams().id);
  const { q, page, oneOf, update, hrefForPage } = useAddressFilters();
  const status = oneOf('status', APPLICATION_STATUSES);
  const vacancy = useAdminVacancy(vacancyId);
  const list = useVacancyApplications(
    vacancyId,
    { status, q: q || undefined, page, perPage: PER_PAGE },
    view === 'list',
  );
  const exportCsv = useExportApplications();

  const tabs: (ApplicationStatus | undefined)[] = [undefined, ...APPLICATION_STATUSES];

  const body = (
    <PagedResults
      query={list}
      emptyTitle={intl.formatMessage({ id: 'pipeline.empty' })}
      hrefForPage={hrefForPage}
    >
      {(items) => (
        <Card>
          <Table responsive hover className="mb-0 align-middle">
            <TableHead
              columns={['pipeline.applicant', 'recruiting.column.status', 'pipeline.applied']}
            />
            <tbody>
              {items.map((application) => (
                <tr key={application.id}>
                  <th scope="row">
                    <Link to={`/job-vacancy-setting/applications/${application.id}`}>
                      {application.applicantName}
                    </Link>
                    <div className="small text-body-secondary fw-normal">
                      {application.applicantEmail}
                    </div>
                  </th>
                  <td>
                    <div className="d-flex flex-wrap gap-1">
                      <ApplicationStatusBadges application={application} />
                    </div>
                  </td>
                  <td>
                    <FormattedDate value={application.appliedAt} dateStyle="medium" />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
    </PagedResults>
  );

  return (
    <PageSection
      title={
        <FormattedMessage id="pipeline.title" values={{ title: vacancy.data?.title ?? '…' }} />
      }
      above={
        <Link to="/job-vacancy-setting" className="small">
          <FormattedMessage id="pipeline.back" />
        </Link>
      }
      actions={
        <Button
          variant="outline-primary"
          disabled={exportCsv.isPending}
          onClick={() => exportCsv.mutate({ selection: { vacancyId } })}
        >
          <Download size={16} aria-hidden="true" className="me-1" />
          <FormattedMessage id="pipeline.export" />
        </Button>
      }
    >
      <FormAlert message={exportCsv.error ? errorText(exportCsv.error) : null} />
      {vacancy.data ? (
        <div className="mb-3">{tasks({ id: vacancyId, title: vacancy.data.title })}</div>
      ) : null}
      {view === 'list' ? (
        <Nav variant="pills" as="ul" className="mb-3 flex-nowrap overflow-auto">
          {tabs.map((tab) => (
            <Nav.Item as="li" key={tab ?? 'all'}>
              <Nav.Link
                as="button"
                type="button"
                active={status === tab}
                aria-current={status === tab ? 'page' : undefined}
                className="text-nowrap"
                onClick={() => update({ status: tab })}
              >
                {intl.formatMessage({ id: tab ? statusLabel[tab] : 'vacancy.tab.all' })}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      ) : null}
      <FilterBar
        id="pipeline"
        searchLabel={intl.formatMessage({ id: 'pipeline.search' })}
        query={q}
        onSearch={(words) => update({ q: words })}
      >
        <ButtonGroup aria-label={intl.formatMessage({ id: 'board.view' })}>
          <Button
            variant={view === 'board' ? 'primary' : 'outline-primary'}
            aria-pressed={view === 'board'}
            aria-label={intl.formatMessage({ id: 'board.view.board' })}
            title={intl.formatMessage({ id: 'board.view.board' })}
            onClick={() => setView('board')}
          >
            <Columns size={16} aria-hidden="true" />
          </Button>
          <Button
            variant={view === 'list' ? 'primary' : 'outline-primary'}
            aria-pressed={view === 'list'}
            aria-label={intl.formatMessage({ id: 'board.view.list' })}
            title={intl.formatMessage({ id: 'board.view.list' })}
            onClick={() => setView('list')}
          >
            <List size={16} aria-hidden="true" />
          </Button>
        </ButtonGroup>
      </FilterBar>
      {view === 'board' ? <PipelineBoard vacancyId={vacancyId} q={q || undefined} /> : body}
    </PageSection>
  );
}

export function PipelineRoute(props: PipelineRouteProps) {
  return (
    <DeskMessages>
      <PipelinePage {...props} />
    </DeskMessages>
  );
}
