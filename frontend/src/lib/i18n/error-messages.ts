import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, type ClientErrorCode, type ErrorCode } from '@/lib/api/api-error';
import type { MessageId } from './catalogs';

type KnownCode = ErrorCode | ClientErrorCode;

/** A code's message is `error.<code>`: a code of the API document without one fails tsc here. */
function messageIdOf(code: KnownCode): MessageId {
  return `error.${code}`;
}

/** True when the catalogs have a message for `code` (a server newer or older than this app may send others). */
function isKnownCode(code: string, messages: Readonly<Record<string, unknown>>): code is KnownCode {
  return Object.hasOwn(messages, `error.${code}`);
}

/** Translates API errors by their code, the whole error and each field's problem alike. */
export function useApiErrorText() {
  const intl = useIntl();
  /** The message for a code; codes without one read as `error.unknown`. */
  const codeText = useCallback(
    (code: string): string =>
      intl.formatMessage({
        id: messageIdOf(isKnownCode(code, intl.messages) ? code : 'unknown'),
      }),
    [intl],
  );
  const errorText = useCallback(
    (error: unknown): string => {
      const text = codeText(error instanceof ApiError ? error.code : 'unknown');
      if (error instanceof ApiError && error.requestId && error.status >= 500) {
        return `${text} ${intl.formatMessage({ id: 'common.requestReference' }, { id: error.requestId })}`;
      }
      return text;
    },
    [intl, codeText],
  );
  /**
   * The error and, when it names fields, each field's problem: for places that show one message
   * and no form fields the server could point at (a publish button, a wizard's last step).
   */
  const errorTextWithFields = useCallback(
    (error: unknown): string => {
      const text = errorText(error);
      if (!(error instanceof ApiError)) return text;
      const problems = [
        ...new Set(Object.values(error.fields).map((field) => codeText(field.code))),
      ];
      return [text, ...problems].join(' ');
    },
    [errorText, codeText],
  );
  return { errorText, codeText, errorTextWithFields };
}
