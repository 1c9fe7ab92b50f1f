import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ClosablePanel, type ClosablePanelProps } from './ClosablePanel';
import { type Page, PagedResults } from './PagedResults';

interface LogCardProps<T> extends ClosablePanelProps {
  query: UseQueryResult<Page<T>>;
  /** Shown when the page has no entries. */
  emptyTitle: string;
  hrefForPage: (page: number) => string;
  children: (entries: T[]) => ReactNode;
}

/**
 * A log opened from a list (a webhook's deliveries, a rule's runs): a closable panel with the
 * entries a page at a time.
 */
export function LogCard<T>({
  query,
  emptyTitle,
  hrefForPage,
  children,
  ...panel
}: LogCardProps<T>) {
  return (
    <ClosablePanel {...panel}>
      <PagedResults query={query} emptyTitle={emptyTitle} hrefForPage={hrefForPage}>
        {children}
      </PagedResults>
    </ClosablePanel>
  );
}
