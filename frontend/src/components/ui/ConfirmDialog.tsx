import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { DialogBody } from './DialogBody';
import { DialogFooter } from './DialogFooter';
import { DialogHeader } from './DialogHeader';
import { FormAlert } from './FormAlert';

interface ConfirmDialogProps {
  /** The title's id, which names the dialog. */
  id: string;
  show: boolean;
  /** The question (it may name something, so a long word breaks). */
  title: ReactNode;
  /** What saying yes does. */
  text: ReactNode;
  /** The red button's text. */
  confirm: MessageId;
  /** The action is on its way: the red button waits. */
  pending: boolean;
  /** Why the action failed, shown under the text. */
  error?: unknown;
  onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  onCancel: () => void;
}

/** A dialog that asks before something that cannot be undone: Cancel, then the red button. */
export function ConfirmDialog({
  id,
  show,
  title,
  text,
  confirm,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { errorText } = useApiErrorText();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={id}>
      <DialogHeader id={id} className="h5 text-break">
        {title}
      </DialogHeader>
      <DialogBody intro={text}>
        <FormAlert message={error ? errorText(error) : null} />
      </DialogBody>
      <DialogFooter onCancel={onCancel}>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          <FormattedMessage id={confirm} />
        </Button>
      </DialogFooter>
    </Modal>
  );
}
