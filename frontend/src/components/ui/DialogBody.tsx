import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';

/**
 * A dialog's body that opens with a paragraph saying what the dialog is for (or asks), then the
 * rest: fields, a list, the error.
 */
export function DialogBody({
  intro,
  introClassName,
  hint,
  children,
}: {
  intro?: ReactNode;
  introClassName?: string;
  /** Instead of `intro`: a note on how to use the dialog, in small secondary text. */
  hint?: MessageId;
  children?: ReactNode;
}) {
  return (
    <Modal.Body>
      {hint ? (
        <p className="text-body-secondary small">
          <FormattedMessage id={hint} />
        </p>
      ) : (
        <p className={introClassName}>{intro}</p>
      )}
      {children}
    </Modal.Body>
  );
}
