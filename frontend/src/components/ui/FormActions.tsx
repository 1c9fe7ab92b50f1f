import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { PendingButton } from './PendingButton';

/**
 * A form's closing row: its submit button (disabled with a spinner while the form is on its way),
 * then Cancel.
 */
export function FormActions({
  submit,
  pending,
  variant,
  onCancel,
  className,
}: {
  /** The submit button's text. */
  submit: MessageId;
  pending: boolean;
  /** The submit button's colour: `primary` unless given. */
  variant?: ButtonProps['variant'];
  onCancel: () => void;
  /** More classes for the row (its spacing). */
  className?: string;
}) {
  return (
    <div className={className ? `d-flex flex-wrap gap-2 ${className}` : 'd-flex flex-wrap gap-2'}>
      <PendingButton type="submit" variant={variant} pending={pending}>
        <FormattedMessage id={submit} />
      </PendingButton>
      <Button variant="outline-secondary" onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
    </div>
  );
}
