import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/lib/api/api-error';
import type { MessageId } from './catalogs';

const messageByCode: Record<string, MessageId> = {
  invalid_credentials: 'error.invalid_credentials',
  validation_failed: 'error.validation_failed',
  email_taken: 'error.email_taken',
  too_many_requests: 'error.too_many_requests',
  tenant_suspended: 'error.tenant_suspended',
  unknown_tenant: 'error.unknown_tenant',
  invalid_token: 'error.invalid_token',
  invalid_reset_token: 'error.invalid_reset_token',
  account_disabled: 'error.account_disabled',
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  not_found: 'error.not_found',
  service_unavailable: 'error.service_unavailable',
  internal_error: 'error.internal_error',
  network_error: 'error.network_error',
  invalid_image: 'error.invalid_image',
  unsupported_file_type: 'error.unsupported_file_type',
  payload_too_large: 'error.payload_too_large',
  profile_required: 'error.profile_required',
  cv_required: 'error.cv_required',
  already_applied: 'error.already_applied',
  vacancy_closed: 'error.vacancy_closed',
  invalid_transition: 'error.invalid_transition',
  last_admin: 'error.last_admin',
  vacancy_not_draft: 'error.vacancy_not_draft',
};

/**
 * The server reports field problems as English sentences without codes; the known ones are
 * translated, anything else is shown as the server wrote it.
 */
const messageByServerFieldText: Record<string, MessageId> = {
  'Please enter a valid email address.': 'validation.emailInvalid',
  'This email is already in use.': 'validation.emailTaken',
  'Please enter your name.': 'validation.nameRequired',
  'Your name can be at most 100 characters.': 'validation.nameTooLong',
  'Password must be between 8 and 128 characters.': 'validation.passwordLength',
  'The current password is incorrect.': 'validation.currentPasswordWrong',
  'A question is 1 to 500 characters.': 'validation.question.prompt',
  'Only choice questions have options.': 'validation.question.optionsOnlyForChoice',
  'A choice question has 2 to 20 distinct options of at most 200 characters.':
    'validation.question.options',
  'A knockout answer is true/false for yes/no questions or one of the options.':
    'validation.question.knockout',
};

export function errorMessageId(code: string): MessageId {
  return messageByCode[code] ?? 'error.unknown';
}

/** Translates API errors: the whole error by its code, field errors by their known texts. */
export function useApiErrorText() {
  const intl = useIntl();
  const errorText = useCallback(
    (error: unknown): string => {
      const code = error instanceof ApiError ? error.code : 'unknown';
      const text = intl.formatMessage({ id: errorMessageId(code) });
      if (error instanceof ApiError && error.requestId && error.status >= 500) {
        return `${text} ${intl.formatMessage({ id: 'error.reference' }, { id: error.requestId })}`;
      }
      return text;
    },
    [intl],
  );
  const fieldText = useCallback(
    (serverText: string): string => {
      const id = messageByServerFieldText[serverText];
      return id ? intl.formatMessage({ id }) : serverText;
    },
    [intl],
  );
  return { errorText, fieldText };
}
