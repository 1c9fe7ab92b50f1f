import type { ReactNode } from 'react';
import type { Category } from '@/lib/api/types';
import { ResponseFigure } from './ResponseFigure';
import { useListSearchParams } from './use-list-search-params';
import { VacancyFilters } from './VacancyFilters';
import { VacancyResults } from './VacancyResults';

/** What a job alert from a list asks for: the list's category and search words. */
export interface JobAlertCriteria {
  category: Category | undefined;
  keywords: string | undefined;
}

/** The job alerts' subscribe button (another feature's), which the app passes in. */
export type JobAlertsSlot = (criteria: JobAlertCriteria) => ReactNode;

interface VacancyListPageProps {
  title: string;
  /** A fixed category (the category pages); otherwise the `category` tab in the address. */
  category?: Category;
  tabs?: (search: ReturnType<typeof useListSearchParams>) => ReactNode;
  jobAlerts?: JobAlertsSlot | undefined;
}

export function VacancyListPage({ title, category, tabs, jobAlerts }: VacancyListPageProps) {
  const search = useListSearchParams();
  const shownCategory = category ?? search.tab;
  return (
    <section aria-labelledby="page-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-title" className="h3 mb-0">
          {title}
        </h1>
        {jobAlerts?.({ category: shownCategory, keywords: search.filters.q })}
      </div>
      <ResponseFigure />
      {tabs?.(search)}
      <VacancyFilters
        key={`${search.filters.q ?? ''}\u0000${search.filters.location ?? ''}`}
        filters={search.filters}
        update={search.update}
      />
      <VacancyResults
        params={search.params(shownCategory)}
        hrefForPage={search.hrefForPage}
        showCategory={shownCategory === undefined}
      />
    </section>
  );
}
