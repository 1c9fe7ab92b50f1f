import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingCard } from './LoadingCard';
import { QueryErrorState } from './QueryErrorState';
import { TitledCard } from './TitledCard';

interface QueryCardProps<T> {
  /** The heading's id (the card is the section it names). */
  id: string;
  title: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  /** What the card shows. */
  query: UseQueryResult<T>;
  /** The placeholder lines while it loads. */
  loadingLines?: number;
  /** The content, once the answer is there. */
  children: (data: T) => ReactNode;
}

/**
 * A titled card over one query: a placeholder while it loads, the error with a retry when it
 * fails, then its content.
 */
export function QueryCard<T>({
  id,
  title,
  intro,
  query,
  loadingLines,
  children,
}: QueryCardProps<T>) {
  return (
    <TitledCard id={id} title={title} intro={intro} className="mb-3" busy={query.isPending}>
      {query.isPending ? <LoadingCard lines={loadingLines} /> : null}
      {query.error ? (
        <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? children(query.data) : null}
    </TitledCard>
  );
}
