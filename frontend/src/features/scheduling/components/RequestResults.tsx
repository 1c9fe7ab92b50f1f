import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { RequestResult } from '../api/types';

/**
 * After a request: how many candidates were asked, and each application that was not, with why
 * (`nameOf` names the application where the page knows it).
 */
export function RequestResults({
  results,
  nameOf = () => undefined,
  onClose,
}: {
  results: readonly RequestResult[];
  nameOf?: (id: number) => string | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { codeText } = useApiErrorText();
  const failures = results.filter((result) => !result.ok);
  const done = results.length - failures.length;
  return (
    <Alert
      variant={failures.length > 0 ? 'warning' : 'success'}
      role={failures.length > 0 ? 'alert' : 'status'}
      dismissible
      closeLabel={intl.formatMessage({ id: 'scheduling.results.dismiss' })}
      onClose={onClose}
    >
      <p className="mb-0">
        <FormattedMessage id="scheduling.results.sent" values={{ count: done }} />
      </p>
      {failures.length > 0 ? (
        <ul className="mb-0 mt-2">
          {failures.map((failure) => (
            <li key={failure.id}>
              <span className="fw-semibold">
                {nameOf(failure.id) ??
                  intl.formatMessage({ id: 'scheduling.results.number' }, { id: failure.id })}
              </span>
              {': '}
              {codeText(failure.code ?? 'unknown')}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
