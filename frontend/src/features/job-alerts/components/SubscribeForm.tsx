import { type SyntheticEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import type { Category } from '@/lib/api/types';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { emailProblem } from '@/lib/validation';
import { useSubscribe } from '../api/job-alerts';
import type { Criteria } from './criteria';
import { CriteriaFields } from './CriteriaFields';

export interface SubscribeFormProps {
  /** The list's category and search words, to start from. */
  category: Category | undefined;
  keywords: string | undefined;
  /** Closes the dialog the form is in: offered as Cancel, and as Close once sent. */
  onClose?: () => void;
}

/**
 * An address and what to be told about; the e-mails come in the language on screen. A valid
 * request is always accepted (the answer never says whether the address has alerts already), and
 * the alert starts once the mailed link is opened.
 */
export function SubscribeForm({ category, keywords, onClose }: SubscribeFormProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [criteria, setCriteria] = useState<Criteria>({
    categories: category ? [category] : [],
    keywords: keywords ?? '',
  });
  const { errorFor, validate } = useFieldErrors<'email' | 'keywords'>(subscribe.error);
  const emailError = errorFor('email');
  const keywordsError = errorFor('keywords');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validate({ email: emailProblem(email) })) return;
    subscribe.mutate({
      email: email.trim(),
      categories: criteria.categories,
      keywords: criteria.keywords.trim(),
      locale: isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE,
    });
  };

  if (subscribe.isSuccess) {
    return (
      <>
        <Alert variant="success" role="status" className="mb-0">
          <Alert.Heading as="h3" className="h6">
            <FormattedMessage id="jobAlerts.sent.title" />
          </Alert.Heading>
          <p className="mb-0">
            <FormattedMessage id="jobAlerts.sent.text" values={{ email: email.trim() }} />
          </p>
        </Alert>
        {onClose ? (
          <div className="d-flex justify-content-end mt-3">
            <Button variant="outline-secondary" onClick={onClose}>
              <FormattedMessage id="common.close" />
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit}>
      <p className="text-body-secondary">
        <FormattedMessage id="jobAlerts.intro" />
      </p>
      <TextField
        id="job-alert-email"
        label={intl.formatMessage({ id: 'jobAlerts.email' })}
        type="email"
        value={email}
        onChange={setEmail}
        error={emailError}
        autoComplete="email"
        spellCheck={false}
        autoFocus
      />
      <CriteriaFields
        id="job-alert"
        value={criteria}
        onChange={setCriteria}
        keywordsError={keywordsError}
      />
      <FormAlert
        message={
          subscribe.error && !emailError && !keywordsError ? errorText(subscribe.error) : null
        }
      />
      <div className="d-flex flex-wrap justify-content-end gap-2">
        {onClose ? (
          <Button variant="outline-secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
        ) : null}
        <Button type="submit" disabled={subscribe.isPending}>
          <FormattedMessage id="jobAlerts.subscribe" />
        </Button>
      </div>
    </Form>
  );
}
