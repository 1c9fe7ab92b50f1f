import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';

/**
 * A dialog's header: its title (an h2 styled as h5, whose `id` the Modal's `aria-labelledby`
 * names) and the close button, labelled in the page's language.
 */
export function DialogHeader({
  id,
  className = 'h5',
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
      <Modal.Title as="h2" className={className} id={id}>
        {children}
      </Modal.Title>
    </Modal.Header>
  );
}
