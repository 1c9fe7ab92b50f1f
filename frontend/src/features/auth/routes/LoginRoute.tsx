import { type ReactNode, type SyntheticEvent, Suspense, useCallback, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useBrandName } from '@/lib/tenant/use-brand-name';
import { emailProblem, requiredPasswordProblem } from '@/lib/validation';
import { type MfaChallenge, isMfaChallenge, useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import type { MfaSignInProps } from '../components/MfaSignIn';
import { SubmitButton } from '../components/SubmitButton';

/**
 * The sign-in's second step (a code, or setting up the authenticator app), which the app passes in
 * as a chunk of its own: most sign-ins never need it.
 */
export type MfaStepSlot = (props: MfaSignInProps) => ReactNode;

export function LoginRoute({ mfaStep }: { mfaStep: MfaStepSlot }) {
  const intl = useIntl();
  const brand = useBrandName();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<'email' | 'password'>(loginMutation.error);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  /** Why the second step sent the user back here (its challenge expired), if it did. */
  const [restartMessage, setRestartMessage] = useState<string | null>(null);
  const signedIn = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  const restart = useCallback((message: string | null) => {
    setChallenge(null);
    setRestartMessage(message);
  }, []);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const valid = validate({
      email: emailProblem(email),
      password: requiredPasswordProblem(password),
    });
    if (!valid) return;
    setRestartMessage(null);
    loginMutation.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          if (!isMfaChallenge(answer)) {
            signedIn();
            return;
          }
          // The password has done its part; a restart asks for it again.
          setPassword('');
          setChallenge(answer);
        },
      },
    );
  };

  if (challenge) {
    return (
      <Suspense
        fallback={<AuthCard title={intl.formatMessage({ id: 'app.loading' })}>{null}</AuthCard>}
      >
        {mfaStep({ challenge, email: email.trim(), onSignedIn: signedIn, onRestart: restart })}
      </Suspense>
    );
  }

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
      <FormAlert
        message={restartMessage ?? (loginMutation.error ? errorText(loginMutation.error) : null)}
      />
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          value={email}
          onChange={setEmail}
          error={errorFor('email')}
          autoComplete="username"
          autoFocus={email === ''}
        />
        <TextField
          id="login-password"
          label={intl.formatMessage({ id: 'auth.password' })}
          type="password"
          value={password}
          onChange={setPassword}
          error={errorFor('password')}
          autoComplete="current-password"
          // Back from the second step, the address is there: the password is what is missing.
          autoFocus={email !== ''}
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
