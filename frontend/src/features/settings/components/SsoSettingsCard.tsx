import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import { FormattedMessage, useIntl } from 'react-intl';
import { PasswordField } from '@/components/ui/AccountFields';
import { CheckField } from '@/components/ui/CheckField';
import { CopyField } from '@/components/ui/CopyField';
import { FormAlert, SuccessAlert } from '@/components/ui/FormAlert';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { TitledCard } from '@/components/ui/TitledCard';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { type SsoSettings, useSsoSettings } from '../api/get-sso-settings';
import { type SsoInput, useUpdateSsoSettings } from '../api/update-sso-settings';

/** The roles an account made at its first sign-in with the provider may get. */
type NewUserRole = Extract<SsoInput['newUserRole'], 'user' | 'staff'>;

const HTTP_ADDRESS = /^https?:\/\/\S+$/i;

type Field =
  | 'displayName'
  | 'issuer'
  | 'clientId'
  | 'clientSecret'
  | 'scopes'
  | 'allowedDomains'
  | 'newUserRole';

/** Words of a list field, separated by spaces or commas. */
function wordsOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter(Boolean);
}

interface Draft {
  enabled: boolean;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  allowedDomains: string;
  newUserRole: NewUserRole;
  staffMustUseSso: boolean;
}

/** The form's values: the stored settings (the secret is never shown), or a new set-up's. */
function draftOf(settings: SsoSettings | null): Draft {
  return {
    enabled: settings?.enabled ?? true,
    displayName: settings?.displayName ?? '',
    issuer: settings?.issuer ?? '',
    clientId: settings?.clientId ?? '',
    clientSecret: '',
    scopes: (settings?.scopes ?? ['openid', 'email', 'profile']).join(' '),
    allowedDomains: (settings?.allowedDomains ?? []).join(', '),
    newUserRole: settings?.newUserRole === 'staff' ? 'staff' : 'user',
    staffMustUseSso: settings?.staffMustUseSso ?? false,
  };
}

function SsoForm({ settings }: { settings: SsoSettings | null }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const update = useUpdateSsoSettings();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const { errorFor, validate } = useFieldErrors<Field>(update.error);
  const edit = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const secretStored = settings?.clientSecretSet ?? false;
  // The server names the address from the site's own (its answer); before the first save, the
  // site's origin is that address.
  const redirectUri = settings?.redirectUri ?? `${window.location.origin}/`;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const required = (value: string): MessageId | null =>
      value.trim() ? null : 'ssoSettings.required';
    const valid = validate({
      displayName: required(draft.displayName),
      issuer:
        required(draft.issuer) ??
        (HTTP_ADDRESS.test(draft.issuer.trim()) ? null : 'ssoSettings.issuerFormat'),
      clientId: required(draft.clientId),
      clientSecret: secretStored ? null : required(draft.clientSecret),
    });
    if (!valid) return;
    const secret = draft.clientSecret.trim();
    update.mutate(
      {
        enabled: draft.enabled,
        displayName: draft.displayName.trim(),
        issuer: draft.issuer.trim(),
        clientId: draft.clientId.trim(),
        // Left empty, the stored secret is kept.
        ...(secret ? { clientSecret: secret } : {}),
        scopes: wordsOf(draft.scopes),
        allowedDomains: wordsOf(draft.allowedDomains),
        newUserRole: draft.newUserRole,
        staffMustUseSso: draft.staffMustUseSso,
      },
      // The form shows what the server kept (the issuer without its last slash, `openid` first…).
      { onSuccess: (saved) => setDraft(draftOf(saved)) },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <CopyField
        id="sso-redirect-uri"
        label={<FormattedMessage id="ssoSettings.redirectUri" />}
        value={redirectUri}
        copyText={<FormattedMessage id="ssoSettings.copy" />}
        copiedText={<FormattedMessage id="ssoSettings.copied" />}
      />
      <CheckField
        id="sso-enabled"
        type="switch"
        label={intl.formatMessage({ id: 'ssoSettings.enabled' })}
        checked={draft.enabled}
        onChange={(checked) => edit('enabled', checked)}
      />
      <TextField
        id="sso-display-name"
        label={intl.formatMessage({ id: 'ssoSettings.displayName' })}
        hint={intl.formatMessage({ id: 'ssoSettings.displayNameHint' })}
        value={draft.displayName}
        error={errorFor('displayName')}
        onChange={(value) => edit('displayName', value)}
      />
      <TextField
        id="sso-issuer"
        label={intl.formatMessage({ id: 'ssoSettings.issuer' })}
        hint={intl.formatMessage({ id: 'ssoSettings.issuerHint' })}
        value={draft.issuer}
        error={errorFor('issuer')}
        onChange={(value) => edit('issuer', value)}
        inputMode="url"
        spellCheck={false}
      />
      <TextField
        id="sso-client-id"
        label={intl.formatMessage({ id: 'ssoSettings.clientId' })}
        value={draft.clientId}
        error={errorFor('clientId')}
        onChange={(value) => edit('clientId', value)}
        spellCheck={false}
      />
      <PasswordField
        id="sso-client-secret"
        label={intl.formatMessage({ id: 'ssoSettings.clientSecret' })}
        hint={intl.formatMessage({
          id: secretStored ? 'ssoSettings.secretStored' : 'ssoSettings.secretMissing',
        })}
        value={draft.clientSecret}
        error={errorFor('clientSecret')}
        onChange={(value) => edit('clientSecret', value)}
        autoComplete="off"
      />
      <TextField
        id="sso-scopes"
        label={intl.formatMessage({ id: 'ssoSettings.scopes' })}
        hint={intl.formatMessage({ id: 'ssoSettings.scopesHint' })}
        value={draft.scopes}
        error={errorFor('scopes')}
        onChange={(value) => edit('scopes', value)}
        spellCheck={false}
      />
      <TextField
        id="sso-domains"
        label={intl.formatMessage({ id: 'ssoSettings.domains' })}
        hint={intl.formatMessage({ id: 'ssoSettings.domainsHint' })}
        value={draft.allowedDomains}
        error={errorFor('allowedDomains')}
        onChange={(value) => edit('allowedDomains', value)}
        spellCheck={false}
      />
      <SelectField
        id="sso-new-user-role"
        label={intl.formatMessage({ id: 'ssoSettings.newUserRole' })}
        value={draft.newUserRole}
        error={errorFor('newUserRole')}
        onChange={(value) => edit('newUserRole', value === 'staff' ? 'staff' : 'user')}
        options={[
          { value: 'user', label: intl.formatMessage({ id: 'users.role.user' }) },
          { value: 'staff', label: intl.formatMessage({ id: 'users.role.staff' }) },
        ]}
      />
      <CheckField
        id="sso-staff-must-use"
        type="switch"
        label={intl.formatMessage({ id: 'ssoSettings.staffMustUse' })}
        checked={draft.staffMustUseSso}
        onChange={(checked) => edit('staffMustUseSso', checked)}
        hint={<FormattedMessage id="ssoSettings.staffMustUseHint" />}
      />
      {/* Also when fields say what is wrong: the button is far below the first of them. */}
      <FormAlert message={update.error ? errorText(update.error) : null} />
      <SuccessAlert show={update.isSuccess} text="ssoSettings.saved" />
      <Button type="submit" disabled={update.isPending}>
        <FormattedMessage id="ssoSettings.save" />
      </Button>
    </Form>
  );
}

function SsoSettingsBody() {
  const { data, error, isPending, refetch } = useSsoSettings();
  if (isPending) {
    return (
      <Placeholder as="div" animation="glow" aria-hidden="true">
        <Placeholder xs={8} className="d-block mb-2" />
        <Placeholder xs={5} className="d-block mb-2" />
        <Placeholder xs={8} className="d-block" />
      </Placeholder>
    );
  }
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  return <SsoForm settings={data} />;
}

/**
 * Single sign-on with the tenant's OpenID Connect provider: the address to register there, the
 * provider's issuer and client, who gets an account, and whether recruiters must sign in this way.
 */
export function SsoSettingsCard() {
  const { isPending } = useSsoSettings();
  return (
    <TitledCard
      id="sso-settings-title"
      title={<FormattedMessage id="ssoSettings.title" />}
      className="mt-3"
      intro={<FormattedMessage id="ssoSettings.intro" />}
      busy={isPending}
    >
      <SsoSettingsBody />
    </TitledCard>
  );
}
