import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { type TableColumn, TableHead } from './TableHead';

interface ScrollingTableProps {
  /** What the table is: its region's name, and its caption when `captioned`. */
  label: MessageId;
  captioned?: boolean;
  columns: TableColumn[];
  /** A heading of its own instead of `columns`' (headings that are not messages: names). */
  head?: ReactNode;
  className?: string;
  /** The rows (`<tr>`s). */
  children: ReactNode;
}

/**
 * A small table that scrolls sideways on a narrow screen: its wrapper is a named region that
 * takes the focus, so the keyboard can scroll it too (axe's scrollable-region-focusable).
 */
export function ScrollingTable({
  label,
  captioned = false,
  columns,
  head,
  className = 'align-middle',
  children,
}: ScrollingTableProps) {
  const intl = useIntl();
  return (
    <div
      className="table-responsive"
      role="region"
      tabIndex={0}
      aria-label={intl.formatMessage({ id: label })}
    >
      <Table size="sm" className={className}>
        {captioned ? (
          <caption className="caption-top">
            <FormattedMessage id={label} />
          </caption>
        ) : null}
        {head ?? <TableHead columns={columns} />}
        <tbody>{children}</tbody>
      </Table>
    </div>
  );
}
