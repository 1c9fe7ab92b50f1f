import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';

export function SubmitButton({ label, pending }: { label: MessageId; pending: boolean }) {
  return (
    <Button type="submit" variant="primary" className="w-100" disabled={pending}>
      {pending ? (
        <>
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          <FormattedMessage id="auth.working" />
        </>
      ) : (
        <FormattedMessage id={label} />
      )}
    </Button>
  );
}
