import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';

/** "Delete “…”?" with what deleting does; the entry goes only once confirmed. */
export function ConfirmDeleteDialog({
  title,
  text,
  show,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  /** The entry's title, as the list shows it. */
  title: string;
  text: string;
  show: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { errorText } = useApiErrorText();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="help-delete-title">
      <DialogHeader id="help-delete-title" className="h5 text-break">
        <FormattedMessage id="help.admin.deleteTitle" values={{ title }} />
      </DialogHeader>
      <Modal.Body>
        <p>{text}</p>
        <FormAlert message={error ? errorText(error) : null} />
      </Modal.Body>
      <DialogFooter onCancel={onClose}>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          <FormattedMessage id="help.admin.deleteConfirm" />
        </Button>
      </DialogFooter>
    </Modal>
  );
}
