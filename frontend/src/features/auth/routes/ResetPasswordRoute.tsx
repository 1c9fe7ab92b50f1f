import { type SyntheticEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '@/components/ui/AccountFields';
import { FormAlert } from '@/components/ui/FormAlert';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { newPasswordProblem } from '@/lib/validation';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';

export function ResetPasswordRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const tenant = params.get('tenant') ?? undefined;
  const resetMutation = useResetPassword();
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<'newPassword' | 'confirmPassword'>(
    resetMutation.error,
  );
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const valid = validate({
      newPassword: newPasswordProblem(newPassword),
      confirmPassword: confirmPassword === newPassword ? null : 'validation.passwordsDiffer',
    });
    if (valid) resetMutation.mutate({ token, newPassword, tenant });
  };

  const backToLogin = (
    <Link to="/login">
      <FormattedMessage id="auth.backToLogin" />
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={intl.formatMessage({ id: 'auth.reset.title' })} footer={backToLogin}>
        <PlainAlert variant="warning">
          <FormattedMessage id="auth.reset.missingToken" />
        </PlainAlert>
        <Link to="/pages/forgot-password">
          <FormattedMessage id="auth.reset.requestNew" />
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.reset.title' })}
      subtitle={intl.formatMessage({ id: 'auth.reset.subtitle' })}
      footer={backToLogin}
    >
      {resetMutation.isSuccess ? (
        <PlainAlert variant="success" role="status">
          <FormattedMessage id="auth.reset.done" />
        </PlainAlert>
      ) : (
        <>
          <FormAlert message={resetMutation.error ? errorText(resetMutation.error) : null} />
          <Form noValidate onSubmit={onSubmit}>
            <PasswordField
              id="reset-new-password"
              label={intl.formatMessage({ id: 'auth.newPassword' })}
              value={newPassword}
              onChange={setNewPassword}
              error={errorFor('newPassword')}
              hint={intl.formatMessage({ id: 'auth.passwordHint' })}
              autoComplete="new-password"
              autoFocus
            />
            <PasswordField
              id="reset-confirm-password"
              label={intl.formatMessage({ id: 'auth.confirmPassword' })}
              value={confirmPassword}
              onChange={setConfirmPassword}
              error={errorFor('confirmPassword')}
              autoComplete="new-password"
            />
            <SubmitButton label="auth.reset.submit" pending={resetMutation.isPending} />
          </Form>
        </>
      )}
    </AuthCard>
  );
}
