import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { AlertTriangle, ShieldOff, Shield } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormActions } from '@/components/ui/FormActions';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { OneTimeCodeField, TOTP_CODE } from '@/components/ui/OneTimeCodeField';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { RecoveryCodes } from '@/components/ui/RecoveryCodes';
import { TotpSecret } from '@/components/ui/TotpSecret';
import { useCodeEntry } from '@/hooks/use-code-entry';
import { hasErrorCode } from '@/lib/api/api-error';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useSession } from '@/lib/session/session-store';
import { useBrandName } from '@/lib/tenant/use-brand-name';
import {
  type MfaStatus,
  type TotpEnrolment,
  useConfirmTotp,
  useDisableTotp,
  useMfaStatus,
  useRegenerateRecoveryCodes,
  useStartTotp,
} from '../api/mfa';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';

/** Moves the focus to a panel's heading as it appears, so that the change is heard. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** A panel's heading, which takes the focus as the panel appears, and its introduction. */
function PanelHeading({
  title,
  text,
}: {
  title: 'security.mfa.setup.title' | 'security.codes.title';
  text: 'security.mfa.setup.scan' | 'security.codes.text';
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <h3 className="h6 mb-0" tabIndex={-1} ref={heading}>
        <FormattedMessage id={title} />
      </h3>
      <p className="mb-0">
        <FormattedMessage id={text} />
      </p>
    </>
  );
}

/** The app's key and QR code, then its first code: that turns the second factor on. */
function TotpSetup({
  enrolment,
  onEnabled,
  onCancel,
  onRestart,
}: {
  enrolment: TotpEnrolment;
  onEnabled: (codes: readonly string[]) => void;
  onCancel: () => void;
  /** The server has no set-up in progress (any more): start again. */
  onRestart: (error: unknown) => void;
}) {
  const intl = useIntl();
  const confirm = useConfirmTotp();
  const entry = useCodeEntry({
    id: 'totp-code',
    error: confirm.error,
    wrongCode: 'mfa_code_invalid',
  });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!entry.check(TOTP_CODE.test(entry.code) ? null : 'security.mfa.setup.codeRequired')) return;
    confirm.mutate(entry.code, {
      onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
      onError: (error) => {
        if (hasErrorCode(error, 'mfa_not_started')) onRestart(error);
        entry.onError(error);
      },
    });
  };

  return (
    <div className="d-grid gap-3">
      <PanelHeading title="security.mfa.setup.title" text="security.mfa.setup.scan" />
      <TotpSecret
        otpauthUrl={enrolment.otpauthUrl}
        secret={enrolment.secret}
        texts={{
          qrCode: intl.formatMessage({ id: 'security.mfa.setup.qrCode' }),
          manual: intl.formatMessage({ id: 'security.mfa.setup.manual' }),
        }}
      />
      <Form noValidate onSubmit={onSubmit} style={{ maxWidth: '20rem' }}>
        <OneTimeCodeField
          id="totp-code"
          kind="totp"
          label={intl.formatMessage({ id: 'security.mfa.setup.code' })}
          value={entry.code}
          onChange={entry.setCode}
          error={entry.fieldError}
        />
        <FormAlert message={entry.alert} />
        <FormActions
          submit="security.mfa.setup.confirm"
          pending={confirm.isPending}
          onCancel={onCancel}
        />
      </Form>
    </div>
  );
}

/** New recovery codes, shown once. */
function CodesPanel({
  codes,
  replaced,
  onDone,
}: {
  codes: readonly string[];
  replaced: boolean;
  onDone: () => void;
}) {
  const intl = useIntl();
  const brand = useBrandName();
  const email = useSession((state) => state.userInfo?.email ?? '');
  return (
    <div className="d-grid gap-2">
      <Alert variant="success" className="py-2 mb-0">
        <FormattedMessage id={replaced ? 'security.codes.replaced' : 'security.mfa.enabled'} />
      </Alert>
      <PanelHeading title="security.codes.title" text="security.codes.text" />
      <RecoveryCodes
        codes={codes}
        texts={{
          list: intl.formatMessage({ id: 'security.codes.list' }),
          copy: intl.formatMessage({ id: 'security.codes.copy' }),
          copied: intl.formatMessage({ id: 'security.codes.copied' }),
          download: intl.formatMessage({ id: 'security.codes.download' }),
          fileHeader: intl.formatMessage({ id: 'security.codes.fileHeader' }, { brand, email }),
        }}
      />
      <div>
        <Button onClick={onDone}>
          <FormattedMessage id="security.codes.done" />
        </Button>
      </div>
    </div>
  );
}

type Dialog = 'turnOff' | 'newCodes' | null;

/** What the user can do with the second factor as it is now. */
function MfaControls({
  status,
  onStart,
  starting,
  onNewCodes,
  onDisabled,
}: {
  status: MfaStatus;
  onStart: () => void;
  starting: boolean;
  onNewCodes: (codes: readonly string[]) => void;
  onDisabled: () => void;
}) {
  const intl = useIntl();
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
    disable.reset();
    regenerate.reset();
  };

  if (!status.totpEnabled) {
    return (
      <>
        <p className="mb-0 d-flex align-items-center gap-2">
          <ShieldOff size={18} aria-hidden="true" className="text-body-secondary flex-shrink-0" />
          <FormattedMessage id="security.mfa.isOff" />
        </p>
        {status.required ? (
          <Alert variant="warning" className="py-2 mb-0">
            <FormattedMessage id="security.mfa.required" />
          </Alert>
        ) : null}
        <div>
          <PendingButton onClick={onStart} pending={starting}>
            <FormattedMessage id="security.mfa.setUp" />
          </PendingButton>
        </div>
      </>
    );
  }

  const fewCodes = status.recoveryCodesLeft <= 2;
  return (
    <>
      <p className="mb-0 d-flex align-items-center gap-2">
        <Shield size={18} aria-hidden="true" className="text-success flex-shrink-0" />
        <FormattedMessage id="security.mfa.isOn" />
      </p>
      <p
        className={`mb-0 d-flex align-items-center gap-2 ${fewCodes ? 'text-warning-emphasis' : ''}`}
      >
        {fewCodes ? <AlertTriangle size={16} aria-hidden="true" className="flex-shrink-0" /> : null}
        <FormattedMessage
          id="security.mfa.codesLeft"
          values={{ count: status.recoveryCodesLeft }}
        />
      </p>
      {status.required ? (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="security.mfa.required" />
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" onClick={() => setDialog('newCodes')}>
          <FormattedMessage id="security.mfa.newCodes" />
        </Button>
        {status.required ? null : (
          <Button variant="outline-danger" onClick={() => setDialog('turnOff')}>
            <FormattedMessage id="security.mfa.turnOff" />
          </Button>
        )}
      </div>
      <PasswordConfirmDialog
        id="mfa-new-codes"
        show={dialog === 'newCodes'}
        title={intl.formatMessage({ id: 'security.newCodes.title' })}
        text={intl.formatMessage({ id: 'security.newCodes.text' })}
        confirmLabel={intl.formatMessage({ id: 'security.newCodes.confirm' })}
        pending={regenerate.isPending}
        error={regenerate.error}
        onHide={close}
        onConfirm={(password) =>
          regenerate.mutate(password, {
            onSuccess: ({ recoveryCodes }) => {
              close();
              onNewCodes(recoveryCodes);
            },
          })
        }
      />
      <PasswordConfirmDialog
        id="mfa-turn-off"
        show={dialog === 'turnOff'}
        title={intl.formatMessage({ id: 'security.turnOff.title' })}
        text={intl.formatMessage({ id: 'security.turnOff.text' })}
        confirmLabel={intl.formatMessage({ id: 'security.turnOff.confirm' })}
        variant="danger"
        pending={disable.isPending}
        error={disable.error}
        onHide={close}
        onConfirm={(password) =>
          disable.mutate(password, {
            onSuccess: () => {
              close();
              onDisabled();
            },
          })
        }
      />
    </>
  );
}

interface ShownCodes {
  codes: readonly string[];
  /** A new set for one that existed (rather than the first, with the app just set up). */
  replaced: boolean;
}

/**
 * Two-factor sign-in on the account: its state, setting up the authenticator app (QR code, key,
 * first code, recovery codes), new recovery codes and turning it off (both confirmed by the
 * password; not offered when the tenant requires it for the user's role).
 */
export function TwoFactorCard() {
  const { errorText } = useApiErrorText();
  const status = useMfaStatus();
  const start = useStartTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<ShownCodes | null>(null);
  const [notice, setNotice] = useState<MessageId | null>(null);
  const [restartError, setRestartError] = useState<unknown>(null);
  const title = useRef<HTMLHeadingElement>(null);

  const onStart = () => {
    setNotice(null);
    setRestartError(null);
    start.mutate(undefined, {
      onSuccess: setEnrolment,
      // Turned on meanwhile (another tab): the card shows it as it is.
      onError: (error) => {
        if (hasErrorCode(error, 'mfa_already_enabled')) void status.refetch();
      },
    });
  };
  /** Back to the card's state, with the focus on its heading (the panel that had it is gone). */
  const backToStatus = () => {
    setEnrolment(null);
    setCodes(null);
    title.current?.focus();
  };

  let body;
  if (status.isPending) body = <LoadingCard lines={2} />;
  else if (status.isError)
    body = <QueryErrorState error={status.error} onRetry={() => void status.refetch()} />;
  else if (codes)
    body = <CodesPanel codes={codes.codes} replaced={codes.replaced} onDone={backToStatus} />;
  else if (enrolment)
    body = (
      <TotpSetup
        enrolment={enrolment}
        onCancel={backToStatus}
        onEnabled={(recoveryCodes) => {
          setEnrolment(null);
          setCodes({ codes: recoveryCodes, replaced: false });
        }}
        onRestart={(error) => {
          setRestartError(error);
          backToStatus();
        }}
      />
    );
  else
    body = (
      <MfaControls
        status={status.data}
        onStart={onStart}
        starting={start.isPending}
        onNewCodes={(recoveryCodes) => setCodes({ codes: recoveryCodes, replaced: true })}
        onDisabled={() => setNotice('security.mfa.disabled')}
      />
    );

  const error = restartError ?? start.error;
  return (
    <Card as="section" aria-labelledby="mfa-title">
      <Card.Body className="d-grid gap-3">
        <div>
          <h2 id="mfa-title" className="h5 mb-1" tabIndex={-1} ref={title}>
            <FormattedMessage id="security.mfa.title" />
          </h2>
          <p className="small text-body-secondary mb-0">
            <FormattedMessage id="security.mfa.text" />
          </p>
        </div>
        <FormAlert message={error ? errorText(error) : null} />
        <div role="status" className={notice ? 'alert alert-success py-2 mb-0' : 'visually-hidden'}>
          {notice ? <FormattedMessage id={notice} /> : null}
        </div>
        {body}
      </Card.Body>
    </Card>
  );
}
