import type { ReactNode } from 'react';
import type { Category } from '@/lib/api/types';
import { useListSearchParams } from './use-list-search-params';
import { VacancyFilters } from './VacancyFilters';
import { VacancyResults } from './VacancyResults';

interface VacancyListPageProps {
  title: string;
  /** A fixed category (the category pages); otherwise the `category` tab in the address. */
  category?: Category;
  tabs?: (search: ReturnType<typeof useListSearchParams>) => ReactNode;
}

export function VacancyListPage({ title, category, tabs }: VacancyListPageProps) {
  const search = useListSearchParams();
  const shownCategory = category ?? search.tab;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="h3 mb-3">
        {title}
      </h1>
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
