import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { Schemas } from '@/lib/api/types';
import { useResetUserMfa } from '../api/reset-user-mfa';

/** "Reset two-factor sign-in", after a confirmation; the user's page then shows it off. */
export function ResetMfaButton({
  user,
  onReset,
}: {
  user: Pick<Schemas['UserDetail'], 'id' | 'name'>;
  onReset: () => void;
}) {
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
      <ConfirmDialog
        id="reset-mfa-title"
        show={open}
        title={<FormattedMessage id="admin.mfa.resetTitle" values={{ name: user.name }} />}
        text={<FormattedMessage id="admin.mfa.resetText" />}
        confirm="admin.mfa.resetConfirm"
        pending={reset.isPending}
        error={reset.error}
        onConfirm={() =>
          reset.mutate(user.id, {
            onSuccess: () => {
              setOpen(false);
              onReset();
            },
          })
        }
        onCancel={close}
      />
    </>
  );
}
