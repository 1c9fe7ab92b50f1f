import { type SyntheticEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmailField } from '@/components/ui/AccountFields';
import { FormAlert } from '@/components/ui/FormAlert';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { emailProblem } from '@/lib/validation';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';

export function ForgotPasswordRoute() {
  const intl = useIntl();
  const forgotMutation = useForgotPassword();
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<'email'>(forgotMutation.error);
  const [email, setEmail] = useState('');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (validate({ email: emailProblem(email) })) forgotMutation.mutate(email);
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.forgot.title' })}
      subtitle={intl.formatMessage({ id: 'auth.forgot.subtitle' })}
      footer={
        <Link to="/login">
          <FormattedMessage id="auth.backToLogin" />
        </Link>
      }
    >
      {forgotMutation.isSuccess ? (
        <PlainAlert variant="success" role="status">
          <FormattedMessage id="auth.forgot.sent" values={{ email: email.trim() }} />
        </PlainAlert>
      ) : (
        <>
          <FormAlert message={forgotMutation.error ? errorText(forgotMutation.error) : null} />
          <Form noValidate onSubmit={onSubmit}>
            <EmailField
              id="forgot-email"
              value={email}
              onChange={setEmail}
              error={errorFor('email')}
              autoFocus
            />
            <SubmitButton label="auth.forgot.submit" pending={forgotMutation.isPending} />
          </Form>
        </>
      )}
    </AuthCard>
  );
}
