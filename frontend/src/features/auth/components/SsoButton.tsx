import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { AuthMessages } from './AuthMessages';

interface SsoPartProps {
  /** The tenant's provider, as its admins named it ("Sign in with <displayName>"). */
  displayName: string | null;
  /**
   * What went wrong on this way in: the start (the provider cannot be reached, say), or the
   * password refused because this is the way in (`sso_required`, which makes it the main button).
   */
  error: unknown;
  emphasised: boolean;
  /** On its way to the provider. */
  pending: boolean;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement> | undefined;
}

interface SsoButtonProps {
  /** The tenant's provider, if it offers one. */
  provider: { displayName: string } | null;
  /** The password was refused because this is the way in (`sso_required`). */
  ssoRequired: boolean;
  /** The start of a sign-in with the provider: pending until the browser has left for it. */
  start: { error: unknown; isPending: boolean; isSuccess: boolean };
  /** The password form's error: said next to this button when it is `sso_required`. */
  passwordError: unknown;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * "or", then "Sign in with …" and what went wrong with it: below the password form of the sign-in
 * page and the lock screen, where the tenant has a provider or the way in must be it. Its messages
 * are the auth feature's, fetched with it.
 */
export function SsoButton({
  provider,
  ssoRequired,
  start,
  passwordError,
  ...button
}: SsoButtonProps) {
  if (!provider && !ssoRequired && !start.error) return null;
  return (
    <AuthMessages>
      <SsoPart
        displayName={provider?.displayName ?? null}
        error={start.error ?? (ssoRequired ? passwordError : null)}
        emphasised={ssoRequired}
        pending={start.isPending || start.isSuccess}
        {...button}
      />
    </AuthMessages>
  );
}

function SsoPart({ displayName, error, emphasised, pending, onClick, buttonRef }: SsoPartProps) {
  const { errorText } = useApiErrorText();
  return (
    <>
      <div className="d-flex align-items-center gap-2 my-3 small text-body-secondary">
        <hr className="flex-grow-1 my-0" aria-hidden="true" />
        <FormattedMessage id="sso.or" />
        <hr className="flex-grow-1 my-0" aria-hidden="true" />
      </div>
      <FormAlert message={error ? errorText(error) : null} />
      {displayName !== null ? (
        <Button
          ref={buttonRef}
          variant={emphasised ? 'primary' : 'outline-primary'}
          className="w-100"
          disabled={pending}
          onClick={onClick}
        >
          {pending ? (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              <FormattedMessage id="auth.working" />
            </>
          ) : (
            <FormattedMessage id="sso.signInWith" values={{ provider: displayName }} />
          )}
        </Button>
      ) : null}
    </>
  );
}
