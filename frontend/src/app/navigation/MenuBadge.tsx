import { useIntl } from 'react-intl';
import { useMailCounts } from '@/features/mail/api/get-mail-counts';
import type { MenuItem } from './menu';

function UnreadMailBadge() {
  const intl = useIntl();
  const { data } = useMailCounts();
  const unread = data?.folders.inbox ?? 0;
  if (unread <= 0) return null;
  return (
    <span className="badge rounded-pill text-bg-danger menu-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">
        {intl.formatMessage({ id: 'mail.unreadCount' }, { count: unread })}
      </span>
    </span>
  );
}

/** The count beside a menu item's title, when the item has one. */
export function MenuBadge({ badge }: { badge: MenuItem['badge'] }) {
  return badge === 'unreadMail' ? <UnreadMailBadge /> : null;
}
