import { FormattedMessage } from 'react-intl';
import type { ContactStatus } from '../api/types';
import { statusDotClass, statusText } from './chat-text';

/**
 * A status as a coloured dot, with its word beside it (`labelled`) or for screen readers only:
 * the colour never says it alone.
 */
export function StatusDot({
  status,
  labelled = false,
  className = '',
}: {
  status: ContactStatus;
  labelled?: boolean;
  className?: string;
}) {
  return (
    <span className={`d-inline-flex align-items-center gap-1 ${className}`}>
      <span className={`chat-status-dot ${statusDotClass[status]}`} aria-hidden="true" />
      <span className={labelled ? undefined : 'visually-hidden'}>
        <FormattedMessage id={statusText[status]} />
      </span>
    </span>
  );
}
