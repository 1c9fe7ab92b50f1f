import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { PlainAlert } from './PlainAlert';

/** A failed load: what went wrong in the reader's language, and a way to try again. */
export function QueryErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { errorText } = useApiErrorText();
  return (
    <PlainAlert variant="danger" role="alert" className="d-flex flex-wrap align-items-center gap-3">
      <span className="flex-grow-1">{errorText(error)}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        <FormattedMessage id="misc.retry" />
      </Button>
    </PlainAlert>
  );
}
