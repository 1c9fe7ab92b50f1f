import { TextField } from './TextField';

/** The six digits of an authenticator app (TOTP). */
export const TOTP_CODE = /^\d{6}$/;

/** The eight digits a sign-in mails to confirm the account's address. */
export const EMAIL_CODE = /^\d{8}$/;

/** How many digits a numeric code keeps. */
const DIGITS = { totp: 6, email: 8 } as const;

interface OneTimeCodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: string;
  /**
   * `totp`: the app's six digits, `email`: the eight digits of a mailed code (only digits are kept);
   * `recovery`: a recovery code.
   */
  kind: 'totp' | 'email' | 'recovery';
  autoFocus?: boolean;
}

/**
 * The field for a second factor's code: the numeric keyboard and the browser's one-time-code
 * autofill for the app's (or a mail's) digits; a pasted "123 456" keeps its digits.
 */
export function OneTimeCodeField({ kind, onChange, ...field }: OneTimeCodeFieldProps) {
  return (
    <TextField
      {...field}
      autoComplete="one-time-code"
      inputMode={kind === 'recovery' ? 'text' : 'numeric'}
      spellCheck={false}
      onChange={(value) =>
        onChange(kind === 'recovery' ? value : value.replace(/\D/g, '').slice(0, DIGITS[kind]))
      }
    />
  );
}
