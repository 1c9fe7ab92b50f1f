import {
  type ComponentProps,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { EMAIL_CODE, OneTimeCodeField, TOTP_CODE } from '@/components/ui/OneTimeCodeField';
import { RecoveryCodes } from '@/components/ui/RecoveryCodes';
import { TotpSecret } from '@/components/ui/TotpSecret';
import { useCodeEntry } from '@/hooks/use-code-entry';
import { hasErrorCode } from '@/lib/api/api-error';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useBrandName } from '@/lib/tenant/use-brand-name';
import type { MfaChallenge } from '../api/login';
import { type MfaEnrolment, type MfaSession, useMfaEnrolment, useVerifyMfa } from '../api/mfa';
import { useStartSession } from '../api/start-session';
import { AuthCard } from './AuthCard';
import { AuthMessages } from './AuthMessages';
import { SubmitButton } from './SubmitButton';

export interface MfaSignInProps {
  challenge: MfaChallenge;
  /**
   * The address signing in (named in the recovery codes' file); `''` when the page does not know
   * it (a sign-in with the identity provider): the session's then.
   */
  email: string;
  /** The session is kept: the sign-in page goes on as after a password sign-in. */
  onSignedIn: () => void;
  /**
   * Back to the password: the user asked to (`null`), or the challenge is no longer valid (expired
   * after five minutes, fifteen when enrolling; used; or spent by wrong mailed codes): the message,
   * in words (its text is in this step's catalog), that the password step then shows.
   */
  onRestart: (message: string | null) => void;
}

/**
 * The sign-in's second step as the sign-in pages get it: the app passes it in as a chunk of its
 * own (most sign-ins never need it).
 */
export type MfaStepSlot = (props: MfaSignInProps) => ReactNode;

type CodeKind = 'totp' | 'recovery';

/** Checks a code before it is sent: the app's six digits, or any recovery code. */
function codeProblem(kind: CodeKind, code: string): MessageId | null {
  if (kind === 'recovery') return code.trim() ? null : 'mfa.recovery.required';
  return TOTP_CODE.test(code) ? null : 'mfa.code.required';
}

/** The app's (or a recovery) code, verified against the sign-in's challenge. */
function useVerifiedCode(id: string, kind: CodeKind) {
  const verify = useVerifyMfa();
  const entry = useCodeEntry({ id, error: verify.error, wrongCode: 'mfa_code_invalid' });
  const submit = (challenge: string, onSuccess: (session: MfaSession) => void) => {
    if (!entry.check(codeProblem(kind, entry.code))) return;
    verify.mutate({ challenge, code: entry.code }, { onSuccess, onError: entry.onError });
  };
  const reset = () => {
    entry.clear();
    verify.reset();
  };
  return { ...entry, verify, submit, reset };
}

/** An expired or used challenge sends the user back to the password step, with its message. */
function useRestartOnInvalidChallenge(error: unknown, onRestart: (message: string) => void) {
  const { errorText } = useApiErrorText();
  useEffect(() => {
    if (hasErrorCode(error, 'mfa_challenge_invalid')) onRestart(errorText(error));
  }, [error, errorText, onRestart]);
}

/** Back to the password step, at the user's wish. */
function BackToLogin({ onRestart }: Pick<MfaSignInProps, 'onRestart'>) {
  return (
    <Button variant="link" size="sm" className="p-0" onClick={() => onRestart(null)}>
      <FormattedMessage id="auth.backToLogin" />
    </Button>
  );
}

/** A step's form: what went wrong, the code's field (which takes the focus) and the button. */
function CodeForm({
  entry,
  onSubmit,
  submit,
  pending,
  ...field
}: Pick<ComponentProps<typeof OneTimeCodeField>, 'id' | 'kind' | 'label'> & {
  entry: Pick<ReturnType<typeof useCodeEntry>, 'alert' | 'code' | 'setCode' | 'fieldError'>;
  onSubmit: (event: SyntheticEvent) => void;
  submit: MessageId;
  pending: boolean;
}) {
  return (
    <>
      <FormAlert message={entry.alert} />
      <Form noValidate onSubmit={onSubmit}>
        <OneTimeCodeField
          {...field}
          value={entry.code}
          onChange={entry.setCode}
          error={entry.fieldError}
          autoFocus
        />
        <SubmitButton label={submit} pending={pending} />
      </Form>
    </>
  );
}

/** The code from the authenticator app, or, after the switch, a recovery code. */
function MfaCodeStep({ challenge, onSignedIn, onRestart }: MfaSignInProps) {
  const intl = useIntl();
  const startSession = useStartSession();
  const [kind, setKind] = useState<CodeKind>('totp');
  const id = kind === 'totp' ? 'mfa-code' : 'mfa-recovery-code';
  const entry = useVerifiedCode(id, kind);
  useRestartOnInvalidChallenge(entry.verify.error, onRestart);
  // Too many wrong codes locked the app's codes: a recovery code still works, so its switch takes
  // the focus (the alert says why).
  const switchKind = useRef<HTMLButtonElement>(null);
  const locked = kind === 'totp' && hasErrorCode(entry.verify.error, 'mfa_locked');
  useEffect(() => {
    if (locked) switchKind.current?.focus();
  }, [locked]);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    entry.submit(challenge.challenge, (session) => {
      startSession(session);
      onSignedIn();
    });
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'mfa.title' })}
      subtitle={intl.formatMessage({
        id: kind === 'totp' ? 'mfa.code.subtitle' : 'mfa.recovery.subtitle',
      })}
    >
      <CodeForm
        entry={entry}
        onSubmit={onSubmit}
        submit="mfa.verify"
        pending={entry.verify.isPending}
        // A new field for the other kind of code: it takes the focus as it appears.
        key={kind}
        id={id}
        kind={kind}
        label={intl.formatMessage({
          id: kind === 'totp' ? 'mfa.code.label' : 'mfa.recovery.label',
        })}
      />
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <Button
          ref={switchKind}
          variant="link"
          size="sm"
          className={locked ? 'p-0 fw-semibold' : 'p-0'}
          onClick={() => {
            entry.reset();
            setKind(kind === 'totp' ? 'recovery' : 'totp');
          }}
        >
          <FormattedMessage id={kind === 'totp' ? 'mfa.useRecovery' : 'mfa.useApp'} />
        </Button>
        <BackToLogin onRestart={onRestart} />
      </div>
    </AuthCard>
  );
}

/** The recovery codes, once, before the app goes on. */
function RecoveryCodesStep({
  session,
  email,
  onDone,
}: {
  session: MfaSession;
  email: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const brand = useBrandName();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthCard title={intl.formatMessage({ id: 'mfa.enrol.title' })}>
      <Alert variant="success" className="py-2">
        <FormattedMessage id="mfa.enrol.done" />
      </Alert>
      <h2 className="h5" tabIndex={-1} ref={heading}>
        <FormattedMessage id="mfa.codes.title" />
      </h2>
      <p>
        <FormattedMessage id="mfa.codes.text" />
      </p>
      <RecoveryCodes
        codes={session.recoveryCodes ?? []}
        texts={{
          list: intl.formatMessage({ id: 'mfa.codes.list' }),
          copy: intl.formatMessage({ id: 'mfa.codes.copy' }),
          copied: intl.formatMessage({ id: 'mfa.codes.copied' }),
          download: intl.formatMessage({ id: 'mfa.codes.download' }),
          fileHeader: intl.formatMessage({ id: 'mfa.codes.fileHeader' }, { brand, email }),
        }}
      />
      <Button className="w-100 mt-3" onClick={onDone}>
        <FormattedMessage id="mfa.codes.continue" />
      </Button>
    </AuthCard>
  );
}

const EMAIL_CODE_ID = 'mfa-email-code';

/**
 * The first step of setting up the app at sign-in: the code the sign-in mailed to the account's
 * address (so a stolen password alone cannot add an authenticator). A wrong code empties the field
 * and puts the focus back in it; an answer with the secret goes on to the app.
 */
function EmailCodeStep({
  challenge,
  onRestart,
  onEnrolment,
}: Pick<MfaSignInProps, 'challenge' | 'onRestart'> & {
  onEnrolment: (enrolment: MfaEnrolment) => void;
}) {
  const intl = useIntl();
  const enrol = useMfaEnrolment();
  const entry = useCodeEntry({
    id: EMAIL_CODE_ID,
    error: enrol.error,
    wrongCode: 'mfa_email_code_invalid',
  });
  useRestartOnInvalidChallenge(enrol.error, onRestart);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!entry.check(EMAIL_CODE.test(entry.code) ? null : 'mfa.enrol.emailRequired')) return;
    enrol.mutate(
      { challenge: challenge.challenge, emailCode: entry.code },
      { onSuccess: onEnrolment, onError: entry.onError },
    );
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'mfa.enrol.title' })}
      subtitle={intl.formatMessage({ id: 'mfa.enrol.subtitle' })}
    >
      <h2 className="h5">
        <FormattedMessage id="mfa.enrol.emailTitle" />
      </h2>
      <p>
        <FormattedMessage id="mfa.enrol.emailHelp" />
      </p>
      <CodeForm
        entry={entry}
        onSubmit={onSubmit}
        submit="mfa.enrol.emailSubmit"
        pending={enrol.isPending}
        id={EMAIL_CODE_ID}
        kind="email"
        label={intl.formatMessage({ id: 'mfa.enrol.emailLabel' })}
      />
      <div className="mt-3">
        <BackToLogin onRestart={onRestart} />
      </div>
    </AuthCard>
  );
}

/** The app's setup once the mailed code was right: the QR code and key, then a first code. */
function AppSetupStep({
  challenge,
  email,
  onSignedIn,
  onRestart,
  enrolment,
}: MfaSignInProps & { enrolment: MfaEnrolment }) {
  const intl = useIntl();
  const startSession = useStartSession();
  const entry = useVerifiedCode('mfa-enrol-code', 'totp');
  const [session, setSession] = useState<MfaSession | null>(null);
  useRestartOnInvalidChallenge(entry.verify.error, onRestart);

  if (session) {
    return (
      <RecoveryCodesStep
        session={session}
        email={email || session.user.email}
        onDone={() => {
          startSession(session);
          onSignedIn();
        }}
      />
    );
  }

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    entry.submit(challenge.challenge, (answer) => {
      if (answer.recoveryCodes?.length) {
        setSession(answer);
      } else {
        startSession(answer);
        onSignedIn();
      }
    });
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'mfa.enrol.title' })}
      subtitle={intl.formatMessage({ id: 'mfa.enrol.subtitle' })}
    >
      <p className="mb-2">
        <FormattedMessage id="mfa.enrol.scan" />
      </p>
      <div className="mb-3">
        <TotpSecret
          otpauthUrl={enrolment.otpauthUrl}
          secret={enrolment.secret}
          texts={{
            qrCode: intl.formatMessage({ id: 'mfa.enrol.qrCode' }),
            manual: intl.formatMessage({ id: 'mfa.enrol.manual' }),
          }}
        />
      </div>
      <CodeForm
        entry={entry}
        onSubmit={onSubmit}
        submit="mfa.enrol.submit"
        pending={entry.verify.isPending}
        id="mfa-enrol-code"
        kind="totp"
        label={intl.formatMessage({ id: 'mfa.enrol.codeLabel' })}
      />
      <div className="mt-3">
        <BackToLogin onRestart={onRestart} />
      </div>
    </AuthCard>
  );
}

/**
 * Setting up the authenticator app during sign-in (an admin whose tenant requires a second factor
 * and who has none): the code mailed to the account's address, the QR code and key, a first code
 * from the app, then the recovery codes.
 */
function MfaEnrolmentStep(props: MfaSignInProps) {
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  return enrolment ? (
    <AppSetupStep {...props} enrolment={enrolment} />
  ) : (
    <EmailCodeStep
      challenge={props.challenge}
      onRestart={props.onRestart}
      onEnrolment={setEnrolment}
    />
  );
}

/** The sign-in's second step, with the auth feature's messages (fetched with this chunk). */
export function MfaSignIn(props: MfaSignInProps) {
  return (
    <AuthMessages>
      {props.challenge.enrolmentRequired ? (
        <MfaEnrolmentStep {...props} />
      ) : (
        <MfaCodeStep {...props} />
      )}
    </AuthMessages>
  );
}
