import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { X } from 'react-feather';
import { IconButton } from './IconButton';
import { type Page, PagedResults } from './PagedResults';
import { HeadedCard } from './TitledCard';

interface LogCardProps<T> {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** A line on what the log records, beside the close button. */
  intro: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  /** Whose log it is (an endpoint, a rule): the heading takes the keyboard each time it changes. */
  of: string | number;
  query: UseQueryResult<Page<T>>;
  /** Shown when the page has no entries. */
  emptyTitle: string;
  hrefForPage: (page: number) => string;
  children: (entries: T[]) => ReactNode;
}

/**
 * A log opened from a list (a webhook's deliveries, a rule's runs): a section whose heading takes
 * the keyboard when it opens, a close button, then the entries a page at a time.
 */
export function LogCard<T>({
  id,
  title,
  intro,
  closeLabel,
  onClose,
  of,
  query,
  emptyTitle,
  hrefForPage,
  children,
}: LogCardProps<T>) {
  const heading = useRef<HTMLSpanElement>(null);
  useEffect(() => heading.current?.focus(), [of]);
  return (
    <HeadedCard
      id={id}
      className="mb-3"
      title={
        <span ref={heading} tabIndex={-1} className="text-break">
          {title}
        </span>
      }
    >
      <Card.Body>
        <div className="d-flex align-items-start gap-2 mb-3">
          <p className="small text-body-secondary mb-0 flex-grow-1">{intro}</p>
          <IconButton label={closeLabel} onClick={onClose}>
            <X size={14} aria-hidden />
          </IconButton>
        </div>
        <PagedResults query={query} emptyTitle={emptyTitle} hrefForPage={hrefForPage}>
          {children}
        </PagedResults>
      </Card.Body>
    </HeadedCard>
  );
}
