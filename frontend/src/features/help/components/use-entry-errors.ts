import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/lib/api/api-error';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';

export type Problems = Readonly<Record<string, MessageId | null | undefined>>;

/** The fields an error names (the server's `validation_failed`). */
export function fieldsOf(error: unknown): string[] {
  return error instanceof ApiError ? Object.keys(error.fields) : [];
}

/**
 * An editor's field errors, by the server's field names (`slug`, `translations.de.answer`): the
 * form's own checks while they fail, else the last answer's problems.
 */
export function useEntryErrors(serverError: unknown) {
  const intl = useIntl();
  const { codeText } = useApiErrorText();
  const [problems, setProblems] = useState<Problems>({});

  const errorFor = (name: string): string | null => {
    const problem = problems[name];
    if (problem) return intl.formatMessage({ id: problem });
    const server = serverError instanceof ApiError ? serverError.fields[name] : undefined;
    return server ? codeText(server.code) : null;
  };

  /** Records the form's problems; answers the fields that have one (none: it may be sent). */
  const validate = (next: Problems): string[] => {
    setProblems(next);
    return Object.keys(next).filter((name) => next[name]);
  };

  return { errorFor, validate };
}
