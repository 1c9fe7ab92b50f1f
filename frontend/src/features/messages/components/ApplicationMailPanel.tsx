import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { HelpCircle } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { CountBadge } from '@/components/ui/CountBadge';
import { SuccessAlert } from '@/components/ui/FormAlert';
import { ShowHideButton } from '@/components/ui/ShowHideButton';
import { useMailCounts } from '../api/get-mail-counts';
import { ApplicationThreads } from './ApplicationThreads';
import { Composer } from './Composer';
import { MessagesMessages } from './MessagesMessages';
import { useComposerDialog } from './use-composer-dialog';

/**
 * The applicant's messages about one of their applications (My Application): the unread count,
 * the threads (opened on demand) and "Ask a question", which reaches the application's recruiters.
 */
function ApplicationMailPanelContent({ applicationId }: { applicationId: number }) {
  const { data: counts } = useMailCounts();
  const [open, setOpen] = useState(false);
  const composer = useComposerDialog();
  const unread =
    counts?.applications.find((entry) => entry.applicationId === applicationId)?.unread ?? 0;
  const panelId = `application-${applicationId}-messages`;
  return (
    <div className="mt-3">
      <div className="d-flex flex-wrap gap-2">
        <ShowHideButton
          open={open}
          onToggle={() => setOpen(!open)}
          panelId={panelId}
          show="mail.showMessages"
          hide="mail.hideMessages"
          className="d-inline-flex align-items-center gap-2"
        >
          <CountBadge count={unread} text="mail.unreadCount" className="text-bg-danger" />
        </ShowHideButton>
        <Button variant="outline-primary" size="sm" onClick={composer.open}>
          <HelpCircle size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id="mail.askQuestion" />
        </Button>
      </div>
      <SuccessAlert show={composer.sent} text="mail.questionSent" className="py-2 mt-3 mb-0" />
      {open ? (
        <div id={panelId} className="pt-3">
          <ApplicationThreads applicationId={applicationId} headingLevel={3} />
        </div>
      ) : null}
      <Composer
        key={composer.key}
        {...composer.props}
        preset={{ applicationId, toRecruiters: true, title: 'mail.askQuestion' }}
      />
    </div>
  );
}

/** The panel, inside the mail's messages (it is shown on My Application). */
export function ApplicationMailPanel(props: { applicationId: number }) {
  return (
    <MessagesMessages>
      <ApplicationMailPanelContent {...props} />
    </MessagesMessages>
  );
}
