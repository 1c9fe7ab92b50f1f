import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';

/** A column heading: its text's id, or the id with the cell's classes. */
export type TableColumn = MessageId | { id: MessageId; className?: string };

/** A table's heading row: each column's heading (`scope="col"`), after any leading cell. */
export function TableHead({ columns, leading }: { columns: TableColumn[]; leading?: ReactNode }) {
  return (
    <thead>
      <tr>
        {leading}
        {columns.map((column) => {
          const { id, className } = typeof column === 'string' ? { id: column } : column;
          return (
            <th key={id} scope="col" className={className}>
              <FormattedMessage id={id} />
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
