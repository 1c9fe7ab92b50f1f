import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Markdown } from '@/components/ui/Markdown';
import { useCurrentTenant } from '@/lib/tenant/get-tenant';
import type { ApplyForm } from './use-apply-form';

/** Step 2: the tenant's privacy notice (or the default one) and the consent to it. */
export function ConsentStep({ form }: { form: ApplyForm }) {
  const intl = useIntl();
  const { data: tenant } = useCurrentTenant();
  return (
    <>
      <div className="privacy-notice border rounded p-3 mb-3">
        {tenant?.privacyNotice ? (
          <Markdown source={tenant.privacyNotice} baseLevel={3} />
        ) : (
          <p className="mb-0">
            <FormattedMessage id="apply.defaultPrivacy" values={{ brand: tenant?.name ?? '' }} />
          </p>
        )}
      </div>
      <Form.Check
        id="apply-consent"
        checked={form.consent}
        isInvalid={Boolean(form.problems.consent)}
        feedback={form.problems.consent}
        feedbackType="invalid"
        label={intl.formatMessage({ id: 'apply.consent' })}
        onChange={(event) => form.setConsent(event.target.checked)}
      />
    </>
  );
}
