import { type SyntheticEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PasswordField } from '@/components/ui/AccountFields';
import { CheckField } from '@/components/ui/CheckField';
import { FormAlert } from '@/components/ui/FormAlert';
import { NewPasswordFields } from '@/components/ui/NewPasswordFields';
import { PageSection } from '@/components/ui/PageSection';
import { PendingButton } from '@/components/ui/PendingButton';
import { useNewPassword } from '@/components/ui/use-new-password';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useSession } from '@/lib/session/session-store';
import { requiredPasswordProblem } from '@/lib/validation';
import { useChangePassword } from '../api/change-password';
import { AccountMessages } from '../components/AccountMessages';
import { SECURITY_PATH } from './paths';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

function ChangePasswordPage() {
  const intl = useIntl();
  const changeMutation = useChangePassword();
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<Field>(changeMutation.error);
  const [currentPassword, setCurrentPassword] = useState('');
  const [endOtherSessions, setEndOtherSessions] = useState(true);
  const newPassword = useNewPassword(useSession((state) => state.userInfo?.email ?? null));

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const valid = validate({
      currentPassword: requiredPasswordProblem(currentPassword),
      newPassword: newPassword.passwordProblem,
      confirmPassword: newPassword.confirmationProblem,
    });
    if (!valid) return;
    changeMutation.mutate(
      { currentPassword, newPassword: newPassword.password, endOtherSessions },
      {
        onSuccess: () => {
          setCurrentPassword('');
          newPassword.clear();
        },
      },
    );
  };

  return (
    <PageSection
      title={<FormattedMessage id="account.changePassword.title" />}
      className="change-password"
    >
      <Card>
        <Card.Body>
          <p className="text-body-secondary">
            <FormattedMessage id="account.changePassword.subtitle" />
          </p>
          {changeMutation.isSuccess ? (
            <Alert variant="success" role="status">
              <FormattedMessage
                id={
                  changeMutation.variables.endOtherSessions === false
                    ? 'account.changePassword.doneKept'
                    : 'account.changePassword.done'
                }
              />
            </Alert>
          ) : null}
          <FormAlert message={changeMutation.error ? errorText(changeMutation.error) : null} />
          <Form noValidate onSubmit={onSubmit} style={{ maxWidth: '28rem' }}>
            <PasswordField
              id="current-password"
              label={intl.formatMessage({ id: 'auth.currentPassword' })}
              value={currentPassword}
              onChange={setCurrentPassword}
              error={errorFor('currentPassword')}
            />
            <NewPasswordFields
              id="new-password"
              label={intl.formatMessage({ id: 'auth.newPassword' })}
              draft={newPassword}
              errors={[errorFor('newPassword'), errorFor('confirmPassword')]}
            />
            <CheckField
              id="end-other-sessions"
              type="checkbox"
              label={intl.formatMessage({ id: 'account.changePassword.endOthers' })}
              checked={endOtherSessions}
              onChange={setEndOtherSessions}
              hint={<FormattedMessage id="account.changePassword.endOthersHint" />}
            />
            <PendingButton type="submit" pending={changeMutation.isPending}>
              <FormattedMessage id="account.changePassword.submit" />
            </PendingButton>
          </Form>
        </Card.Body>
      </Card>
      <p className="mt-3">
        <Link to={SECURITY_PATH}>
          <FormattedMessage id="account.changePassword.security" />
        </Link>
      </p>
    </PageSection>
  );
}

/** `/change-password`: the signed-in user's new password, and whether other sessions end. */
export function ChangePasswordRoute() {
  return (
    <AccountMessages>
      <ChangePasswordPage />
    </AccountMessages>
  );
}
