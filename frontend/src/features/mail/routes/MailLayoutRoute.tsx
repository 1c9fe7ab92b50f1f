import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { Composer } from '../components/Composer';
import { MailMessages } from '../components/MailMessages';
import { MailSidebar } from '../components/MailSidebar';
import { useComposerDialog } from '../components/use-composer-dialog';
import { MAIL_SIDEBAR_ID, type MailContext } from './mail-context';

/**
 * The mail app: the folder and label sidebar (beside the page from the lg breakpoint, an
 * offcanvas below it), the page of the route, and the composer they share.
 */
function MailLayoutRouteContent() {
  const intl = useIntl();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // True from opening until the offcanvas has finished closing: it is a dialog all that time.
  const [sidebarDialog, setSidebarDialog] = useState(false);
  const composer = useComposerDialog();
  // Kept while the dialog closes, so its content does not change under the closing animation.
  const [draftId, setDraftId] = useState<number | null>(null);

  const context: MailContext = {
    compose: (id) => {
      setDraftId(id ?? null);
      composer.open();
      setSidebarOpen(false);
    },
    openSidebar: () => {
      setSidebarDialog(true);
      setSidebarOpen(true);
    },
  };

  return (
    <div className="mail-app d-flex align-items-start gap-4">
      <Offcanvas
        id={MAIL_SIDEBAR_ID}
        responsive="lg"
        placement="start"
        show={sidebarOpen}
        onHide={() => setSidebarOpen(false)}
        onExited={() => setSidebarDialog(false)}
        // Named only as the dialog it is below lg: beside the list it is a plain container.
        aria-labelledby={sidebarDialog ? 'mail-sidebar-title' : undefined}
        className="mail-sidebar"
      >
        <Offcanvas.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
          <Offcanvas.Title as="h2" className="h5" id="mail-sidebar-title">
            <FormattedMessage id="mail.folders" />
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <MailSidebar
            onCompose={() => context.compose()}
            onNavigate={() => setSidebarOpen(false)}
          />
        </Offcanvas.Body>
      </Offcanvas>
      <div className="flex-grow-1 min-w-0">
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
      </div>
      <Composer key={composer.key} {...composer.props} draftId={draftId} />
    </div>
  );
}

/** The mail app, inside its own messages. */
export function MailLayoutRoute() {
  return (
    <MailMessages>
      <MailLayoutRouteContent />
    </MailMessages>
  );
}
