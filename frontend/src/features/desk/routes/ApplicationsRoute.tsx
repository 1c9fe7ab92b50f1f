import type { RowSelectionState } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { Download, Grid, List } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { MenuButton } from '@/components/ui/MenuButton';
import { Pager } from '@/components/ui/Pager';
import { PageSection } from '@/components/ui/PageSection';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { pageCount } from '@/lib/paging';
import type { BulkStatusOutcome } from '../api/bulk-change-status';
import { useExportApplications } from '../api/export-applications';
import { useDeskApplications } from '../api/get-desk-applications';
import { ApplicationsTable } from '../components/desk/ApplicationsTable';
import { ApplicationThumbs } from '../components/desk/ApplicationThumbs';
import { BulkActions, type DeskSelection } from '../components/desk/BulkActions';
import { BulkResultSummary } from '../components/desk/BulkResultSummary';
import { ColumnChooser } from '../components/desk/ColumnChooser';
import { PER_PAGE_CHOICES, useDeskAddress } from '../components/desk/desk-address';
import { DeskFilters } from '../components/desk/DeskFilters';
import { useApplicationColumns } from '../components/desk-preferences';
import { DeskMessages } from '../components/DeskMessages';
import '../components/desk/desk.css';

/** The export menu's items: the exact count's wording, then the "1,000+" one. */
const EXPORT_ALL = {
  csv: ['desk.export.allCsv', 'desk.export.allCsvAtLeast'],
  xlsx: ['desk.export.allXlsx', 'desk.export.allXlsxAtLeast'],
} as const;

interface Selection {
  /** The list the selection was made in: another filter, order or page starts afresh. */
  list: string;
  rows: RowSelectionState;
  /** Every application the filter matches, not only the ticked ones. */
  allMatching: boolean;
}

interface ApplicationsRouteProps {
  /**
   * "Request interview times" for the ticked applications (the scheduling feature's), which the
   * app passes in; `nameOf` names an application of the page.
   */
  requestTimes?: (ids: number[], nameOf: (id: number) => string | undefined) => ReactNode;
}

function ApplicationsPage({ requestTimes }: ApplicationsRouteProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const { filter, sort, page, perPage, view, update, hrefForPage } = useDeskAddress();
  const params = { ...filter, sort, page, perPage };
  const list = useDeskApplications(params);
  const hidden = useApplicationColumns((state) => state.hidden);
  const exporter = useExportApplications();
  const listKey = JSON.stringify(params);
  const [selection, setSelection] = useState<Selection>({
    list: listKey,
    rows: {},
    allMatching: false,
  });
  if (selection.list !== listKey) setSelection({ list: listKey, rows: {}, allMatching: false });
  const [outcome, setOutcome] = useState<{
    answer: BulkStatusOutcome;
    names: Map<number, string>;
  } | null>(null);

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  // False when more than 1,000 match: the total then reads "1,000+".
  const exact = list.data?.totalExact ?? true;
  const ticked = rows.filter((row) => selection.rows[String(row.id)] === true);
  const pageAllTicked = rows.length > 0 && ticked.length === rows.length;
  const chosen: DeskSelection | null = selection.allMatching
    ? { kind: 'filter', filter, total, exact }
    : ticked.length > 0
      ? { kind: 'ids', ids: ticked.map((row) => row.id) }
      : null;
  const select = (rowsSelected: RowSelectionState) =>
    setSelection({ list: listKey, rows: rowsSelected, allMatching: false });
  const clear = () => setSelection({ list: listKey, rows: {}, allMatching: false });

  let body;
  if (list.isPending) body = <LoadingCard lines={8} />;
  else if (list.isError) {
    body = <QueryErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0) {
    body = <EmptyState title={intl.formatMessage({ id: 'desk.empty' })} />;
  } else {
    body = (
      <>
        {view === 'thumbs' ? (
          <ApplicationThumbs rows={rows} selected={selection.rows} onSelect={select} />
        ) : (
          <ApplicationsTable
            rows={rows}
            sort={sort}
            onSort={(next) => update({ sort: next })}
            selected={selection.rows}
            onSelect={select}
            hidden={hidden}
            busy={list.isPlaceholderData}
          />
        )}
        {/* Past 1,000 matches ("1,000+"), a full page has a next one. */}
        <Pager page={list.data.page} totalPages={pageCount(list.data)} hrefFor={hrefForPage} />
      </>
    );
  }

  return (
    <PageSection
      title={<FormattedMessage id="desk.title" />}
      actions={
        <MenuButton
          align="end"
          toggleClassName="btn-outline-secondary text-decoration-none"
          toggle={
            <>
              <Download size={16} aria-hidden="true" className="me-1" />
              <FormattedMessage id="desk.export" />
            </>
          }
        >
          {(['csv', 'xlsx'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="dropdown-item"
              onClick={() => exporter.mutate({ selection: { filter }, format })}
            >
              <FormattedMessage id={EXPORT_ALL[format][exact ? 0 : 1]} values={{ count: total }} />
            </button>
          ))}
        </MenuButton>
      }
    >
      <FormAlert message={exporter.error ? errorText(exporter.error) : null} />
      <DeskFilters filter={filter} onChange={update} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <p className="mb-0 flex-grow-1" aria-live="polite">
          <FormattedMessage
            id={exact ? 'desk.total' : 'desk.totalAtLeast'}
            values={{ count: total }}
          />
        </p>
        <Form.Label htmlFor="desk-per-page" className="mb-0">
          <FormattedMessage id="desk.perPage" />
        </Form.Label>
        <Form.Select
          id="desk-per-page"
          className="w-auto"
          value={perPage}
          onChange={(event) => update({ perPage: event.target.value })}
        >
          {PER_PAGE_CHOICES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Form.Select>
        {view === 'list' ? <ColumnChooser /> : null}
        <ButtonGroup aria-label={intl.formatMessage({ id: 'recruiting.view' })}>
          <Button
            variant={view === 'list' ? 'primary' : 'outline-primary'}
            aria-pressed={view === 'list'}
            aria-label={intl.formatMessage({ id: 'recruiting.view.list' })}
            title={intl.formatMessage({ id: 'recruiting.view.list' })}
            onClick={() => update({ view: undefined }, true)}
          >
            <List size={16} aria-hidden="true" />
          </Button>
          <Button
            variant={view === 'thumbs' ? 'primary' : 'outline-primary'}
            aria-pressed={view === 'thumbs'}
            aria-label={intl.formatMessage({ id: 'recruiting.view.cards' })}
            title={intl.formatMessage({ id: 'recruiting.view.cards' })}
            onClick={() => update({ view: 'thumbs' }, true)}
          >
            <Grid size={16} aria-hidden="true" />
          </Button>
        </ButtonGroup>
      </div>
      {pageAllTicked && total > rows.length && !selection.allMatching ? (
        <Alert variant="info" className="py-2 d-flex flex-wrap align-items-center gap-2">
          <FormattedMessage id="desk.pageSelected" values={{ count: rows.length }} />
          <Button
            variant="link"
            className="p-0"
            onClick={() => setSelection({ ...selection, allMatching: true })}
          >
            <FormattedMessage
              id={exact ? 'desk.selectAllMatching' : 'desk.selectAllMatchingAtLeast'}
              values={{ count: total }}
            />
          </Button>
        </Alert>
      ) : null}
      {selection.allMatching ? (
        <Alert variant="info" className="py-2 d-flex flex-wrap align-items-center gap-2">
          <FormattedMessage
            id={exact ? 'desk.allMatchingSelected' : 'desk.allMatchingSelectedAtLeast'}
            values={{ count: total }}
          />
          <Button variant="link" className="p-0" onClick={clear}>
            <FormattedMessage id="desk.clearSelection" />
          </Button>
        </Alert>
      ) : null}
      {view === 'thumbs' && rows.length > 0 ? (
        <Form.Check
          className="mb-2"
          id="desk-thumbs-select-page"
          label={intl.formatMessage({ id: 'desk.selectPage' })}
          checked={pageAllTicked}
          onChange={(event) =>
            select(
              event.target.checked
                ? Object.fromEntries(rows.map((row) => [String(row.id), true as const]))
                : {},
            )
          }
        />
      ) : null}
      {outcome ? (
        <BulkResultSummary
          outcome={outcome.answer}
          nameOf={(id) => outcome.names.get(id)}
          onClose={() => setOutcome(null)}
        />
      ) : null}
      {chosen?.kind === 'ids' && requestTimes
        ? requestTimes(chosen.ids, (id) => rows.find((row) => row.id === id)?.applicantName)
        : null}
      {chosen ? (
        <BulkActions
          selection={chosen}
          rows={rows}
          onMoved={(answer, names) => {
            setOutcome({ answer, names });
            clear();
          }}
        />
      ) : null}
      {body}
    </PageSection>
  );
}

/**
 * Every application of the tenant, for staff and admins: filters in the address, server-side
 * order and pages, list or cards, and bulk moves and exports of a selection or of a whole filter
 * (and, for ticked rows, whatever `requestTimes` offers).
 */
export function ApplicationsRoute(props: ApplicationsRouteProps) {
  return (
    <DeskMessages>
      <ApplicationsPage {...props} />
    </DeskMessages>
  );
}
