import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';

/**
 * A form's problems after a failed call: each field's at its field (`errorFor`), and anything the
 * server did not pin on a field the form knows (`known`) as the form's alert.
 */
export function useFormProblems(error: unknown, known: (field: string) => boolean = () => true) {
  const { errorText } = useApiErrorText();
  const { errorFor } = useFieldErrors<string>(error);
  const onFields = error instanceof ApiError && Object.keys(error.fields).some(known);
  return { errorFor, alert: error && !onFields ? errorText(error) : null };
}
