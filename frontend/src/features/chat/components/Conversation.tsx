import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { ArrowLeft, Bookmark } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { historyMessages } from '../api/chat-cache';
import { useChatMessages } from '../api/get-chat-messages';
import { useMarkChatSeen } from '../api/mark-chat-seen';
import { useSetChatPinned } from '../api/set-chat-pinned';
import type { ChatContact, ChatSummary } from '../api/types';
import { useChatSocket } from '../socket/chat-socket';
import { useContactStatus } from '../socket/use-contact-status';
import { ChatComposer } from './ChatComposer';
import { ContactAvatar } from './ContactAvatar';
import { MessageLog } from './MessageLog';
import { StatusDot } from './StatusDot';
import { useDocumentVisible } from './use-document-visible';

export const CONVERSATION_TITLE_ID = 'chat-conversation-title';

/**
 * While the conversation is on screen and the tab in front, the contact's messages count as seen:
 * the server is told (up to the latest message on hand), and the contact's ticks turn.
 */
function useMarkSeen(contactId: string, summary: ChatSummary | undefined) {
  const history = useChatMessages(contactId);
  const visible = useDocumentVisible();
  const { mutate } = useMarkChatSeen();
  const messages = historyMessages(history.data);
  const unseen =
    (summary?.unseenCount ?? 0) > 0 ||
    messages.some((message) => !message.isSent && !message.isSeen);
  const upTo = Math.max(messages.at(-1)?.id ?? 0, summary?.lastMessage?.id ?? 0);
  const askedUpTo = useRef(0);
  const loaded = history.isSuccess;
  useEffect(() => {
    if (!visible || !loaded || !unseen || upTo <= askedUpTo.current) return;
    askedUpTo.current = upTo;
    mutate(
      { contactId, upTo },
      {
        onError: () => {
          askedUpTo.current = 0;
        },
      },
    );
  }, [visible, loaded, unseen, upTo, contactId, mutate]);
}

interface ConversationProps {
  contactId: string;
  /** Who it is, when the chats list or the contact search has them. */
  contact: ChatContact | undefined;
  /** The chat in the list; none before the first message. */
  summary: ChatSummary | undefined;
}

/** One chat: who it is with, the messages, who is typing, and the message box. */
export function Conversation({ contactId, contact, summary }: ConversationProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const status = useContactStatus(contact);
  const typing = useChatSocket((state) => state.typing[contactId] === true);
  const pin = useSetChatPinned();
  const heading = useRef<HTMLHeadingElement>(null);
  const name = contact?.displayName ?? intl.formatMessage({ id: 'chat.conversation' });
  useMarkSeen(contactId, summary);

  // A chosen chat takes the keyboard (below md the list it was chosen from is gone).
  useEffect(() => heading.current?.focus(), [contactId]);

  return (
    <section
      className="chat-conversation d-flex flex-column flex-grow-1 min-w-0"
      aria-labelledby={CONVERSATION_TITLE_ID}
    >
      <header className="d-flex align-items-center gap-2 p-2 border-bottom">
        <Link
          to="/chat"
          className="btn btn-link p-1 d-md-none"
          aria-label={intl.formatMessage({ id: 'chat.back' })}
        >
          <ArrowLeft size={20} aria-hidden="true" className="flip-rtl" />
        </Link>
        {contact ? <ContactAvatar contact={contact} status={status} size={36} /> : null}
        <div className="flex-grow-1 min-w-0">
          <h2
            ref={heading}
            id={CONVERSATION_TITLE_ID}
            tabIndex={-1}
            className="h6 mb-0 text-truncate"
          >
            {name}
          </h2>
          {contact ? (
            <div className="small text-body-secondary text-truncate">
              <StatusDot status={status} labelled />
              {contact.about ? (
                <>
                  {' · '}
                  <bdi>{contact.about}</bdi>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
        {summary ? (
          <Button
            variant="outline-secondary"
            size="sm"
            className={`flex-shrink-0${summary.isPinned ? ' active' : ''}`}
            aria-pressed={summary.isPinned}
            aria-label={intl.formatMessage({ id: 'chat.pin' })}
            title={intl.formatMessage({ id: 'chat.pin' })}
            disabled={pin.isPending}
            onClick={() => pin.mutate({ contactId, isPinned: !summary.isPinned })}
          >
            <Bookmark
              size={16}
              aria-hidden="true"
              className={summary.isPinned ? 'chat-pinned-icon' : ''}
            />
          </Button>
        ) : null}
      </header>
      <FormAlert message={pin.error ? errorText(pin.error) : null} />
      <MessageLog contactId={contactId} name={name} />
      <p className="chat-typing small text-body-secondary px-3 mb-0">
        {typing ? <FormattedMessage id="chat.typing" values={{ name }} /> : null}
      </p>
      <ChatComposer contactId={contactId} name={name} />
    </section>
  );
}
