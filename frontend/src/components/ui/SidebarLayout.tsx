import { type ReactNode, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useIntl } from 'react-intl';

interface Props {
  /** The sidebar's id (for the buttons that open it); its heading's is `${id}-title`. */
  id: string;
  /** The sidebar's heading, shown while it is an offcanvas. */
  title: ReactNode;
  /** Open as an offcanvas (below lg; from lg it is always beside the page). */
  show: boolean;
  onHide: () => void;
  sidebar: ReactNode;
  /** Classes of the whole, beside its own layout. */
  className?: string;
  /** The page beside the sidebar. */
  children: ReactNode;
}

/**
 * A page with its own sidebar (mail's folders, the To-do app's lists): beside the page from the lg
 * breakpoint, an offcanvas below it.
 */
export function SidebarLayout({
  id,
  title,
  show,
  onHide,
  sidebar,
  className = '',
  children,
}: Props) {
  const intl = useIntl();
  // True from opening until the offcanvas has finished closing: it is a dialog all that time.
  const [dialog, setDialog] = useState(show);
  if (show && !dialog) setDialog(true);
  const titleId = `${id}-title`;

  return (
    <div className={`${className} d-flex align-items-start gap-4`}>
      <Offcanvas
        id={id}
        responsive="lg"
        placement="start"
        show={show}
        onHide={onHide}
        onExited={() => setDialog(false)}
        // Named only as the dialog it is below lg: beside the list it is a plain container.
        aria-labelledby={dialog ? titleId : undefined}
        className="page-sidebar"
      >
        <Offcanvas.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
          <Offcanvas.Title as="h2" className="h5" id={titleId}>
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>{sidebar}</Offcanvas.Body>
      </Offcanvas>
      <div className="flex-grow-1 min-w-0">{children}</div>
    </div>
  );
}
