import {
  flexRender,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { ArrowDown, ArrowUp } from 'react-feather';
import { useIntl } from 'react-intl';
import type { DeskApplication, DeskSort } from '../../api/get-desk-applications';
import { deskColumns, deskFeatures } from './desk-columns';

interface ApplicationsTableProps {
  rows: DeskApplication[];
  sort: DeskSort;
  onSort: (sort: DeskSort) => void;
  selected: RowSelectionState;
  onSelect: (selected: RowSelectionState) => void;
  hidden: readonly string[];
  /** The rows are the previous list's while the new one loads (said to assistive technology). */
  busy?: boolean;
}

/** The address's `-name` as the table's sorting state, and back. */
function sortingOf(sort: DeskSort, columnOf: (key: string) => string | undefined): SortingState {
  const desc = sort.startsWith('-');
  const id = columnOf(desc ? sort.slice(1) : sort);
  return id ? [{ id, desc }] : [];
}

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/** A row's height before it is measured (px); the real heights are measured as rows appear. */
const ROW_ESTIMATE = 61;

/**
 * One page of applications (up to a hundred) as a table in a scroll area of its own: only the
 * rows in view (and a few around them) are rendered, so a long page scrolls smoothly. Headers sort
 * on the server; the checkboxes select rows of this page.
 */
export function ApplicationsTable({
  rows,
  sort,
  onSort,
  selected,
  onSelect,
  hidden,
  busy = false,
}: ApplicationsTableProps) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const columnOf = (key: string) =>
    deskColumns.find((definition) => definition.meta?.sortKey === key)?.id;
  const sorting = sortingOf(sort, columnOf);

  const table = useTable({
    features: deskFeatures,
    columns: deskColumns,
    data: rows,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableSortingRemoval: false,
    state: {
      sorting,
      rowSelection: selected,
      columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])),
    },
    onSortingChange: (updater) => {
      const [next] = resolve(updater, sorting);
      const key = deskColumns.find((definition) => definition.id === next?.id)?.meta?.sortKey;
      if (next && key) onSort(next.desc ? `-${key}` : key);
    },
    onRowSelectionChange: (updater) => onSelect(resolve(updater, selected)),
  });

  const tableRows = table.getRowModel().rows;
  // The virtualizer's functions change as it measures; nothing here memoizes them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columns = table.getVisibleLeafColumns();

  return (
    <div
      ref={scroller}
      className="desk-scroll border rounded"
      role="region"
      aria-label={intl.formatMessage({ id: 'desk.tableLabel' })}
      aria-busy={busy}
      tabIndex={0}
    >
      <table
        className="table table-hover align-middle mb-0 desk-table"
        aria-rowcount={tableRows.length + 1}
      >
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => {
              const meta = column.columnDef.meta;
              const label = meta ? intl.formatMessage({ id: meta.label }) : column.id;
              if (column.id === 'select') {
                return (
                  <th key={column.id} scope="col" className="desk-select">
                    <Form.Check
                      id="desk-select-page"
                      aria-label={intl.formatMessage({ id: 'desk.selectPage' })}
                      checked={table.getIsAllPageRowsSelected()}
                      ref={(input: HTMLInputElement | null) => {
                        if (input) input.indeterminate = table.getIsSomePageRowsSelected();
                      }}
                      onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                    />
                  </th>
                );
              }
              const sorted = column.getIsSorted();
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
                >
                  {meta?.sortKey ? (
                    <button
                      type="button"
                      className="btn btn-link p-0 fw-semibold text-reset text-decoration-none text-nowrap"
                      onClick={() =>
                        column.toggleSorting(sorted ? sorted === 'asc' : Boolean(meta.descFirst))
                      }
                    >
                      {label}
                      {sorted === 'asc' ? (
                        <ArrowUp size={14} aria-hidden="true" className="ms-1" />
                      ) : null}
                      {sorted === 'desc' ? (
                        <ArrowDown size={14} aria-hidden="true" className="ms-1" />
                      ) : null}
                    </button>
                  ) : (
                    <span className="text-nowrap">{label}</span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: before, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                className={row.getIsSelected() ? 'table-active' : undefined}
              >
                {row.getVisibleCells().map((cell) =>
                  cell.column.id === 'select' ? (
                    <td key={cell.id} className="desk-select">
                      <Form.Check
                        id={`desk-select-${row.id}`}
                        aria-label={intl.formatMessage(
                          { id: 'desk.selectOne' },
                          { name: row.original.applicantName },
                        )}
                        checked={row.getIsSelected()}
                        onChange={(event) => row.toggleSelected(event.target.checked)}
                      />
                    </td>
                  ) : (
                    <td key={cell.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: after, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
