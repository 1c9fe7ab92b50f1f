import { useLayoutEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { Check } from 'react-feather';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { BusyNote } from '@/components/ui/BusyNote';
import { LoadingSpinner } from '@/components/ui/LoadingSpinner';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { historyMessages } from '../api/chat-cache';
import { useChatMessages } from '../api/get-chat-messages';
import type { ChatMessage } from '../api/types';
import { isSameDay } from './chat-text';

/** Within this many pixels of the end the reader counts as at the bottom (new messages follow). */
const BOTTOM_SLACK_PX = 48;
/** Scrolling this close to the top asks for older messages. */
const LOAD_OLDER_AT_PX = 80;

/** One tick once sent, two once the contact has seen it. */
function Ticks({ seen }: { seen: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: seen ? 'chat.seen' : 'chat.sent' });
  return (
    <span role="img" aria-label={label} title={label} className="chat-ticks">
      <Check size={14} aria-hidden="true" />
      {seen ? <Check size={14} aria-hidden="true" className="chat-tick-second" /> : null}
    </span>
  );
}

function DayHeading({ date }: { date: Date }) {
  const today = new Date();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  let text;
  if (isSameDay(date, today)) text = <FormattedMessage id="chat.today" />;
  else if (isSameDay(date, yesterday)) text = <FormattedMessage id="chat.yesterday" />;
  else text = <FormattedDate value={date} dateStyle="full" />;
  return (
    <h3 className="chat-day">
      <span>{text}</span>
    </h3>
  );
}

/** The messages grouped by the reader's calendar day, oldest first. */
function byDay(messages: readonly ChatMessage[]): { day: Date; messages: ChatMessage[] }[] {
  const days: { day: Date; messages: ChatMessage[] }[] = [];
  for (const message of messages) {
    const time = new Date(message.time);
    const last = days.at(-1);
    if (last && isSameDay(last.day, time)) last.messages.push(message);
    else days.push({ day: time, messages: [message] });
  }
  return days;
}

/**
 * A conversation's messages in a scrolling box that starts at the end. Scrolling to the top (or
 * the button there) loads older messages without moving what is on screen; a new message scrolls
 * into view only when the reader was already at the end, or when it is their own.
 */
export function MessageLog({ contactId, name }: { contactId: string; name: string }) {
  const intl = useIntl();
  const history = useChatMessages(contactId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const messages = historyMessages(history.data);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** The box's height and position when older messages were asked for. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const firstId = messages[0]?.id;
  const last = messages.at(-1);

  const loadOlder = () => {
    const box = scroller.current;
    if (!box || !hasNextPage || isFetchingNextPage) return;
    anchor.current = { height: box.scrollHeight, top: box.scrollTop };
    void fetchNextPage();
  };

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight <= BOTTOM_SLACK_PX;
    if (box.scrollTop <= LOAD_OLDER_AT_PX) loadOlder();
  };

  // Older messages went in above: keep the same messages where they were on screen.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !anchor.current) return;
    box.scrollTop = box.scrollHeight - anchor.current.height + anchor.current.top;
    anchor.current = null;
  }, [firstId]);

  // A new last message: follow it when the reader was at the end, or wrote it.
  const lastId = last?.id;
  const lastIsMine = last?.isSent ?? false;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || lastId === undefined) return;
    if (atBottom.current || lastIsMine) {
      box.scrollTop = box.scrollHeight;
      atBottom.current = true;
    }
  }, [lastId, lastIsMine]);

  if (history.error && !history.data) {
    return (
      <div className="chat-log p-3">
        <QueryErrorState error={history.error} onRetry={() => void history.refetch()} />
      </div>
    );
  }

  return (
    <div
      ref={scroller}
      className="chat-log px-3 py-2"
      onScroll={onScroll}
      // A scrolling region must be reachable by keyboard; its name says whose messages these are.
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'chat.messagesWith' }, { name })}
    >
      {history.isPending ? <LoadingSpinner /> : null}
      {hasNextPage ? (
        <div className="text-center py-2">
          {isFetchingNextPage ? (
            <BusyNote className="small text-body-secondary">
              <FormattedMessage id="chat.loadingOlder" />
            </BusyNote>
          ) : (
            <Button variant="link" size="sm" onClick={loadOlder}>
              <FormattedMessage id="chat.loadOlder" />
            </Button>
          )}
        </div>
      ) : null}
      {history.isSuccess && messages.length === 0 ? (
        <p className="text-center text-body-secondary py-4 mb-0">
          <FormattedMessage id="chat.noMessages" />
        </p>
      ) : null}
      {byDay(messages).map(({ day, messages: ofDay }) => (
        <section key={day.toDateString()}>
          <DayHeading date={day} />
          <ol className="list-unstyled mb-0">
            {ofDay.map((message) => (
              <li
                key={message.id}
                className={`chat-message ${message.isSent ? 'chat-message-sent' : 'chat-message-received'}`}
              >
                <div className="chat-bubble">
                  <span className="visually-hidden">
                    {message.isSent ? (
                      <FormattedMessage id="chat.fromMe" />
                    ) : (
                      <FormattedMessage id="chat.fromContact" values={{ name }} />
                    )}{' '}
                  </span>
                  <span className="chat-text" dir="auto">
                    {message.message}
                  </span>
                  <span className="chat-meta">
                    <time dateTime={message.time} dir="auto">
                      <FormattedTime value={message.time} timeStyle="short" />
                    </time>
                    {message.isSent ? <Ticks seen={message.isSeen} /> : null}
                  </span>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
