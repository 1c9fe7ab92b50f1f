import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { SidebarLayout } from '@/components/ui/SidebarLayout';
import { Composer } from '../components/Composer';
import { MessagesMessages } from '../components/MessagesMessages';
import { MessagesSidebar } from '../components/MessagesSidebar';
import { useComposerDialog } from '../components/use-composer-dialog';
import { MESSAGES_SIDEBAR_ID, type MessagesContext } from './messages-context';

/**
 * The mail app: the folder and label sidebar (beside the page from the lg breakpoint, an
 * offcanvas below it), the page of the route, and the composer they share.
 */
function MessagesLayoutRouteContent() {
  const intl = useIntl();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const composer = useComposerDialog();
  // Kept while the dialog closes, so its content does not change under the closing animation.
  const [draftId, setDraftId] = useState<number | null>(null);

  const context: MessagesContext = {
    compose: (id) => {
      setDraftId(id ?? null);
      composer.open();
      setSidebarOpen(false);
    },
    openSidebar: () => setSidebarOpen(true),
  };

  return (
    <>
      <SidebarLayout
        id={MESSAGES_SIDEBAR_ID}
        title={<FormattedMessage id="mail.folders" />}
        show={sidebarOpen}
        onHide={() => setSidebarOpen(false)}
        sidebar={
          <MessagesSidebar
            onCompose={() => context.compose()}
            onNavigate={() => setSidebarOpen(false)}
          />
        }
        className="mail-app"
      >
        {composer.sent ? (
          <Alert
            variant="success"
            role="status"
            className="py-2"
            dismissible
            closeLabel={intl.formatMessage({ id: 'common.close' })}
            onClose={composer.dismissSent}
          >
            <FormattedMessage id="mail.sent" />
          </Alert>
        ) : null}
        <Outlet context={context} />
      </SidebarLayout>
      <Composer key={composer.key} {...composer.props} draftId={draftId} />
    </>
  );
}

/** The mail app, inside its own messages. */
export function MessagesLayoutRoute() {
  return (
    <MessagesMessages>
      <MessagesLayoutRouteContent />
    </MessagesMessages>
  );
}
