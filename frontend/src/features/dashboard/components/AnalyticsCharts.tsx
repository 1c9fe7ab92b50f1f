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
  return (
    <Row className="g-3">
      <Col xs={12}>
        <ChartCard
          title={title('analytics.perDay.title')}
          chart={perDayChart(intl, theme, data.applicationsPerDay)}
          table={perDayTable(intl, data.applicationsPerDay)}
          fileName={fileName('applications-per-day')}
          height="18rem"
        />
      </Col>
      <Col lg={6}>
        <ChartCard
          title={title('analytics.funnel.title')}
          chart={funnelChart(intl, theme, data.funnel)}
          table={funnelTable(intl, data.funnel)}
          fileName={fileName('funnel')}
          height={rowsHeight(data.funnel.length)}
        />
      </Col>
      <Col lg={6}>
        <ChartCard
          title={title('analytics.timeInStage.title')}
          chart={stageTimeChart(intl, theme, data.timeInStage, unit)}
          table={stageTimeTable(intl, data.timeInStage, unit)}
          fileName={fileName('time-in-stage')}
          height="16rem"
        />
      </Col>
      <Col lg={6}>
        <ChartCard
          title={title('analytics.sources.title')}
          chart={sourceChart(intl, theme, data.applicationsBySource)}
          table={sourceTable(intl, data.applicationsBySource)}
          fileName={fileName('applications-by-source')}
          height={rowsHeight(data.applicationsBySource.length)}
        />
      </Col>
      <Col lg={6}>
        <StatusCard byStatus={data.applicationsByStatus} />
      </Col>
      <Col xs={12}>
        <VacancyFiguresCard vacancies={data.perVacancy} fileName={fileName('vacancies')} />
      </Col>
    </Row>
  );
}
