import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';
import { DialogBody } from '@/components/ui/DialogBody';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import type { Schemas } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useResetUserMfa } from '../api/reset-user-mfa';

/** "Reset two-factor sign-in", after a confirmation; the user's page then shows it off. */
export function ResetMfaButton({
  user,
  onReset,
}: {
  user: Pick<Schemas['UserDetail'], 'id' | 'name'>;
  onReset: () => void;
}) {
  const { errorText } = useApiErrorText();
  const reset = useResetUserMfa();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    reset.reset();
  };
  return (
    <>
      <Button size="sm" variant="outline-danger" onClick={() => setOpen(true)}>
        <FormattedMessage id="admin.mfa.reset" />
      </Button>
      <Modal show={open} onHide={close} centered aria-labelledby="reset-mfa-title">
        <DialogHeader id="reset-mfa-title">
          <FormattedMessage id="admin.mfa.resetTitle" values={{ name: user.name }} />
        </DialogHeader>
        <DialogBody intro={<FormattedMessage id="admin.mfa.resetText" />} introClassName="mb-0">
          <FormAlert message={reset.error ? errorText(reset.error) : null} />
        </DialogBody>
        <DialogFooter onCancel={close}>
          <Button
            variant="danger"
            disabled={reset.isPending}
            onClick={() =>
              reset.mutate(user.id, {
                onSuccess: () => {
                  setOpen(false);
                  onReset();
                },
              })
            }
          >
            <FormattedMessage id="admin.mfa.resetConfirm" />
          </Button>
        </DialogFooter>
      </Modal>
    </>
  );
}
