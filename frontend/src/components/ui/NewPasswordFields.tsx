import { useIntl } from 'react-intl';
import { PasswordField } from './AccountFields';
import { PasswordHints } from './PasswordHints';

interface NewPasswordFieldsProps {
  /** The password field's id; its requirements are `${id}-hints`. */
  id: string;
  confirmationId: string;
  /** The password field's label, e.g. "Password" or "New password". */
  label: string;
  password: string;
  onPasswordChange: (value: string) => void;
  passwordError?: string | null | undefined;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  confirmationError?: string | null | undefined;
  /** The account's address, which the password may not contain. */
  email: string | null;
}

/**
 * A new password, its confirmation and the requirements below them (PasswordHints), which both
 * fields name as their description.
 */
export function NewPasswordFields({
  id,
  confirmationId,
  label,
  password,
  onPasswordChange,
  passwordError,
  confirmation,
  onConfirmationChange,
  confirmationError,
  email,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  const hintsId = `${id}-hints`;
  return (
    <>
      <PasswordField
        id={id}
        label={label}
        value={password}
        onChange={onPasswordChange}
        error={passwordError}
        describedBy={hintsId}
        autoComplete="new-password"
      />
      <PasswordField
        id={confirmationId}
        label={intl.formatMessage({ id: 'auth.confirmPassword' })}
        value={confirmation}
        onChange={onConfirmationChange}
        error={confirmationError}
        describedBy={hintsId}
        autoComplete="new-password"
      />
      <PasswordHints id={hintsId} password={password} confirmation={confirmation} email={email} />
    </>
  );
}
