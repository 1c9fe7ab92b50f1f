import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';

interface PartProps {
  /** Its heading's id, which names it. */
  id: string;
  className?: string;
  title: ReactNode;
  children: ReactNode;
}

/** A part of a card: a section its (h3) heading names. */
export function Part({ id, title, className, children }: PartProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="h6">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface ListOrEmptyProps<T> {
  items: readonly T[];
  /** What the line says when there is none. */
  empty: MessageId;
  className: string;
  /** An item's `<li>`. */
  item: (item: T) => ReactNode;
}

/** A list, or a line that says it is empty. */
export function ListOrEmpty<T>({ items, empty, className, item }: ListOrEmptyProps<T>) {
  if (items.length === 0) {
    return (
      <p className="small text-body-secondary">
        <FormattedMessage id={empty} />
      </p>
    );
  }
  return <ul className={className}>{items.map(item)}</ul>;
}
