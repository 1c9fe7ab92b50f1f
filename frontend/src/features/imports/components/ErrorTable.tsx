import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { TableHead } from '@/components/ui/TableHead';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { CellError } from '../api/preview-import';
import { ImportSection } from './ImportSection';
import './imports.css';

/** Rows (each with all its errors) on one page: a 1,000-error preview is 40 pages at most. */
const ROWS_PER_PAGE = 25;

interface RowErrors {
  row: number;
  errors: CellError[];
}

function byRow(errors: readonly CellError[]): RowErrors[] {
  const rows = new Map<number, CellError[]>();
  for (const error of errors) {
    const list = rows.get(error.row);
    if (list) list.push(error);
    else rows.set(error.row, [error]);
  }
  return [...rows].sort(([a], [b]) => a - b).map(([row, list]) => ({ row, errors: list }));
}

/** The errors of a preview, row by row, in the user's language. */
export function ErrorTable({ errors, total }: { errors: readonly CellError[]; total: number }) {
  const intl = useIntl();
  const { codeText } = useApiErrorText();
  const rows = byRow(errors);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const [page, setPage] = useState(1);
  const shown = rows.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  // The server words every error in English; a code this app has no message for keeps its words.
  const problem = (error: CellError) =>
    Object.hasOwn(intl.messages, `error.${error.code}`) ? codeText(error.code) : error.message;

  return (
    <ImportSection id="import-errors-title" title="imports.preview.errorsTitle" className="mb-3">
      {total > errors.length ? (
        <p className="small text-body-secondary">
          <FormattedMessage
            id="imports.preview.listed"
            values={{ listed: intl.formatNumber(errors.length), total: intl.formatNumber(total) }}
          />
        </p>
      ) : null}
      <Table size="sm" responsive bordered className="align-middle">
        <TableHead
          columns={[
            { id: 'imports.preview.row', className: 'import-row-number' },
            'imports.preview.column',
            'imports.preview.problem',
          ]}
        />
        {shown.map(({ row, errors: rowErrors }) => (
          <tbody key={row}>
            {rowErrors.map((error, index) => (
              <tr key={`${error.column}-${index}`}>
                {index === 0 ? (
                  <th scope="rowgroup" rowSpan={rowErrors.length}>
                    {row}
                  </th>
                ) : null}
                <td>
                  <code>{error.column}</code>
                </td>
                <td>{problem(error)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </Table>
      {pages > 1 ? (
        <nav
          aria-label={intl.formatMessage({ id: 'imports.pager.label' })}
          className="d-flex flex-wrap align-items-center justify-content-between gap-2"
        >
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <FormattedMessage id="imports.pager.previous" />
          </Button>
          <span className="small" aria-live="polite">
            <FormattedMessage id="imports.pager.status" values={{ page, pages }} />
          </span>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            <FormattedMessage id="imports.pager.next" />
          </Button>
        </nav>
      ) : null}
    </ImportSection>
  );
}
