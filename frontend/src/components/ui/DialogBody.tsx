import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

/**
 * A dialog's body that opens with a paragraph saying what the dialog is for (or asks), then the
 * rest: fields, a list, the error.
 */
export function DialogBody({
  intro,
  introClassName,
  children,
}: {
  intro: ReactNode;
  introClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Modal.Body>
      <p className={introClassName}>{intro}</p>
      {children}
    </Modal.Body>
  );
}
