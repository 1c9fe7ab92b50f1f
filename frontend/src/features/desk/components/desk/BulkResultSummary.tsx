import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { BulkStatusOutcome } from '../../api/bulk-change-status';

interface BulkResultSummaryProps {
  outcome: Pick<BulkStatusOutcome, 'results'>;
  /** The applicant's (or vacancy's) name when the page knows it. */
  nameOf: (id: number) => string | undefined;
  onClose: () => void;
  /** The message ids of the summary: how many were changed, and the heading of the failures. */
  messages?: {
    done: 'desk.result.moved' | 'vacancies.result.done';
    failed: 'desk.result.failed' | 'vacancies.result.failed';
  };
}

/** After a bulk change: how many changed, and each one that did not, with why. */
export function BulkResultSummary({
  outcome,
  nameOf,
  onClose,
  messages = { done: 'desk.result.moved', failed: 'desk.result.failed' },
}: BulkResultSummaryProps) {
  const intl = useIntl();
  const { codeText } = useApiErrorText();
  const failures = outcome.results.filter((result) => !result.ok);
  // Said in the reader's language by its code; the server's words only for a code this app lacks.
  const reasonOf = ({ code, message }: { code?: string | null; message?: string | null }) => {
    const unknown = codeText('unknown');
    const text = code ? codeText(code) : unknown;
    return text === unknown && message ? message : text;
  };
  const done = outcome.results.length - failures.length;
  return (
    <Alert
      variant={failures.length > 0 ? 'warning' : 'success'}
      role={failures.length > 0 ? 'alert' : 'status'}
      dismissible
      closeLabel={intl.formatMessage({ id: 'board.dismiss' })}
      onClose={onClose}
    >
      <p className="mb-0">
        <FormattedMessage id={messages.done} values={{ count: done }} />
      </p>
      {failures.length > 0 ? (
        <>
          <p className="mb-1 mt-2 fw-semibold">
            <FormattedMessage id={messages.failed} values={{ count: failures.length }} />
          </p>
          <ul className="mb-0">
            {failures.map((failure) => (
              <li key={failure.id}>
                <span className="fw-semibold">
                  {nameOf(failure.id) ??
                    intl.formatMessage({ id: 'desk.result.number' }, { id: failure.id })}
                </span>
                {': '}
                {reasonOf(failure)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}
