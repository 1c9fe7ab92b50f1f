import Button from 'react-bootstrap/Button';
import { Menu } from 'react-feather';
import { useIntl } from 'react-intl';
import { MESSAGES_SIDEBAR_ID, useMessagesContext } from './messages-context';

/** Opens the folder sidebar below the lg breakpoint, where it is an offcanvas; hidden from lg. */
export function FoldersButton({
  small = false,
  className = '',
}: {
  small?: boolean;
  className?: string;
}) {
  const intl = useIntl();
  const { openSidebar } = useMessagesContext();
  return (
    <Button
      variant="outline-secondary"
      size={small ? 'sm' : undefined}
      className={`d-lg-none${className ? ` ${className}` : ''}`}
      aria-controls={MESSAGES_SIDEBAR_ID}
      aria-label={intl.formatMessage({ id: 'mail.showFolders' })}
      onClick={openSidebar}
    >
      <Menu size={small ? 16 : 18} aria-hidden="true" />
    </Button>
  );
}
