import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';

/**
 * A dialog's footer: the way out first (Cancel, or Close where the dialog asks nothing), then the
 * dialog's own actions, if any.
 */
export function DialogFooter({
  onCancel,
  cancelText = 'common.cancel',
  children,
}: {
  onCancel: () => void;
  cancelText?: 'common.cancel' | 'common.close';
  children?: ReactNode;
}) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel}>
        <FormattedMessage id={cancelText} />
      </Button>
      {children}
    </Modal.Footer>
  );
}
