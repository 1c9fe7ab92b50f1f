import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '@/components/ui/SelectField';
import { useRejectionReasons } from '../api/get-rejection-reasons';

interface RejectionReasonFieldProps {
  id: string;
  /** The chosen reason's id, `''` while none is. */
  value: string;
  onChange: (value: string) => void;
  /** Shown once the recruiter tried to go on without a reason. */
  missing?: boolean;
  className?: string;
}

/**
 * The required "Reason" select of a rejection, filled with the tenant's rejection reasons. It
 * stays enabled while they load, so a dialog can give it the focus at once (a disabled select
 * cannot take it, and the dialog's focus would be lost on a slow answer).
 */
export function RejectionReasonField({
  id,
  value,
  onChange,
  missing = false,
  className = '',
}: RejectionReasonFieldProps) {
  const intl = useIntl();
  const reasons = useRejectionReasons();
  return (
    <SelectField
      id={id}
      className={className}
      required
      label={<FormattedMessage id="desk.reason.label" />}
      value={value}
      onChange={onChange}
      error={
        reasons.isError
          ? intl.formatMessage({ id: 'desk.reason.loadFailed' })
          : missing && !value
            ? intl.formatMessage({ id: 'desk.reason.required' })
            : null
      }
      leading={<option value="">{intl.formatMessage({ id: 'desk.reason.choose' })}</option>}
      options={(reasons.data ?? []).map((reason) => ({
        value: String(reason.id),
        label: reason.name,
      }))}
    />
  );
}
