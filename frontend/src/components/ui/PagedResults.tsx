import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageCount } from '@/lib/paging';
import { EmptyState } from './EmptyState';
import { LoadingCard } from './LoadingCard';
import { Pager } from './Pager';
import { QueryErrorState } from './QueryErrorState';

/** One page of a paginated list, as every list endpoint of the API answers. */
export interface Page<T> {
  data: T[];
  page: number;
  perPage: number;
  total: number;
  /** False when a search counted only up to its cap: `total` then reads "1,000+". */
  totalExact: boolean;
}

interface PagedResultsProps<T> {
  query: UseQueryResult<Page<T>>;
  /** Shown when the page has no items. */
  emptyTitle: string;
  hrefForPage: (page: number) => string;
  children: (items: T[]) => ReactNode;
}

/**
 * The states of a paginated list — loading, failed (with retry), empty, or the items and a pager
 * (which, past a capped total, offers a next page after every full one).
 */
export function PagedResults<T>({
  query,
  emptyTitle,
  hrefForPage,
  children,
}: PagedResultsProps<T>) {
  if (query.isPending) return <LoadingCard lines={5} />;
  if (query.isError)
    return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { data } = query;
  if (data.data.length === 0) {
    // Past the last page (a capped total's pages end where its rows do): the pager leads back.
    return (
      <>
        <EmptyState title={emptyTitle} />
        {data.page > 1 ? (
          <Pager
            page={data.page}
            totalPages={Math.max(pageCount(data), data.page)}
            hrefFor={hrefForPage}
          />
        ) : null}
      </>
    );
  }
  return (
    <>
      {children(data.data)}
      <Pager page={data.page} totalPages={pageCount(data)} hrefFor={hrefForPage} />
    </>
  );
}
