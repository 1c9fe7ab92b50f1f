import { type SyntheticEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { EmailField, NameField, PasswordField } from '@/components/ui/AccountFields';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { emailProblem, nameProblem, newPasswordProblem } from '@/lib/validation';
import { useRegister } from '../api/register';
import { AuthCard, SignInInstead } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';

export function RegisterRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleStore((state) => state.locale);
  const registerMutation = useRegister();
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<'name' | 'email' | 'password'>(
    registerMutation.error,
  );
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const valid = validate({
      name: nameProblem(name),
      email: emailProblem(email),
      password: newPasswordProblem(password),
    });
    if (!valid) return;
    registerMutation.mutate(
      { name, email, password, locale },
      { onSuccess: () => void navigate('/', { replace: true }) },
    );
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.register.title' })}
      subtitle={intl.formatMessage({ id: 'auth.register.subtitle' })}
      footer={<SignInInstead />}
    >
      <FormAlert message={registerMutation.error ? errorText(registerMutation.error) : null} />
      <Form noValidate onSubmit={onSubmit}>
        <NameField
          id="register-name"
          value={name}
          onChange={setName}
          error={errorFor('name')}
          autoFocus
        />
        <EmailField
          id="register-email"
          value={email}
          onChange={setEmail}
          error={errorFor('email')}
        />
        <PasswordField
          id="register-password"
          value={password}
          onChange={setPassword}
          error={errorFor('password')}
          hint={intl.formatMessage({ id: 'auth.passwordHint' })}
          autoComplete="new-password"
        />
        <SubmitButton label="auth.register.submit" pending={registerMutation.isPending} />
      </Form>
    </AuthCard>
  );
}
