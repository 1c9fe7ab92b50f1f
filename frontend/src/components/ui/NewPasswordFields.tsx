import { useIntl } from 'react-intl';
import { PasswordField } from './AccountFields';
import { PasswordHints } from './PasswordHints';
import type { NewPassword } from './use-new-password';

type FieldError = string | null | undefined;

interface NewPasswordFieldsProps {
  /**
   * The password field's id; the confirmation's is `${id}-confirmation`, the requirements'
   * `${id}-hints`.
   */
  id: string;
  /** The password field's label, e.g. "Password" or "New password". */
  label: string;
  /** The password and its confirmation (useNewPassword). */
  draft: NewPassword;
  /** The password's error and the confirmation's. */
  errors: readonly [FieldError, FieldError];
}

/**
 * A new password, its confirmation and the requirements below them (PasswordHints), which both
 * fields name as their description.
 */
export function NewPasswordFields({ id, label, draft, errors }: NewPasswordFieldsProps) {
  const intl = useIntl();
  const hintsId = `${id}-hints`;
  const fields = [
    { id, label, value: draft.password, onChange: draft.setPassword },
    {
      id: `${id}-confirmation`,
      label: intl.formatMessage({ id: 'auth.confirmPassword' }),
      value: draft.confirmation,
      onChange: draft.setConfirmation,
    },
  ];
  return (
    <>
      {fields.map((field, index) => (
        <PasswordField
          key={field.id}
          {...field}
          error={errors[index]}
          describedBy={hintsId}
          autoComplete="new-password"
        />
      ))}
      <PasswordHints
        id={hintsId}
        password={draft.password}
        confirmation={draft.confirmation}
        email={draft.email}
      />
    </>
  );
}
