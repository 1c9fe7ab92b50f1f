import { type SyntheticEvent, Suspense, useCallback, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmailField, PasswordField } from '@/components/ui/AccountFields';
import { FormAlert } from '@/components/ui/FormAlert';
import { hasErrorCode } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { SSO_RETURN_PATH } from '@/lib/navigation';
import { useSsoProvider } from '@/lib/sso/get-sso-provider';
import { useBrandName } from '@/lib/tenant/use-brand-name';
import { emailProblem, requiredPasswordProblem } from '@/lib/validation';
import { type MfaChallenge, isMfaChallenge, useLogin } from '../api/login';
import { useStartSso } from '../api/sso';
import { AFTER_SIGN_IN_PATH } from '../api/start-session';
import { AuthCard } from '../components/AuthCard';
import type { MfaStepSlot } from '../components/MfaSignIn';
import { SsoButton } from '../components/SsoButton';
import { SubmitButton } from '../components/SubmitButton';
import { SsoReturnRoute } from './SsoReturnRoute';

function Login({ mfaStep }: { mfaStep: MfaStepSlot }) {
  const intl = useIntl();
  const brand = useBrandName();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const provider = useSsoProvider();
  const startSso = useStartSso();
  const ssoButton = useRef<HTMLButtonElement>(null);
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<'email' | 'password'>(loginMutation.error);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  /** Why the second step sent the user back here (its challenge expired), if it did. */
  const [restartMessage, setRestartMessage] = useState<string | null>(null);
  const signedIn = useCallback(
    () => void navigate(AFTER_SIGN_IN_PATH, { replace: true }),
    [navigate],
  );
  /** Staff whose organisation signs them in: the provider's button is the way in. */
  const ssoRequired = hasErrorCode(loginMutation.error, 'sso_required');
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
    startSso.reset();
    loginMutation.mutate(
      { email, password },
      {
        // Staff whose organisation signs them in: the button below is the way in.
        onError: (error) => {
          if (hasErrorCode(error, 'sso_required')) ssoButton.current?.focus();
        },
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
        message={
          restartMessage ??
          (loginMutation.error && !ssoRequired ? errorText(loginMutation.error) : null)
        }
      />
      <Form noValidate onSubmit={onSubmit}>
        <EmailField
          id="login-email"
          value={email}
          onChange={setEmail}
          error={errorFor('email')}
          autoComplete="username"
          autoFocus={email === ''}
        />
        <PasswordField
          id="login-password"
          value={password}
          onChange={setPassword}
          error={errorFor('password')}
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
      <SsoButton
        provider={provider}
        ssoRequired={ssoRequired}
        start={startSso}
        passwordError={loginMutation.error}
        buttonRef={ssoButton}
        onClick={() => {
          setRestartMessage(null);
          startSso.mutate(null);
        }}
      />
    </AuthCard>
  );
}

/**
 * `/login`, and SSO_RETURN_PATH (the end of a sign-in with the identity provider): one chunk for
 * both, which share the sign-in's parts; most visitors never need the second. The second step
 * (a code, or setting up the authenticator app) is passed in.
 */
export function LoginRoute({ mfaStep }: { mfaStep: MfaStepSlot }) {
  const { pathname } = useLocation();
  return pathname === SSO_RETURN_PATH ? (
    <SsoReturnRoute mfaStep={mfaStep} />
  ) : (
    <Login mfaStep={mfaStep} />
  );
}
