import { type SyntheticEvent, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Lock } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { PasswordField } from '@/components/ui/AccountFields';
import { FormAlert } from '@/components/ui/FormAlert';
import { hasErrorCode } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useSession } from '@/lib/session/session-store';
import { useSsoProvider } from '@/lib/sso/get-sso-provider';
import { requiredPasswordProblem } from '@/lib/validation';
import { useUnlock } from '../api/lock';
import { useStartSso } from '../api/sso';
import { useLogOut } from '../api/use-log-out';
import { AuthCard } from '../components/AuthCard';
import { AuthMessages } from '../components/AuthMessages';
import { SsoButton } from '../components/SsoButton';
import { SubmitButton } from '../components/SubmitButton';

interface LockScreenProps {
  name: string | null;
  email: string;
  /** The locked page, where the tab goes back once unlocked. */
  from: string;
}

function LockScreen({ name, email, from }: LockScreenProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const unlock = useUnlock();
  const logOut = useLogOut();
  const provider = useSsoProvider();
  const startSso = useStartSso();
  const ssoButton = useRef<HTMLButtonElement>(null);
  const { errorFor, validate } = useFieldErrors<'password'>(unlock.error);
  const [password, setPassword] = useState('');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validate({ password: requiredPasswordProblem(password) })) return;
    startSso.reset();
    unlock.mutate(password, {
      onError: (error) => {
        // The session is over (ended elsewhere, or expired): only a new sign-in helps, and the
        // page goes to it (below) as the session is cleared.
        if (hasErrorCode(error, 'invalid_token')) useSession.getState().expire();
        // Staff whose organisation signs them in unlock through it.
        if (hasErrorCode(error, 'sso_required')) ssoButton.current?.focus();
      },
    });
  };

  const ssoRequired = hasErrorCode(unlock.error, 'sso_required');
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'lock.title' })}
      subtitle={intl.formatMessage({ id: provider ? 'lock.subtitleSso' : 'lock.subtitle' })}
    >
      <div className="d-flex align-items-center gap-3 mb-4">
        <span
          className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary-emphasis flex-shrink-0"
          style={{ width: '2.75rem', height: '2.75rem' }}
          aria-hidden="true"
        >
          <Lock size={20} />
        </span>
        <div className="text-break">
          <div className="fw-semibold">{name ?? email}</div>
          {name ? <div className="small text-body-secondary">{email}</div> : null}
        </div>
      </div>
      <FormAlert
        message={
          unlock.error && !errorFor('password') && !ssoRequired ? errorText(unlock.error) : null
        }
      />
      <Form noValidate onSubmit={onSubmit}>
        {/* The account, for password managers: they fill the password of this address. */}
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
        <PasswordField
          id="lock-password"
          value={password}
          onChange={setPassword}
          error={errorFor('password')}
          autoFocus
        />
        <SubmitButton label="lock.unlock" pending={unlock.isPending} />
      </Form>
      {/* A new sign-in with the provider replaces the locked session: every tab unlocks. */}
      <SsoButton
        provider={provider}
        ssoRequired={ssoRequired}
        start={startSso}
        passwordError={unlock.error}
        buttonRef={ssoButton}
        onClick={() => {
          unlock.reset();
          startSso.mutate({ path: from, email });
        }}
      />
      <div className="text-center mt-3">
        <Button variant="outline-secondary" className="w-100" onClick={() => void logOut()}>
          <FormattedMessage id="user.logout" />
        </Button>
      </div>
    </AuthCard>
  );
}

/**
 * `/pages/lock-screen` (LOCK_SCREEN_PATH): the locked session's page. Nothing of the page the user
 * was on is shown (the app shell leaves it for this one); the password, or a new sign-in with the
 * tenant's identity provider when it offers one, unlocks every tab; Log Out signs out. Once
 * unlocked (here or in another tab) the tab goes back where it was.
 */
export function LockScreenRoute() {
  const location = useLocation();
  const isLogin = useSession((state) => state.isLogin);
  const locked = useSession((state) => state.locked);
  const email = useSession((state) => state.userInfo?.email ?? '');
  const endedByUser = useSession((state) => state.endedByUser);
  if (!isLogin) return endedByUser ? null : <Navigate to="/login" replace />;
  const { from } = (location.state ?? {}) as { from?: unknown };
  const lockedPage = typeof from === 'string' && from.startsWith('/') ? from : '/';
  if (!locked) return <Navigate to={lockedPage} replace />;
  return (
    <AuthMessages>
      <LockScreen name={locked.name} email={email} from={lockedPage} />
    </AuthMessages>
  );
}
