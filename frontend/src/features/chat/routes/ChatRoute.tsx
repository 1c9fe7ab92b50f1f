import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { cachedContact } from '../api/chat-cache';
import { useChats } from '../api/get-chats';
import type { ChatSummary } from '../api/types';
import { chatLinkId } from '../components/chat-text';
import { ChatMessages } from '../components/ChatMessages';
import { ChatSidebar } from '../components/ChatSidebar';
import { ConnectionBanner } from '../components/ConnectionBanner';
import type { ChatLinkState } from '../components/ContactResults';
import { Conversation } from '../components/Conversation';
import { MyStatusPanel, MyStatusToggle } from '../components/MyStatus';
import { useChatSocket } from '../socket/chat-socket';
import '../chat.css';

/**
 * Says each new message from a contact to screen readers (politely, after what they are reading);
 * nothing for what arrived before the page was opened.
 */
function NewMessageAnnouncer({ chats }: { chats: readonly ChatSummary[] | undefined }) {
  const intl = useIntl();
  const lastIncoming = useChatSocket((state) => state.lastIncoming);
  const [before] = useState(() => useChatSocket.getState().lastIncoming);
  const fresh = lastIncoming !== before ? lastIncoming : null;
  const name = fresh
    ? chats?.find((chat) => chat.contact.id === fresh.contactId)?.contact.displayName
    : undefined;
  let text = '';
  if (fresh && name) {
    text = intl.formatMessage({ id: 'chat.newMessageFrom' }, { name, message: fresh.message });
  } else if (fresh) {
    text = intl.formatMessage({ id: 'chat.newMessage' }, { message: fresh.message });
  }
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}

function ChatPage() {
  const { contactId } = useParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const chats = useChats();
  const [statusOpen, setStatusOpen] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);

  const summary = contactId ? chats.data?.find((chat) => chat.contact.id === contactId) : undefined;
  const linked = (location.state as Partial<ChatLinkState> | null)?.contact;
  const contact =
    summary?.contact ??
    (linked?.id === contactId ? linked : undefined) ??
    (contactId ? cachedContact(queryClient, contactId) : undefined);

  // Back from a conversation: the keyboard returns to its row of the list (or the page's title).
  const previous = useRef(contactId);
  useEffect(() => {
    const left = previous.current;
    previous.current = contactId;
    if (!left || contactId) return;
    (document.getElementById(chatLinkId(left)) ?? title.current)?.focus();
  }, [contactId]);

  return (
    <section aria-labelledby="page-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 ref={title} id="page-title" tabIndex={-1} className="h3 mb-0 me-auto">
          <FormattedMessage id="chat.title" />
        </h1>
        <MyStatusToggle open={statusOpen} onToggle={() => setStatusOpen((open) => !open)} />
      </div>
      {statusOpen ? <MyStatusPanel /> : null}
      <NewMessageAnnouncer chats={chats.data} />
      <ConnectionBanner />
      <div className="chat-app card">
        <ChatSidebar className={contactId ? 'd-none d-md-flex' : 'd-flex'} />
        {contactId ? (
          <Conversation key={contactId} contactId={contactId} contact={contact} summary={summary} />
        ) : (
          <p className="chat-placeholder d-none d-md-flex text-body-secondary mb-0">
            <FormattedMessage id="chat.choose" />
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The chat page: the chats (and the contact search) beside the open conversation; below the md
 * breakpoint they are two screens, the conversation with a way back to the list.
 */
export function ChatRoute() {
  return (
    <ChatMessages>
      <ChatPage />
    </ChatMessages>
  );
}
