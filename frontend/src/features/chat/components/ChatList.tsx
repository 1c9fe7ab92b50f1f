import { Bookmark } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { sortChats } from '../api/chat-cache';
import type { ChatSummary } from '../api/types';
import { useChatSocket } from '../socket/chat-socket';
import { useContactStatus } from '../socket/use-contact-status';
import { chatLinkId, chatPath, statusText } from './chat-text';
import { ChatTime } from './ChatTime';
import { ContactAvatar } from './ContactAvatar';
import { UnseenBadge } from './UnseenBadge';

function ChatRow({ chat }: { chat: ChatSummary }) {
  const { contact, lastMessage } = chat;
  const status = useContactStatus(contact);
  const typing = useChatSocket((state) => state.typing[contact.id] === true);
  let excerpt = null;
  if (typing) {
    excerpt = <FormattedMessage id="chat.typing" values={{ name: contact.displayName }} />;
  } else if (lastMessage?.isSent) {
    excerpt = <FormattedMessage id="chat.lastFromMe" values={{ message: lastMessage.message }} />;
  } else if (lastMessage) {
    excerpt = lastMessage.message;
  }
  return (
    <li>
      <NavLink
        id={chatLinkId(contact.id)}
        to={chatPath(contact.id)}
        className={({ isActive }) =>
          `chat-row d-flex align-items-center gap-2 px-3 py-2${isActive ? ' active' : ''}`
        }
      >
        <ContactAvatar contact={contact} status={status} />
        <span className="flex-grow-1 min-w-0">
          <span className="d-flex align-items-center gap-1">
            <span className="fw-semibold text-truncate" dir="auto">
              {contact.displayName}
            </span>
            <span className="visually-hidden">
              , <FormattedMessage id={statusText[status]} />
            </span>
            {chat.isPinned ? (
              <span className="chat-pinned flex-shrink-0">
                <Bookmark size={12} aria-hidden="true" />
                <span className="visually-hidden">
                  , <FormattedMessage id="chat.pinned" />
                </span>
              </span>
            ) : null}
            {lastMessage ? (
              <ChatTime
                value={lastMessage.time}
                className="ms-auto ps-2 small text-body-secondary flex-shrink-0"
              />
            ) : null}
          </span>
          <span className="d-flex align-items-center gap-2">
            <span className="small text-body-secondary text-truncate flex-grow-1" dir="auto">
              {excerpt}
            </span>
            <UnseenBadge count={chat.unseenCount} />
          </span>
        </span>
      </NavLink>
    </li>
  );
}

/** The chats, pinned first, then the latest message first, each with its unseen count. */
export function ChatList({ chats }: { chats: readonly ChatSummary[] }) {
  const intl = useIntl();
  return (
    <ul className="list-unstyled mb-0" aria-label={intl.formatMessage({ id: 'chat.chats' })}>
      {sortChats(chats).map((chat) => (
        <ChatRow key={chat.contact.id} chat={chat} />
      ))}
    </ul>
  );
}
