import { useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';

interface CountBadgeProps {
  count: number;
  /** How a screen reader says it, e.g. "3 unread messages" (`{count}`); the digits alone are shown. */
  text: MessageId;
  /** The pill's colours: a quiet grey unless given. */
  className?: string;
}

/** A pill with a number (99+ above 99), nothing when it is zero. */
export function CountBadge({
  count,
  text,
  className = 'bg-secondary-subtle text-secondary-emphasis',
}: CountBadgeProps) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <span className={`badge rounded-pill ${className}`}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{intl.formatMessage({ id: text }, { count })}</span>
    </span>
  );
}
