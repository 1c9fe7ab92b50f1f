import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { PlainAlert } from './PlainAlert';

/**
 * A form's problem, as an alert. With an `id` the alert can take the focus: a list editor moves it
 * there when the problem is with the list as a whole.
 */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <PlainAlert
      variant="danger"
      className="py-2"
      role="alert"
      id={id}
      tabIndex={id ? -1 : undefined}
    >
      {message}
    </PlainAlert>
  );
}

/** What a form says once it has done its work (`role="status"`, announced politely). */
export function SuccessAlert({
  show,
  text,
  className = 'py-2',
}: {
  show: boolean;
  text: MessageId;
  /** Its spacing and size: `py-2` unless given. */
  className?: string;
}) {
  if (!show) return null;
  return (
    <PlainAlert variant="success" role="status" className={className}>
      <FormattedMessage id={text} />
    </PlainAlert>
  );
}
