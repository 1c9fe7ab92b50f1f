import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { PlainAlert } from './PlainAlert';

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <PlainAlert variant="danger" className="py-2" role="alert">
      {message}
    </PlainAlert>
  );
}

/** What a form says once it has done its work (`role="status"`, announced politely). */
export function SuccessAlert({ show, text }: { show: boolean; text: MessageId }) {
  if (!show) return null;
  return (
    <PlainAlert variant="success" role="status" className="py-2">
      <FormattedMessage id={text} />
    </PlainAlert>
  );
}
