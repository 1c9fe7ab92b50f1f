import { useMailCounts } from '@/features/mail/api/get-mail-counts';
import { CountBadge } from '@/features/mail/components/CountBadge';
import type { MenuItem } from './menu';

function UnreadMailBadge() {
  const { data } = useMailCounts();
  return <CountBadge count={data?.folders.inbox ?? 0} className="text-bg-danger menu-badge" />;
}

/** The count beside a menu item's title, when the item has one. */
export function MenuBadge({ badge }: { badge: MenuItem['badge'] }) {
  return badge === 'unreadMail' ? <UnreadMailBadge /> : null;
}
