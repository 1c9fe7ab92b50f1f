import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';

interface ImportSectionProps {
  /** The heading's element id, which names the section. */
  id: string;
  /** The heading's message id. */
  title: MessageId;
  className?: string;
  children: ReactNode;
}

/** One part of the import page under its own small heading (columns, template, errors). */
export function ImportSection({ id, title, className = 'mb-4', children }: ImportSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="h6">
        <FormattedMessage id={title} />
      </h3>
      {children}
    </section>
  );
}
