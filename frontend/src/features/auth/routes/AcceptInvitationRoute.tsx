import { type SyntheticEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NameField } from '@/components/ui/AccountFields';
import { FormAlert } from '@/components/ui/FormAlert';
import { NewPasswordFields } from '@/components/ui/NewPasswordFields';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useNewPassword } from '@/components/ui/use-new-password';
import { ApiError, hasErrorCode } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useBrandName } from '@/lib/tenant/use-brand-name';
import { nameProblem } from '@/lib/validation';
import { useAcceptInvitation, useInvitation } from '../api/accept-invitation';
import { AuthCard, SignInInstead } from '../components/AuthCard';
import { AuthMessages } from '../components/AuthMessages';
import { SubmitButton } from '../components/SubmitButton';

type Field = 'name' | 'password' | 'confirmPassword';

const ROLE_LABEL: Record<Schemas['Role'], MessageId> = {
  user: 'users.role.user',
  staff: 'users.role.staff',
  admin: 'users.role.admin',
};

function SignInLink() {
  return (
    <Link to="/login">
      <FormattedMessage id="invitation.toLogin" />
    </Link>
  );
}

/** A link that is unknown, used, revoked or expired: nothing to fill in, only a way on. */
function InvalidInvitation() {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage({ id: 'invitation.invalid.title' })}>
      <PlainAlert variant="warning">
        <FormattedMessage id="invitation.invalid.text" />
      </PlainAlert>
      <SignInLink />
    </AuthCard>
  );
}

function InvitationSummary({ invitation }: { invitation: Schemas['InvitationPreview'] }) {
  const intl = useIntl();
  const brand = useBrandName();
  const role = intl.formatMessage({ id: ROLE_LABEL[invitation.role] });
  return (
    <div className="mb-4">
      <p className="mb-1">
        {invitation.invitedByName ? (
          <FormattedMessage
            id="invitation.invitedBy"
            values={{
              inviter: <strong>{invitation.invitedByName}</strong>,
              brand,
              role: <strong>{role}</strong>,
            }}
          />
        ) : (
          <FormattedMessage
            id="invitation.invited"
            values={{ brand, role: <strong>{role}</strong> }}
          />
        )}
      </p>
      {invitation.department ? (
        <p className="mb-1 small text-body-secondary">
          <FormattedMessage
            id="invitation.department"
            values={{ department: invitation.department }}
          />
        </p>
      ) : null}
      <p className="mb-0 small text-body-secondary">
        <FormattedMessage
          id="invitation.expires"
          values={{
            date: (
              <FormattedDate value={invitation.expiresAt} dateStyle="medium" timeStyle="short" />
            ),
          }}
        />
      </p>
    </div>
  );
}

function AcceptForm({
  token,
  tenant,
  invitation,
}: {
  token: string;
  tenant: string | undefined;
  invitation: Schemas['InvitationPreview'];
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<Field>(accept.error);
  const [name, setName] = useState('');
  const password = useNewPassword(invitation.email);

  if (hasErrorCode(accept.error, 'invalid_invitation')) return <InvalidInvitation />;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const valid = validate({
      name: nameProblem(name),
      password: password.passwordProblem,
      confirmPassword: password.confirmationProblem,
    });
    if (!valid) return;
    accept.mutate(
      { token, tenant, name, password: password.password },
      { onSuccess: () => void navigate('/', { replace: true }) },
    );
  };

  // Name and password problems show at their fields; anything else (an account that exists
  // meanwhile, the server out of reach) above the form.
  const fieldProblem =
    accept.error instanceof ApiError &&
    (accept.error.fields.name !== undefined || accept.error.fields.password !== undefined);

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'invitation.title' })}
      subtitle={intl.formatMessage({ id: 'invitation.subtitle' })}
      footer={<SignInInstead />}
    >
      <InvitationSummary invitation={invitation} />
      <FormAlert message={accept.error && !fieldProblem ? errorText(accept.error) : null} />
      <Form noValidate onSubmit={onSubmit}>
        <Form.Group className="mb-3" controlId="invitation-email">
          <Form.Label>
            <FormattedMessage id="auth.email" />
          </Form.Label>
          <Form.Control type="email" value={invitation.email} readOnly autoComplete="username" />
        </Form.Group>
        <NameField
          id="invitation-name"
          value={name}
          onChange={setName}
          error={errorFor('name')}
          autoFocus
        />
        <NewPasswordFields
          id="invitation-password"
          label={intl.formatMessage({ id: 'auth.password' })}
          draft={password}
          errors={[errorFor('password'), errorFor('confirmPassword')]}
        />
        <SubmitButton label="invitation.submit" pending={accept.isPending} />
      </Form>
    </AuthCard>
  );
}

function AcceptInvitationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const tenant = params.get('tenant') ?? undefined;
  const invitation = useInvitation(token, tenant);

  if (!token || hasErrorCode(invitation.error, 'invalid_invitation')) return <InvalidInvitation />;
  if (invitation.isError) {
    return (
      <AuthCard title={intl.formatMessage({ id: 'invitation.title' })} footer={<SignInLink />}>
        <QueryErrorState error={invitation.error} onRetry={() => void invitation.refetch()} />
      </AuthCard>
    );
  }
  if (invitation.isPending) {
    return (
      <AuthCard title={intl.formatMessage({ id: 'invitation.title' })}>
        <div role="status">
          <span className="visually-hidden">
            <FormattedMessage id="app.loading" />
          </span>
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={10} className="d-block mb-2" />
            <Placeholder xs={6} className="d-block mb-2" />
            <Placeholder xs={8} className="d-block" />
          </Placeholder>
        </div>
      </AuthCard>
    );
  }
  return <AcceptForm token={token} tenant={tenant} invitation={invitation.data} />;
}

/**
 * `/pages/accept-invitation?tenant=…&token=…`: a colleague invited by an admin chooses a name and
 * a password, and is signed in as password sign-in does.
 */
export function AcceptInvitationRoute() {
  return (
    <AuthMessages>
      <AcceptInvitationPage />
    </AuthMessages>
  );
}
