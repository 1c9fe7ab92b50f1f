import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, type FieldProblem } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';

/**
 * The server's texts of the codes that name a value (its message fills them in English): the value
 * is read back from the message, so the text can be said in the reader's language.
 */
const SERVER_TEXTS: Readonly<Record<string, string>> = {
  offer_field_unknown: 'There is no merge field {field}.',
  offer_custom_field_missing:
    'The letter uses custom_{field}: give the offer a custom field named {field}.',
  offer_name_mismatch: 'Type your full name as the offer names you: {name}.',
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The values a server message filled into its template (`{name}` → what stands there). */
export function valuesOf(template: string, message: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\{[a-z_]+\})/)
    .map((part) => {
      const name = /^\{([a-z_]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      const seen = names.includes(name);
      names.push(name);
      return seen ? '.+?' : '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(message);
  if (!match) return null;
  const unique = [...new Set(names)];
  return Object.fromEntries(unique.map((name, index) => [name, match[index + 1] ?? '']));
}

/** A field's problem in the reader's language, with the value the server named. */
export function useOfferProblemText() {
  const intl = useIntl();
  const { codeText } = useApiErrorText();
  const problemText = useCallback(
    (problem: FieldProblem): string => {
      const template = SERVER_TEXTS[problem.code];
      if (template) {
        const values = valuesOf(template, problem.message);
        const id = `error.${problem.code}`;
        if (values && Object.hasOwn(intl.messages, id)) {
          return intl.formatMessage({ id: id as 'error.offer_field_unknown' }, values);
        }
        return problem.message || codeText(problem.code);
      }
      return codeText(problem.code);
    },
    [intl, codeText],
  );
  /** The server's problem with the field `name`, if any. */
  const fieldError = useCallback(
    (error: unknown, name: string): string | null => {
      const problem = error instanceof ApiError ? error.fields[name] : undefined;
      return problem ? problemText(problem) : null;
    },
    [problemText],
  );
  return { problemText, fieldError };
}
