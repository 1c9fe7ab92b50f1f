import { FormattedDate, FormattedMessage } from 'react-intl';
import { Markdown } from '@/components/ui/Markdown';
import type { MailMessage, MailThread } from '../api/types';
import { AttachmentList } from './AttachmentList';
import { namesOf } from './mail-text';
import { ReplyForm } from './ReplyForm';

function MessageItem({ message, headingLevel }: { message: MailMessage; headingLevel: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h2';
  const headingId = `mail-message-${message.id}`;
  return (
    <li className="mail-message border-bottom py-3">
      <article aria-labelledby={headingId}>
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          <Heading id={headingId} className="h6 mb-0">
            {message.from.name}
          </Heading>
          {message.from.email ? (
            <span className="small text-body-secondary text-break">{message.from.email}</span>
          ) : null}
          <span className="small text-body-secondary ms-auto text-nowrap">
            <FormattedDate value={message.sentAt} dateStyle="medium" timeStyle="short" />
          </span>
        </div>
        {message.to.length > 0 ? (
          <div className="small text-body-secondary mb-2">
            <FormattedMessage id="mail.toNames" values={{ names: namesOf(message.to) }} />
          </div>
        ) : null}
        <Markdown source={message.body} baseLevel={Math.min(6, headingLevel + 1)} />
        <AttachmentList messageId={message.id} attachments={message.attachments} />
      </article>
    </li>
  );
}

interface MailThreadViewProps {
  thread: MailThread;
  /** The level of each message's heading (the sender), below the heading around the thread. */
  headingLevel: 2 | 3 | 4;
}

/** A thread: its first message, the replies oldest first, then the reply form in place. */
export function MailThreadView({ thread, headingLevel }: MailThreadViewProps) {
  const messages: MailMessage[] = [thread, ...thread.replies];
  return (
    <>
      <ol className="list-unstyled mb-0">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} headingLevel={headingLevel} />
        ))}
      </ol>
      {thread.draft ? null : <ReplyForm threadId={thread.id} />}
    </>
  );
}
