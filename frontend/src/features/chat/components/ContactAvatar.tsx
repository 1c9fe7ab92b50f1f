import { Avatar } from '@/components/ui/Avatar';
import type { ChatContact, ContactStatus } from '../api/types';
import { statusDotClass } from './chat-text';

/**
 * A contact's picture with their status dot on its corner; decorative, since the name and the
 * status are said in words next to it.
 */
export function ContactAvatar({
  contact,
  status,
  size = 40,
}: {
  contact: ChatContact;
  status: ContactStatus;
  size?: number;
}) {
  return (
    <span className="chat-avatar position-relative d-inline-block flex-shrink-0" aria-hidden="true">
      <Avatar src={contact.photoUrl ?? null} alt="" size={size} />
      <span className={`chat-status-dot chat-avatar-dot ${statusDotClass[status]}`} />
    </span>
  );
}
