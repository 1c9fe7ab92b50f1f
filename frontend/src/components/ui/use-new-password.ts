import { useState } from 'react';
import type { MessageId } from '@/lib/i18n/catalogs';
import { newAccountPasswordProblem } from '@/lib/validation';

/**
 * A new password and its confirmation as NewPasswordFields takes them, and their checks before
 * the form is sent.
 */
export function useNewPassword(email: string | null) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const confirmationProblem: MessageId | null =
    confirmation === password ? null : 'validation.passwordsDiffer';
  return {
    password,
    setPassword,
    confirmation,
    setConfirmation,
    /** The account's address, which the password may not contain. */
    email,
    /** The server's length rule, and not the account's address. */
    passwordProblem: newAccountPasswordProblem(password, email),
    /** The confirmation must repeat the password. */
    confirmationProblem,
    clear: () => {
      setPassword('');
      setConfirmation('');
    },
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;
