import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { PasswordField } from '@/components/ui/AccountFields';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';

interface PasswordConfirmDialogProps {
  /** Names the dialog's title (`${id}-title`) and password field (`${id}-password`). */
  id: string;
  show: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  pending: boolean;
  /** The last attempt's error: a wrong password shows at the field, anything else above the buttons. */
  error: unknown;
  onConfirm: (password: string) => void;
  onHide: () => void;
}

/** A change that the user's password must confirm (turning the second factor off, new codes). */
export function PasswordConfirmDialog({
  id,
  show,
  title,
  text,
  confirmLabel,
  variant = 'primary',
  pending,
  error,
  onConfirm,
  onHide,
}: PasswordConfirmDialogProps) {
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<'password'>(error);
  const [password, setPassword] = useState('');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validate({ password: password ? null : 'validation.passwordRequired' })) return;
    onConfirm(password);
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => setPassword('')}
      centered
      aria-labelledby={`${id}-title`}
    >
      <Form noValidate onSubmit={onSubmit}>
        <DialogHeader id={`${id}-title`}>{title}</DialogHeader>
        <Modal.Body>
          <p>{text}</p>
          <PasswordField
            id={`${id}-password`}
            value={password}
            error={errorFor('password')}
            onChange={setPassword}
            autoFocus
          />
          <FormAlert message={error && !errorFor('password') ? errorText(error) : null} />
        </Modal.Body>
        <DialogFooter onCancel={onHide}>
          <Button type="submit" variant={variant} disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </Form>
    </Modal>
  );
}
