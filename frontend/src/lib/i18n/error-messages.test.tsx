import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ApiError } from '@/lib/api/api-error';
import fr from '@/locales/fr.json';
import type { IntlMessages } from './catalogs';
import { useApiErrorText } from './error-messages';

function errorTexts() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="fr" messages={fr as IntlMessages}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useApiErrorText(), { wrapper }).result.current;
}

const apiError = (code: string, status = 400, requestId?: string) =>
  new ApiError({ status, code, message: 'English words from the server', requestId });

describe('API error texts', () => {
  it('translate an error and a field problem by their codes, not the server’s words', () => {
    const { errorText, codeText } = errorTexts();
    expect(errorText(apiError('email_taken', 409))).toBe(fr['error.email_taken']);
    expect(codeText('answer_required')).toBe(fr['error.answer_required']);
  });

  it('read a code this app does not know (an older or newer server) as error.unknown', () => {
    const { errorText, codeText } = errorTexts();
    expect(errorText(apiError('brand_new_code'))).toBe(fr['error.unknown']);
    expect(codeText('brand_new_code')).toBe(fr['error.unknown']);
    expect(errorText(new Error('not from the API'))).toBe(fr['error.unknown']);
  });

  it('name the request of a server error, so a report can be traced', () => {
    const { errorText } = errorTexts();
    expect(errorText(apiError('internal_error', 500, 'req-42'))).toBe(
      `${fr['error.internal_error']} Référence : req-42`,
    );
  });

  it('spell out each field’s problem where no form field can show it', () => {
    const { errorTextWithFields } = errorTexts();
    const error = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'Some fields are invalid.',
      fields: {
        description: { code: 'description_required', message: 'English' },
        closesAt: { code: 'closing_date_in_past', message: 'English' },
      },
    });
    expect(errorTextWithFields(error)).toBe(
      `${fr['error.validation_failed']} ${fr['error.description_required']} ${fr['error.closing_date_in_past']}`,
    );
  });
});
