import { type SyntheticEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useBrandName } from '@/lib/tenant/use-brand-name';
import { emailProblem, requiredPasswordProblem } from '@/lib/validation';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';

export function LoginRoute() {
  const intl = useIntl();
  const brand = useBrandName();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<'email' | 'password'>(loginMutation.error);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const valid = validate({
      email: emailProblem(email),
      password: requiredPasswordProblem(password),
    });
    if (!valid) return;
    loginMutation.mutate(
      { email, password },
      { onSuccess: () => void navigate('/', { replace: true }) },
    );
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.login.title' }, { brand })}
      subtitle={intl.formatMessage({ id: 'auth.login.subtitle' })}
      footer={
        <>
          <FormattedMessage id="auth.login.noAccount" />{' '}
          <Link to="/register">
            <FormattedMessage id="auth.login.createAccount" />
          </Link>
        </>
      }
    >
      <FormAlert message={loginMutation.error ? errorText(loginMutation.error) : null} />
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          value={email}
          onChange={setEmail}
          error={errorFor('email')}
          autoComplete="username"
          autoFocus
        />
        <TextField
          id="login-password"
          label={intl.formatMessage({ id: 'auth.password' })}
          type="password"
          value={password}
          onChange={setPassword}
          error={errorFor('password')}
          autoComplete="current-password"
        />
        <div className="d-flex justify-content-end mb-3">
          <Link to="/pages/forgot-password" className="small">
            <FormattedMessage id="auth.login.forgot" />
          </Link>
        </div>
        <SubmitButton label="auth.login.submit" pending={loginMutation.isPending} />
      </Form>
    </AuthCard>
  );
}
