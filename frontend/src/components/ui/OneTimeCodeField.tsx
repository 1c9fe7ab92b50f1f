import { TextField } from './TextField';

/** The six digits of an authenticator app (TOTP). */
export const TOTP_CODE = /^\d{6}$/;

interface OneTimeCodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: string;
  /** `totp`: the app's six digits (only digits are kept); `recovery`: a recovery code. */
  kind: 'totp' | 'recovery';
  autoFocus?: boolean;
}

/**
 * The field for a second factor's code: the numeric keyboard and the browser's one-time-code
 * autofill for the app's digits; a pasted "123 456" keeps its digits.
 */
export function OneTimeCodeField({ kind, onChange, ...field }: OneTimeCodeFieldProps) {
  return (
    <TextField
      {...field}
      autoComplete="one-time-code"
      inputMode={kind === 'totp' ? 'numeric' : 'text'}
      spellCheck={false}
      onChange={(value) => onChange(kind === 'totp' ? value.replace(/\D/g, '').slice(0, 6) : value)}
    />
  );
}
