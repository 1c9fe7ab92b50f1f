import { useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';

interface CountBadgeProps {
  count: number;
  /** How a screen reader says it, e.g. "3 unread messages"; the digits alone are shown. */
  text?: MessageId;
  className?: string;
}

/** A pill with a number, nothing when it is zero. */
export function CountBadge({ count, text = 'mail.unreadCount', className = '' }: CountBadgeProps) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <span className={`badge rounded-pill ${className}`}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{intl.formatMessage({ id: text }, { count })}</span>
    </span>
  );
}
