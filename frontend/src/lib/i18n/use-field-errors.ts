import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/lib/api/api-error';
import type { MessageId } from './catalogs';
import { useApiErrorText } from './error-messages';

type Problems<F extends string> = Partial<Record<F, MessageId | null>>;

/**
 * Field errors of a form: the client's own checks (message ids) and, after a failed call, the
 * server's field errors (by their codes). The client's checks win while they fail.
 */
export function useFieldErrors<F extends string>(serverError: unknown) {
  const intl = useIntl();
  const { codeText } = useApiErrorText();
  const [problems, setProblems] = useState<Problems<F>>({});

  const errorFor = (field: F): string | null => {
    const problem = problems[field];
    if (problem) return intl.formatMessage({ id: problem });
    const serverProblem = serverError instanceof ApiError ? serverError.fields[field] : undefined;
    return serverProblem ? codeText(serverProblem.code) : null;
  };

  /** Records the problems; true when there is none and the form may be sent. */
  const validate = (next: Problems<F>): boolean => {
    setProblems(next);
    return Object.values(next).every((problem) => !problem);
  };

  return { errorFor, validate };
}
