import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ChatContact } from '../api/types';
import { useContactStatus } from '../socket/use-contact-status';
import { chatPath, kindText, statusText } from './chat-text';
import { ContactAvatar } from './ContactAvatar';

/** The page state a contact's link carries: the conversation's header before any message. */
export interface ChatLinkState {
  contact: ChatContact;
}

function ContactRow({ contact }: { contact: ChatContact }) {
  const status = useContactStatus(contact);
  const state: ChatLinkState = { contact };
  return (
    <li>
      <Link
        to={chatPath(contact.id)}
        state={state}
        className="chat-row d-flex align-items-center gap-2 px-3 py-2"
      >
        <ContactAvatar contact={contact} status={status} />
        <span className="flex-grow-1 min-w-0">
          <span className="d-block fw-semibold text-truncate" dir="auto">
            {contact.displayName}
          </span>
          <span className="d-block small text-body-secondary text-truncate">
            <FormattedMessage id={kindText[contact.kind]} />
            {' · '}
            <FormattedMessage id={statusText[status]} />
            {contact.about ? ` · ${contact.about}` : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Whom the user may chat with; choosing one opens (or starts) the chat. */
export function ContactResults({ contacts }: { contacts: readonly ChatContact[] }) {
  const intl = useIntl();
  return (
    <ul className="list-unstyled mb-0" aria-label={intl.formatMessage({ id: 'chat.contacts' })}>
      {contacts.map((contact) => (
        <ContactRow key={contact.id} contact={contact} />
      ))}
    </ul>
  );
}
