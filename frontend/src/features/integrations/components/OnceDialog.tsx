import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Clipboard } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { CopyField } from '@/components/ui/CopyField';
import { DialogBody } from '@/components/ui/DialogBody';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { useApiErrorText } from '@/lib/i18n/error-messages';

/** A key or a signing secret the server shows this once: what it is, and how to keep it. */
export interface Secret {
  title: ReactNode;
  label: ReactNode;
  value: string;
  /** That it will not be shown again, and what it is for. */
  note: ReactNode;
}

/** The secret in a read-only field (selected when focused) with a button that copies it. */
function ShownOnce({ secret }: { secret: Secret }) {
  return (
    <CopyField
      id="integrations-secret"
      label={secret.label}
      value={secret.value}
      hint={<strong>{secret.note}</strong>}
      variant="primary"
      monospace
      copyText={
        <>
          <Clipboard size={16} aria-hidden className="me-1" />
          <FormattedMessage id="integrations.copy" />
        </>
      }
      copiedText={<FormattedMessage id="integrations.copied" />}
    />
  );
}

/**
 * A dialog that asks first (a form, or a question with `ConfirmStep`) and, when that made a key or
 * a secret, shows it once with a way to copy it, and only Close.
 */
export function OnceDialog({
  id,
  title,
  secret,
  onClose,
  children,
}: {
  id: string;
  title: ReactNode;
  /** Once there, the dialog shows it instead of `children`. */
  secret: Secret | null;
  onClose: () => void;
  /** The asking step: its body and footer. */
  children: ReactNode;
}) {
  return (
    <Modal show onHide={onClose} centered aria-labelledby={id}>
      <DialogHeader id={id} className="h5 text-break">
        {secret ? secret.title : title}
      </DialogHeader>
      {secret ? (
        <>
          <Modal.Body>
            <ShownOnce secret={secret} />
          </Modal.Body>
          <DialogFooter onCancel={onClose} cancelText="common.close" />
        </>
      ) : (
        children
      )}
    </Modal>
  );
}

/** A question's body and footer: what the action does, its error, Cancel and the action. */
export function ConfirmStep({
  text,
  action,
  variant = 'danger',
  mutation,
  onConfirm,
  onClose,
}: {
  text: ReactNode;
  action: ReactNode;
  variant?: 'danger' | 'primary';
  /** The action's call: pending, then failed or done. */
  mutation: { isPending: boolean; error: unknown };
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { errorText } = useApiErrorText();
  return (
    <>
      <DialogBody intro={text}>
        <FormAlert message={mutation.error ? errorText(mutation.error) : null} />
      </DialogBody>
      <DialogFooter onCancel={onClose}>
        <PendingButton variant={variant} pending={mutation.isPending} onClick={onConfirm}>
          {action}
        </PendingButton>
      </DialogFooter>
    </>
  );
}
