import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { PendingButton } from './PendingButton';

/**
 * The answer to a row's "really delete?": a small red button that does it (disabled, with a
 * spinner, while it is on its way), then Cancel.
 */
export function ConfirmButtons({
  confirm,
  pending,
  onConfirm,
  onCancel,
  describedBy,
  autoFocus,
}: {
  /** The confirming button's text. */
  confirm: MessageId;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The id of the question the confirming button answers. */
  describedBy?: string;
  autoFocus?: boolean;
}) {
  return (
    <div className="d-flex gap-2">
      <PendingButton
        variant="danger"
        size="sm"
        pending={pending}
        aria-describedby={describedBy}
        autoFocus={autoFocus}
        onClick={onConfirm}
      >
        <FormattedMessage id={confirm} />
      </PendingButton>
      <Button variant="outline-secondary" size="sm" onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
    </div>
  );
}
