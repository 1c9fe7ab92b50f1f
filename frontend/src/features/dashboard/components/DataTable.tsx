import Table from 'react-bootstrap/Table';
import type { ChartTable } from '../lib/chart-tables';

/** A chart's figures as a table: the first column names each row. */
export function DataTable({ table, caption }: { table: ChartTable; caption: string }) {
  return (
    <Table size="sm" responsive className="mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {table.headers.map((header, index) => (
            <th key={header} scope="col" className={index > 0 ? 'text-end' : undefined}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row[0]?.text}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="fw-normal">
                  {cell.text}
                </th>
              ) : (
                <td key={index} className="text-end">
                  {cell.text}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
