import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type ErrorCode, hasErrorCode } from '@/lib/api/api-error';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';

/**
 * A one-time code's field and its checks: the client's own problem, else the server's "wrong code"
 * (which empties the field and puts the focus back in it), at the field; any other error of the
 * request that sent it is for the form (`alert`).
 */
export function useCodeEntry({
  id,
  error,
  wrongCode,
}: {
  /** The field's id, to focus it again. */
  id: string;
  /** The error of the request that sent the code. */
  error: unknown;
  /** How the server says the code was wrong. */
  wrongCode: ErrorCode;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<MessageId | null>(null);
  const wrong = hasErrorCode(error, wrongCode);
  return {
    code,
    setCode,
    /** Shows `found` at the field (null clears it); true when the code may be sent. */
    check: (found: MessageId | null) => {
      setProblem(found);
      return found === null;
    },
    /** For the request's onError: a wrong code is emptied and the field focused again. */
    onError: (failure: unknown) => {
      if (!hasErrorCode(failure, wrongCode)) return;
      setCode('');
      document.getElementById(id)?.focus();
    },
    clear: () => {
      setCode('');
      setProblem(null);
    },
    fieldError: problem ? intl.formatMessage({ id: problem }) : wrong ? errorText(error) : null,
    /** What is not about the code (too many attempts, the server unreachable, …). */
    alert: error && !wrong ? errorText(error) : null,
  };
}
