import { CountBadge } from '@/components/ui/CountBadge';
import { useUnseenChatCount } from '@/features/chat/api/get-chats';
import { useMailCounts } from '@/features/messages/api/get-mail-counts';
import type { MenuItem } from './menu';

function UnreadMailBadge() {
  const { data } = useMailCounts();
  return (
    <CountBadge
      count={data?.folders.inbox ?? 0}
      text="mail.unreadCount"
      className="text-bg-danger menu-badge"
    />
  );
}

/** Kept live by the chat socket, which updates the chats list the count is summed from. */
function UnreadChatBadge() {
  const count = useUnseenChatCount();
  return <CountBadge count={count} text="chat.unreadCount" className="text-bg-danger menu-badge" />;
}

/** The count beside a menu item's title, when the item has one. */
export function MenuBadge({ badge }: { badge: MenuItem['badge'] }) {
  if (badge === 'unreadMail') return <UnreadMailBadge />;
  if (badge === 'unreadChat') return <UnreadChatBadge />;
  return null;
}
