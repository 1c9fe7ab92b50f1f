import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ArrowLeft, Mail, Star, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useMailThread } from '../api/get-mail-thread';
import { type MailPatch, usePatchMail } from '../api/patch-mail';
import { type MailThread, viewPath } from '../api/types';
import { LabelMenu } from '../components/ChoiceMenu';
import { LabelBadges } from '../components/LabelBadges';
import { useSubjectText } from '../components/mail-text';
import { MailThreadView } from '../components/MailThreadView';
import { FoldersButton } from './FoldersButton';

/** The list the reader came from (kept in the link's state), else the thread's folder. */
function useBackPath(thread: MailThread | undefined): string {
  const { state } = useLocation() as { state: { from?: unknown } | null };
  const from = state?.from;
  if (typeof from === 'string' && from.startsWith('/email/')) return from;
  return viewPath(thread?.folder ?? 'inbox');
}

function ThreadActions({ thread, back }: { thread: MailThread; back: string }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const navigate = useNavigate();
  const patch = usePatchMail();
  const ids = [thread.id, ...thread.replies.map((reply) => reply.id)];
  const apply = (change: Omit<MailPatch, 'ids'>, leave: boolean, only = ids) =>
    patch.mutate(
      { ids: only, ...change },
      { onSuccess: () => (leave ? void navigate(back) : undefined) },
    );
  const inTrash = thread.folder === 'trash';
  return (
    <>
      <div
        role="toolbar"
        aria-label={intl.formatMessage({ id: 'mail.actions' })}
        className="d-flex flex-wrap align-items-center gap-2"
      >
        <Button
          variant="outline-secondary"
          size="sm"
          aria-pressed={thread.starred}
          disabled={patch.isPending}
          onClick={() => apply({ starred: !thread.starred }, false, [thread.id])}
        >
          <Star size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id={thread.starred ? 'mail.unstar' : 'mail.star'} />
        </Button>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={patch.isPending}
          onClick={() => apply({ unread: true }, true)}
        >
          <Mail size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id="mail.markUnread" />
        </Button>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={patch.isPending}
          onClick={() => apply({ folder: inTrash ? 'inbox' : 'trash' }, true)}
        >
          <Trash2 size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id={inTrash ? 'mail.restore' : 'mail.moveToTrash'} />
        </Button>
        <LabelMenu
          toggleClassName="btn-sm text-decoration-none"
          pressed={thread.labels}
          onChoose={(label) => apply({ toggleLabel: label }, false, [thread.id])}
        />
      </div>
      {patch.error ? (
        <div className="mt-2">
          <FormAlert message={errorText(patch.error)} />
        </div>
      ) : null}
    </>
  );
}

function Thread({ id }: { id: number }) {
  const subjectText = useSubjectText();
  const thread = useMailThread(id);
  const back = useBackPath(thread.data);
  const heading = useRef<HTMLHeadingElement>(null);
  const loadedId = thread.data?.id;
  // Opening a thread moves the keyboard to its subject, as a new page would.
  useEffect(() => {
    if (loadedId !== undefined) heading.current?.focus();
  }, [loadedId]);

  const backLink = (
    <Link to={back} className="d-inline-flex align-items-center gap-1 small mb-2">
      <ArrowLeft size={14} aria-hidden="true" className="flip-rtl" />
      <FormattedMessage id="mail.back" />
    </Link>
  );
  if (thread.isPending) return <LoadingCard lines={6} />;
  if (thread.isError) {
    return (
      <>
        {backLink}
        <QueryErrorState error={thread.error} onRetry={() => void thread.refetch()} />
      </>
    );
  }
  const { data } = thread;
  return (
    <section aria-labelledby="page-title">
      <div className="d-flex align-items-center gap-2">
        <FoldersButton small className="mb-2" />
        {backLink}
      </div>
      <h1 id="page-title" ref={heading} tabIndex={-1} className="h3 text-break">
        {subjectText(data.subject)}
      </h1>
      <div className="mb-3">
        <LabelBadges labels={data.labels} />
      </div>
      <ThreadActions thread={data} back={back} />
      <Card className="mt-3">
        <Card.Body>
          <MailThreadView thread={data} headingLevel={2} />
        </Card.Body>
      </Card>
    </section>
  );
}

/** One thread, opened from a list or from a notification e-mail's link. */
export function MessagesThreadRoute() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/misc/error/404" replace />;
  return <Thread key={id} id={id} />;
}
