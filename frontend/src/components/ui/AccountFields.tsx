import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from './TextField';

type AccountFieldProps = Omit<TextFieldProps, 'type' | 'label'> & {
  /** The label, where it is not the field's usual one. */
  label?: ReactNode;
};

/** A person's name, as the sign-up, the invitation and the users' editor ask for it. */
export function NameField(props: AccountFieldProps) {
  const intl = useIntl();
  return (
    <TextField label={intl.formatMessage({ id: 'auth.name' })} autoComplete="name" {...props} />
  );
}

/** An e-mail address (an account's, or one to invite). */
export function EmailField(props: AccountFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      type="email"
      label={intl.formatMessage({ id: 'auth.email' })}
      autoComplete="email"
      {...props}
    />
  );
}

/** A password: the account's current one unless `autoComplete` says otherwise. */
export function PasswordField(props: AccountFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      type="password"
      label={intl.formatMessage({ id: 'auth.password' })}
      autoComplete="current-password"
      {...props}
    />
  );
}
