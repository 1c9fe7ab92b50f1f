import { Suspense, lazy, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledCard } from '@/components/ui/TitledCard';
import type { DashboardChartConfig } from '../lib/chart-configs';
import type { ChartTable } from '../lib/chart-tables';
import { CsvButton } from './CsvButton';
import { DataTable } from './DataTable';

const ChartCanvas = lazy(() =>
  import('./ChartCanvas').then((module) => ({ default: module.ChartCanvas })),
);

interface ChartCardProps {
  title: string;
  chart: DashboardChartConfig;
  /** The chart's figures: shown instead of it on request, and its CSV file. */
  table: ChartTable;
  /** The CSV file's name, without `.csv`. */
  fileName: string;
  /** The drawing's height (a CSS length); the chart fills the card's width. */
  height: string;
}

/**
 * A chart with its figures: "Show as table" swaps the drawing for a table (for screen readers,
 * keyboards and anyone reading exact numbers), and "Download CSV" saves the same rows.
 */
export function ChartCard({ title, chart, table, fileName, height }: ChartCardProps) {
  const intl = useIntl();
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const empty = table.rows.length === 0;
  let body;
  if (empty) {
    body = (
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="analytics.empty" />
      </p>
    );
  } else if (showTable) {
    body = <DataTable table={table} caption={title} />;
  } else {
    body = (
      <div className="position-relative" style={{ height }}>
        <Suspense
          fallback={
            <div className="d-flex h-100 align-items-center justify-content-center">
              <Spinner animation="border" size="sm" role="status">
                <span className="visually-hidden">
                  <FormattedMessage id="analytics.loadingChart" />
                </span>
              </Spinner>
            </div>
          }
        >
          <ChartCanvas
            config={chart}
            label={intl.formatMessage({ id: 'analytics.chartLabel' }, { title })}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <TitledCard
      id={titleId}
      className="h-100"
      title={title}
      actions={
        !empty && (
          <>
            <Button
              variant="outline-secondary"
              size="sm"
              aria-pressed={showTable}
              onClick={() => setShowTable((shown) => !shown)}
            >
              <FormattedMessage id="analytics.showTable" />
            </Button>
            <CsvButton table={table} fileName={fileName} title={title} />
          </>
        )
      }
    >
      {body}
    </TitledCard>
  );
}
