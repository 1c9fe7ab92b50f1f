import { useState } from 'react';
import { ChevronDown, ChevronRight, Paperclip } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useMailList } from '../api/get-mail-list';
import { useMailThread } from '../api/get-mail-thread';
import type { MailSummary } from '../api/types';
import { ListSubject } from './ListSubject';
import { useSubjectText } from './mail-text';
import { MailThreadView } from './MailThreadView';
import { ShortDate } from './ShortDate';

/** Every message about an application fits one page: the threads are few. */
const APPLICATION_MAIL_PER_PAGE = 50;

/** One row per thread: its newest message, unread when any of its messages is. */
function threadsOf(messages: readonly MailSummary[]): MailSummary[] {
  const byThread = new Map<number, MailSummary>();
  for (const message of messages) {
    const seen = byThread.get(message.threadId);
    if (!seen) byThread.set(message.threadId, message);
    else if (message.unread && !seen.unread)
      byThread.set(message.threadId, { ...seen, unread: true });
  }
  return [...byThread.values()];
}

function InlineThread({ id, headingLevel }: { id: number; headingLevel: 3 | 4 }) {
  const thread = useMailThread(id);
  if (thread.isPending) return <LoadingCard lines={3} />;
  if (thread.isError) {
    return <QueryErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  }
  return (
    <>
      <MailThreadView thread={thread.data} headingLevel={headingLevel} />
      <Link to={`/email/message/${id}`} className="d-inline-block small mt-2">
        <FormattedMessage id="mail.openInMessages" />
      </Link>
    </>
  );
}

interface ApplicationThreadsProps {
  applicationId: number;
  /** The level of each thread's senders' headings. */
  headingLevel: 3 | 4;
}

/** The threads about one application, newest first; each opens in place with its replies. */
export function ApplicationThreads({ applicationId, headingLevel }: ApplicationThreadsProps) {
  const subjectText = useSubjectText();
  const list = useMailList({ applicationId, perPage: APPLICATION_MAIL_PER_PAGE });
  const [open, setOpen] = useState<number | null>(null);
  if (list.isPending) return <LoadingCard lines={2} />;
  if (list.isError) {
    return <QueryErrorState error={list.error} onRetry={() => void list.refetch()} />;
  }
  const threads = threadsOf(list.data.data);
  if (threads.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="mail.applicationEmpty" />
      </p>
    );
  }
  return (
    <ul className="list-unstyled mb-0 border-top">
      {threads.map((mail) => {
        const expanded = open === mail.threadId;
        const panelId = `application-${applicationId}-thread-${mail.threadId}`;
        return (
          <li key={mail.threadId} className="border-bottom">
            <button
              type="button"
              className="btn btn-link w-100 text-start text-decoration-none text-body d-flex align-items-start gap-2 px-0 py-2"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpen(expanded ? null : mail.threadId)}
            >
              {expanded ? (
                <ChevronDown size={16} aria-hidden="true" className="mt-1 flex-shrink-0" />
              ) : (
                <ChevronRight
                  size={16}
                  aria-hidden="true"
                  className="mt-1 flex-shrink-0 flip-rtl"
                />
              )}
              <span className="flex-grow-1 min-w-0">
                <span className={`d-block text-truncate${mail.unread ? ' fw-bold' : ''}`}>
                  <ListSubject subject={subjectText(mail.subject)} unread={mail.unread} />
                </span>
                <span className="d-block small text-body-secondary text-truncate">
                  {mail.from.name} · {mail.excerpt}
                </span>
              </span>
              <span className="small text-body-secondary text-nowrap">
                {mail.attachmentCount > 0 ? (
                  <Paperclip size={12} aria-hidden="true" className="me-1" />
                ) : null}
                <ShortDate value={mail.sentAt} />
              </span>
            </button>
            {expanded ? (
              <div id={panelId} className="pb-3 ps-4">
                <InlineThread id={mail.id} headingLevel={headingLevel} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
