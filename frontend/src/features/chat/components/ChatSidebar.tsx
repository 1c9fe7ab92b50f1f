import { type SyntheticEvent, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Plus } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingSpinner } from '@/components/ui/LoadingSpinner';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { SearchInput } from '@/components/ui/SearchInput';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useChatContacts } from '../api/get-chat-contacts';
import { useChats } from '../api/get-chats';
import { ChatList } from './ChatList';
import { ContactResults } from './ContactResults';

/** Typing searches once it pauses this long. */
const SEARCH_DELAY_MS = 300;

function Empty({ text }: { text: 'chat.noChats' | 'chat.noContacts' | 'chat.noContactsYet' }) {
  return (
    <p className="text-body-secondary text-center px-3 py-4 mb-0">
      <FormattedMessage id={text} />
    </p>
  );
}

function Chats() {
  const chats = useChats();
  if (chats.error && !chats.data) {
    return (
      <div className="p-2">
        <QueryErrorState error={chats.error} onRetry={() => void chats.refetch()} />
      </div>
    );
  }
  if (!chats.data) return <LoadingSpinner />;
  if (chats.data.length === 0) return <Empty text="chat.noChats" />;
  return <ChatList chats={chats.data} />;
}

function Contacts({ q }: { q: string | null }) {
  const contacts = useChatContacts(q ?? '', { enabled: q !== null });
  if (contacts.error && !contacts.data) {
    return (
      <div className="p-2">
        <QueryErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />
      </div>
    );
  }
  if (!contacts.data) return <LoadingSpinner />;
  if (contacts.data.length === 0)
    return <Empty text={q ? 'chat.noContacts' : 'chat.noContactsYet'} />;
  return <ContactResults contacts={contacts.data} />;
}

/**
 * The chats, or, while the search box has words or after "New chat", the contacts to start one
 * with (all of them, by name, when the box is empty).
 */
export function ChatSidebar({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const [words, setWords] = useState('');
  const [browsing, setBrowsing] = useState(false);
  const q = useDebouncedValue(words.trim(), SEARCH_DELAY_MS);
  const searchBox = useRef<HTMLInputElement>(null);
  const searching = words.trim() !== '';
  const showContacts = browsing || searching;
  // Typed words are looked up once typing pauses (until then the contacts are loading); "New
  // chat" with an empty box lists everyone.
  let contactsQuery: string | null = null;
  if (searching) contactsQuery = q === '' ? null : q;
  else if (browsing) contactsQuery = '';

  const onSubmit = (event: SyntheticEvent) => event.preventDefault();
  const showChats = () => {
    setBrowsing(false);
    setWords('');
    searchBox.current?.focus();
  };

  return (
    <div className={`chat-sidebar flex-column ${className}`}>
      <div className="p-2 border-bottom">
        <Form role="search" onSubmit={onSubmit}>
          <SearchInput
            inputRef={searchBox}
            label={intl.formatMessage({ id: 'chat.search' })}
            maxLength={100}
            value={words}
            onChange={setWords}
          />
        </Form>
        <div className="d-flex align-items-center mt-2">
          <h2 className="h6 mb-0 me-auto">
            <FormattedMessage id={showContacts ? 'chat.contacts' : 'chat.chats'} />
          </h2>
          {showContacts ? (
            <Button variant="link" size="sm" onClick={showChats}>
              <FormattedMessage id="chat.showChats" />
            </Button>
          ) : (
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() => {
                setBrowsing(true);
                searchBox.current?.focus();
              }}
            >
              <Plus size={14} aria-hidden="true" className="me-1" />
              <FormattedMessage id="chat.newChat" />
            </Button>
          )}
        </div>
      </div>
      <div className="chat-sidebar-scroll">
        {showContacts ? <Contacts q={contactsQuery} /> : <Chats />}
      </div>
    </div>
  );
}
