import Button from 'react-bootstrap/Button';
import { Download } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { saveBlob } from '@/lib/download';
import { type ChartTable, tableCsv } from '../lib/chart-tables';

/** Downloads a table's figures as `<fileName>.csv`; the hidden words say which table. */
export function CsvButton({
  table,
  fileName,
  title,
}: {
  table: ChartTable;
  fileName: string;
  title: string;
}) {
  const download = () =>
    saveBlob(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  return (
    <Button variant="outline-secondary" size="sm" onClick={download}>
      <Download size={14} className="me-1" aria-hidden="true" />
      <FormattedMessage id="analytics.downloadCsv" />
      <span className="visually-hidden">{`: ${title}`}</span>
    </Button>
  );
}
