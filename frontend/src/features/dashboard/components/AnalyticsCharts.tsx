import type { ComponentProps } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import type { Dashboard } from '../api/get-dashboard';
import { funnelChart, perDayChart, sourceChart, stageTimeChart } from '../lib/chart-configs';
import {
  durationUnit,
  funnelTable,
  perDayTable,
  sourceTable,
  stageTimeTable,
} from '../lib/chart-tables';
import { ChartCard } from './ChartCard';
import { StatusCard } from './StatusCard';
import { useChartTheme } from './use-chart-theme';
import { VacancyFiguresCard } from './VacancyFiguresCard';

/** A chart card of the dashboard: `name` names its downloads; a wide one takes the whole row. */
type ChartSpec = Pick<ComponentProps<typeof ChartCard>, 'chart' | 'table' | 'height'> & {
  name: string;
  title: MessageId;
  wide?: boolean;
};

/** The dashboard's charts and tables for one range's figures. */
export function AnalyticsCharts({ data }: { data: Dashboard }) {
  const intl = useIntl();
  const theme = useChartTheme();
  const title = (id: MessageId) => intl.formatMessage({ id });
  // Files say which figures and which days they hold, e.g. funnel_2026-10-23_2026-11-21.csv.
  const fileName = (name: string) => `${name}_${data.from}_${data.to}`;
  const unit = durationUnit(data.timeInStage.map((stage) => stage.medianHours));
  // Bars a row each: tall enough for every stage or source to keep its label.
  const rowsHeight = (rows: number) => `${Math.max(12, rows * 2.5 + 4)}rem`;
  const charts: ChartSpec[] = [
    {
      name: 'applications-per-day',
      title: 'analytics.perDay.title',
      chart: perDayChart(intl, theme, data.applicationsPerDay),
      table: perDayTable(intl, data.applicationsPerDay),
      height: '18rem',
      wide: true,
    },
    {
      name: 'funnel',
      title: 'analytics.funnel.title',
      chart: funnelChart(intl, theme, data.funnel),
      table: funnelTable(intl, data.funnel),
      height: rowsHeight(data.funnel.length),
    },
    {
      name: 'time-in-stage',
      title: 'analytics.timeInStage.title',
      chart: stageTimeChart(intl, theme, data.timeInStage, unit),
      table: stageTimeTable(intl, data.timeInStage, unit),
      height: '16rem',
    },
    {
      name: 'applications-by-source',
      title: 'analytics.sources.title',
      chart: sourceChart(intl, theme, data.applicationsBySource),
      table: sourceTable(intl, data.applicationsBySource),
      height: rowsHeight(data.applicationsBySource.length),
    },
  ];
  return (
    <Row className="g-3">
      {charts.map(({ name, title: titleId, chart, table, height, wide }) => (
        <Col key={name} {...(wide ? { xs: 12 } : { lg: 6 })}>
          <ChartCard
            title={title(titleId)}
            chart={chart}
            table={table}
            fileName={fileName(name)}
            height={height}
          />
        </Col>
      ))}
      <Col lg={6}>
        <StatusCard byStatus={data.applicationsByStatus} />
      </Col>
      <Col xs={12}>
        <VacancyFiguresCard vacancies={data.perVacancy} fileName={fileName('vacancies')} />
      </Col>
    </Row>
  );
}
