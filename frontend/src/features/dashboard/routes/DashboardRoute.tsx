import { type ReactNode, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { PageSection } from '@/components/ui/PageSection';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { type DashboardFilters, useDashboard } from '../api/get-dashboard';
import { AnalyticsCharts } from '../components/AnalyticsCharts';
import { DashboardFiltersForm } from '../components/DashboardFiltersForm';
import { DashboardMessages } from '../components/DashboardMessages';
import { KpiCards } from '../components/KpiCards';
import { filtersFromSearch, withFilters } from '../lib/date-range';

interface DashboardRouteProps {
  /** The admin's own open tasks (the tasks feature's card), which the app passes in. */
  myTasks: ReactNode;
  /** The admin's scorecards still to write (the structured interviews' card), passed in. */
  myScorecards: ReactNode;
}

/**
 * The admin's home: the recruiting dashboard for a range of days and a category (both kept in
 * the address, so a view can be bookmarked or shared), the admin's scorecards to write and open
 * tasks.
 */
export function DashboardRoute({ myTasks, myScorecards }: DashboardRouteProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const { data, error, isPending, isPlaceholderData, refetch } = useDashboard(filters);
  const changeFilters = (next: DashboardFilters) =>
    setSearchParams((current) => withFilters(current, next), { replace: true });

  let body;
  if (isPending) body = <LoadingCard lines={6} />;
  else if (error) body = <QueryErrorState error={error} onRetry={() => void refetch()} />;
  else {
    body = (
      <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-75' : undefined}>
        <KpiCards data={data} />
        <AnalyticsCharts data={data} />
      </div>
    );
  }
  return (
    <DashboardMessages>
      <PageSection
        title={<FormattedMessage id="dashboard.title" />}
        actions={
          <Link to="/job-vacancy-setting" className="btn btn-primary">
            <FormattedMessage id="page.jobVacancySetting" />
          </Link>
        }
      >
        <DashboardFiltersForm
          filters={filters}
          shown={data && { from: data.from, to: data.to }}
          onChange={changeFilters}
        />
        {body}
        <div className="mt-3">{myScorecards}</div>
        <div className="mt-3">{myTasks}</div>
      </PageSection>
    </DashboardMessages>
  );
}
