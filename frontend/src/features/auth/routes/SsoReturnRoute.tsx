import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { hasErrorCode } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { LOCK_SCREEN_PATH } from '@/lib/navigation';
import { useSession } from '@/lib/session/session-store';
import { ssoReturn } from '@/lib/sso/sso-return';
import { type MfaChallenge, isMfaChallenge } from '../api/login';
import { destinationAfterSso, readLockedPage, useCompleteSso, useStartSso } from '../api/sso';
import { AFTER_SIGN_IN_PATH } from '../api/start-session';
import { AuthCard } from '../components/AuthCard';
import { AuthMessages } from '../components/AuthMessages';
import type { MfaStepSlot } from '../components/MfaSignIn';

/** What the identity provider sent the browser back with (see the app shell). */
type SsoReturn = { kind: 'code'; code: string; state: string } | { kind: 'error'; error: string };

function ssoReturnOf(search: string | null): SsoReturn | null {
  const params = new URLSearchParams(search ?? '');
  const state = params.get('state');
  const error = params.get('error');
  const code = params.get('code');
  if (!state) return null;
  if (error) return { kind: 'error', error };
  return code ? { kind: 'code', code, state } : null;
}

/** A provider's error code as the page may name it (it comes from the address). */
const PROVIDER_ERROR = /^[\w.-]{1,64}$/;

/** While the server completes the sign-in. */
function Working() {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage({ id: 'sso.title' })}>
      <div role="status" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <FormattedMessage id="sso.working" />
      </div>
    </AuthCard>
  );
}

/**
 * The sign-in did not happen: why, "Try again" (a new round trip to the provider, from where the
 * last one started) unless trying again cannot help, and the way back to the password (or, for a
 * locked session, to the lock screen).
 */
function Failed({ message, canRetry }: { message: string; canRetry: boolean }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const locked = useSession((state) => state.isLogin && state.locked !== null);
  const startSso = useStartSso();
  const actions = useRef<HTMLDivElement>(null);
  // The keyboard starts at the first way on (the alert is announced as it appears).
  useEffect(() => actions.current?.querySelector<HTMLElement>('a, button')?.focus(), []);

  const back = locked ? (
    <Link
      to={LOCK_SCREEN_PATH}
      replace
      state={{ from: readLockedPage()?.path ?? AFTER_SIGN_IN_PATH }}
      className="btn btn-outline-secondary w-100"
    >
      <FormattedMessage id="sso.backToLock" />
    </Link>
  ) : (
    <Link to="/login" replace className="btn btn-outline-secondary w-100">
      <FormattedMessage id="auth.backToLogin" />
    </Link>
  );

  return (
    <AuthCard title={intl.formatMessage({ id: 'sso.failed' })}>
      <PlainAlert variant="danger" className="py-2" role="alert">
        {startSso.error ? errorText(startSso.error) : message}
      </PlainAlert>
      <div ref={actions} className="d-grid gap-2">
        {canRetry ? (
          <Button
            variant="primary"
            disabled={startSso.isPending || startSso.isSuccess}
            onClick={() => startSso.mutate(undefined)}
          >
            {startSso.isPending || startSso.isSuccess ? (
              <>
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                <FormattedMessage id="auth.working" />
              </>
            ) : (
              <FormattedMessage id="misc.retry" />
            )}
          </Button>
        ) : null}
        {back}
      </div>
    </AuthCard>
  );
}

/** The provider said no (the user cancelled there, say): nothing was sent to the server. */
function ProviderRefused({ error }: { error: string }) {
  const intl = useIntl();
  const message =
    error === 'access_denied'
      ? intl.formatMessage({ id: 'sso.cancelled' })
      : intl.formatMessage(
          { id: 'sso.refused' },
          { code: PROVIDER_ERROR.test(error) ? error : 'error' },
        );
  return <Failed message={message} canRetry />;
}

/**
 * Sends the provider's `code` and `state` to the server, once. Signed in: on to where sign-ins
 * go (or back to the locked page). A second factor due: the sign-in's second step, as after a
 * password. Refused: why, and the ways on.
 */
function Complete({ code, state, mfaStep }: { code: string; state: string; mfaStep: MfaStepSlot }) {
  const navigate = useNavigate();
  const { errorText } = useApiErrorText();
  const complete = useCompleteSso();
  const { mutate } = complete;
  const sent = useRef(false);
  const finished = useRef(false);
  /** The second step gave up (its challenge expired): its message, in words. */
  const [restartMessage, setRestartMessage] = useState<string | null>(null);

  useEffect(() => {
    // `state` is good for one sign-in: it is never sent twice.
    if (sent.current) return;
    sent.current = true;
    ssoReturn.search = null;
    mutate({ code, state });
  }, [code, state, mutate]);

  const finish = useCallback(() => {
    const email = useSession.getState().userInfo?.email;
    void navigate(destinationAfterSso(email), { replace: true });
  }, [navigate]);

  const answer = complete.data;
  const signedIn = answer !== undefined && !isMfaChallenge(answer);
  // The session is kept by `useCompleteSso` (every tab of a locked session unlocks).
  useEffect(() => {
    if (!signedIn || finished.current) return;
    finished.current = true;
    finish();
  }, [signedIn, finish]);

  const restart = useCallback(
    (message: string | null) => {
      if (message !== null) {
        setRestartMessage(message);
        return;
      }
      const locked = useSession.getState().locked !== null;
      void navigate(locked ? LOCK_SCREEN_PATH : '/login', {
        replace: true,
        state: locked ? { from: readLockedPage()?.path ?? AFTER_SIGN_IN_PATH } : undefined,
      });
    },
    [navigate],
  );

  if (restartMessage !== null) return <Failed message={restartMessage} canRetry />;
  if (complete.error) {
    return (
      <Failed
        message={errorText(complete.error)}
        // Trying again changes nothing for a site without single sign-on or a disabled account.
        canRetry={!hasErrorCode(complete.error, 'sso_not_configured', 'account_disabled')}
      />
    );
  }
  if (answer && isMfaChallenge(answer)) {
    const challenge: MfaChallenge = answer;
    return (
      <Suspense fallback={<Working />}>
        {mfaStep({ challenge, email: '', onSignedIn: finish, onRestart: restart })}
      </Suspense>
    );
  }
  return <Working />;
}

function SsoAnswer({ answer, mfaStep }: { answer: SsoReturn; mfaStep: MfaStepSlot }) {
  useEffect(() => {
    if (answer.kind === 'error') ssoReturn.search = null;
  }, [answer.kind]);
  return answer.kind === 'code' ? (
    <Complete code={answer.code} state={answer.state} mfaStep={mfaStep} />
  ) : (
    <ProviderRefused error={answer.error} />
  );
}

/**
 * `/pages/single-sign-on` (SSO_RETURN_PATH): the end of a sign-in with the tenant's identity
 * provider. The provider sends the browser back to `/` with `code` and `state` (or `error`); the
 * app shell keeps them in memory, out of the address bar, and opens this page, which completes the
 * sign-in. Opened again (a reload), there is nothing left to complete: on to the sign-in page.
 */
export function SsoReturnRoute({ mfaStep }: { mfaStep: MfaStepSlot }) {
  const [answer] = useState(() => ssoReturnOf(ssoReturn.search));
  const isLogin = useSession((state) => state.isLogin);
  if (!answer) return <Navigate to={isLogin ? AFTER_SIGN_IN_PATH : '/login'} replace />;
  return (
    <AuthMessages>
      <SsoAnswer answer={answer} mfaStep={mfaStep} />
    </AuthMessages>
  );
}
