import Badge from 'react-bootstrap/Badge';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScrollingTable } from '@/components/ui/ScrollingTable';
import { type ColumnHint, IMPORT_COLUMNS, type ImportKind } from '../import-columns';
import { ImportSection } from './ImportSection';

function HintText({ hint }: { hint: ColumnHint }) {
  const intl = useIntl();
  if ('text' in hint) return <>{intl.formatMessage({ id: hint.text })}</>;
  return (
    <>{intl.formatMessage({ id: 'imports.hint.values' }, { values: hint.values.join(', ') })}</>
  );
}

/** The columns a file of this kind has: their names as the header row must spell them. */
export function ColumnsTable({ kind }: { kind: ImportKind }) {
  return (
    <ImportSection id="import-columns-title" title="imports.columns.title">
      <p className="text-body-secondary small">
        <FormattedMessage id="imports.columns.intro" />
      </p>
      <ScrollingTable
        label="imports.columns.tableLabel"
        className="align-middle mb-0"
        columns={['imports.columns.name', 'imports.columns.need', 'imports.columns.values']}
      >
        {IMPORT_COLUMNS[kind].map((column) => (
          <tr key={column.name}>
            <th scope="row" className="fw-normal">
              <code>{column.name}</code>
            </th>
            <td>
              {column.required ? (
                <Badge bg="primary">
                  <FormattedMessage id="imports.columns.required" />
                </Badge>
              ) : (
                <span className="text-body-secondary small">
                  <FormattedMessage id="imports.columns.optional" />
                </span>
              )}
            </td>
            <td className="small">{column.hint ? <HintText hint={column.hint} /> : null}</td>
          </tr>
        ))}
      </ScrollingTable>
    </ImportSection>
  );
}
