import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';

/**
 * A form's problems after a failed call: each field's at its field (`errorFor`), and anything the
 * server did not pin on a field as the form's alert.
 */
export function useFormProblems(error: unknown) {
  const { errorText } = useApiErrorText();
  const { errorFor } = useFieldErrors<string>(error);
  const onFields = error instanceof ApiError && Object.keys(error.fields).length > 0;
  return { errorFor, alert: error && !onFields ? errorText(error) : null };
}
