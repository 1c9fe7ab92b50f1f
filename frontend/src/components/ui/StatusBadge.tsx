import Badge from 'react-bootstrap/Badge';
import { FormattedMessage } from 'react-intl';
import type { ApplicationStatus } from '@/lib/api/types';
import { statusLabel, statusVariant } from './status-labels';

/** An application's status; the colour only repeats what the word says. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const variant = statusVariant[status];
  return (
    <Badge bg={variant} text={variant === 'warning' || variant === 'info' ? 'dark' : undefined}>
      <FormattedMessage id={statusLabel[status]} />
    </Badge>
  );
}
