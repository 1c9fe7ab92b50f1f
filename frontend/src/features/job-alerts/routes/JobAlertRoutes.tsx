import { type ReactNode, type SyntheticEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert, SuccessAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { PageSection } from '@/components/ui/PageSection';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { hasErrorCode } from '@/lib/api/api-error';
import type { Locale, MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import {
  type JobAlert,
  useChangeJobAlert,
  useConfirmation,
  useJobAlert,
  useUnsubscribe,
} from '../api/job-alerts';
import { type Criteria, useCriteriaText } from '../components/criteria';
import { CriteriaFields, LanguageField } from '../components/CriteriaFields';
import { JobAlertMessages } from '../components/JobAlertMessages';

/** The token and tenant a mailed link carries (`?tenant=<slug>&token=…`). */
function useLinkParams() {
  const [params] = useSearchParams();
  return { token: params.get('token') ?? '', tenant: params.get('tenant') ?? undefined };
}

/** The manage page's address for a token, naming the link's tenant as the mails do. */
function managePath(token: string, tenant: string | undefined): string {
  const query = new URLSearchParams(tenant ? { tenant, token } : { token });
  return `/job-alerts/manage?${query.toString()}`;
}

function Page({ title, children }: { title: MessageId; children: ReactNode }) {
  return (
    <Row className="justify-content-center">
      <Col lg={8} xl={7}>
        <PageSection title={<FormattedMessage id={title} />}>{children}</PageSection>
      </Col>
    </Row>
  );
}

/** What a done link (a confirmation, an unsubscription) says: a heading, a text, the ways on. */
function DoneAlert({
  title,
  text,
  children,
}: {
  title: 'jobAlerts.confirm.done' | 'jobAlerts.manage.unsubscribed';
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <Alert variant="success" role="status">
      <Alert.Heading as="h2" className="h5">
        <FormattedMessage id={title} />
      </Alert.Heading>
      <p>{text}</p>
      {children}
    </Alert>
  );
}

function BrowseLink() {
  return (
    <Link to="/job-vacancy" className="alert-link">
      <FormattedMessage id="jobAlerts.browse" />
    </Link>
  );
}

/** A link without a token, or one the server no longer knows: say so, and where to go. */
function LinkProblem({ error }: { error?: unknown }) {
  const { errorText } = useApiErrorText();
  return (
    <Alert variant={error ? 'danger' : 'warning'} role="alert">
      {error ? (
        <>
          <p className="fw-semibold mb-1">{errorText(error)}</p>
          <p>
            <FormattedMessage id="jobAlerts.confirm.invalid" />
          </p>
        </>
      ) : (
        <p>
          <FormattedMessage id="jobAlerts.missingToken" />
        </p>
      )}
      <BrowseLink />
    </Alert>
  );
}

function ConfirmPage() {
  const { token, tenant } = useLinkParams();
  const confirmation = useConfirmation(token, tenant);
  const criteriaText = useCriteriaText();
  let body: ReactNode;
  if (!token || hasErrorCode(confirmation.error, 'job_alert_token_invalid')) {
    body = <LinkProblem error={confirmation.error ?? undefined} />;
  } else if (confirmation.error) {
    body = (
      <QueryErrorState error={confirmation.error} onRetry={() => void confirmation.refetch()} />
    );
  } else if (confirmation.isPending) {
    body = (
      <Card role="status">
        <Card.Body>
          <FormattedMessage id="jobAlerts.confirm.pending" />
        </Card.Body>
      </Card>
    );
  } else {
    const alert = confirmation.data;
    body = (
      <DoneAlert
        title="jobAlerts.confirm.done"
        text={
          <FormattedMessage
            id="jobAlerts.confirm.doneText"
            values={{ email: alert.email, criteria: criteriaText(alert) }}
          />
        }
      >
        <div className="d-flex flex-wrap gap-3">
          {alert.manageToken ? (
            <Link to={managePath(alert.manageToken, tenant)} className="alert-link">
              <FormattedMessage id="jobAlerts.confirm.manage" />
            </Link>
          ) : null}
          <BrowseLink />
        </div>
      </DoneAlert>
    );
  }
  return <Page title="jobAlerts.confirm.title">{body}</Page>;
}

function UnsubscribeDialog({
  alert,
  show,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  alert: JobAlert;
  show: boolean;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      id="job-alert-unsubscribe-title"
      show={show}
      title={<FormattedMessage id="jobAlerts.manage.unsubscribeTitle" />}
      text={
        <FormattedMessage id="jobAlerts.manage.unsubscribeText" values={{ email: alert.email }} />
      }
      confirm="jobAlerts.manage.unsubscribeConfirm"
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

function ManageForm({
  alert,
  token,
  tenant,
  onUnsubscribed,
}: {
  alert: JobAlert;
  token: string;
  tenant: string | undefined;
  onUnsubscribed: () => void;
}) {
  const { errorText } = useApiErrorText();
  const change = useChangeJobAlert(tenant);
  const unsubscribe = useUnsubscribe(tenant);
  const [criteria, setCriteria] = useState<Criteria>({
    categories: alert.categories,
    keywords: alert.keywords,
  });
  const [locale, setLocale] = useState<Locale>(alert.locale);
  const [confirming, setConfirming] = useState(false);
  const { errorFor } = useFieldErrors<'keywords'>(change.error);
  const keywordsError = errorFor('keywords');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    change.mutate({
      token,
      categories: criteria.categories,
      keywords: criteria.keywords.trim(),
      locale,
    });
  };

  return (
    <Card>
      <Card.Body>
        <p>
          <FormattedMessage id="jobAlerts.manage.for" values={{ email: alert.email }} />
        </p>
        {alert.confirmedAt ? null : (
          <Alert variant="warning">
            <FormattedMessage id="jobAlerts.manage.unconfirmed" />
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          <CriteriaFields
            id="manage-alert"
            value={criteria}
            onChange={(next) => {
              change.reset();
              setCriteria(next);
            }}
            keywordsError={keywordsError}
          />
          <LanguageField
            id="manage-alert-language"
            value={locale}
            onChange={(next) => {
              change.reset();
              setLocale(next);
            }}
          />
          <FormAlert message={change.error && !keywordsError ? errorText(change.error) : null} />
          <SuccessAlert show={change.isSuccess} text="jobAlerts.manage.saved" />
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <Button type="submit" disabled={change.isPending}>
              <FormattedMessage id="jobAlerts.manage.save" />
            </Button>
            <Button
              variant="outline-danger"
              aria-haspopup="dialog"
              onClick={() => setConfirming(true)}
            >
              <FormattedMessage id="jobAlerts.manage.unsubscribe" />
            </Button>
          </div>
        </Form>
      </Card.Body>
      <UnsubscribeDialog
        alert={alert}
        show={confirming}
        pending={unsubscribe.isPending}
        error={unsubscribe.error}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          unsubscribe.mutate(token, {
            onSuccess: () => {
              setConfirming(false);
              onUnsubscribed();
            },
          })
        }
      />
    </Card>
  );
}

function ManagePage() {
  const { token, tenant } = useLinkParams();
  const [unsubscribed, setUnsubscribed] = useState(false);
  const alert = useJobAlert(token, tenant, !unsubscribed);
  let body: ReactNode;
  if (unsubscribed) {
    body = (
      <DoneAlert
        title="jobAlerts.manage.unsubscribed"
        text={<FormattedMessage id="jobAlerts.manage.unsubscribedText" />}
      >
        <BrowseLink />
      </DoneAlert>
    );
  } else if (!token || hasErrorCode(alert.error, 'job_alert_token_invalid')) {
    body = <LinkProblem error={alert.error ?? undefined} />;
  } else if (alert.error) {
    body = <QueryErrorState error={alert.error} onRetry={() => void alert.refetch()} />;
  } else if (alert.isPending) {
    body = <LoadingCard />;
  } else {
    body = (
      <ManageForm
        alert={alert.data}
        token={token}
        tenant={tenant}
        onUnsubscribed={() => setUnsubscribed(true)}
      />
    );
  }
  return <Page title="jobAlerts.manage.title">{body}</Page>;
}

/**
 * `/job-alerts/confirm?tenant=…&token=…`, the confirmation e-mail's link: confirms the alert as
 * it opens (once per token), then offers its manage page.
 */
export function ConfirmJobAlertRoute() {
  return (
    <JobAlertMessages>
      <ConfirmPage />
    </JobAlertMessages>
  );
}

/**
 * `/job-alerts/manage?tenant=…&token=…`, every digest's link: what the alert asks for, its
 * language, and unsubscribing (after a confirmation).
 */
export function ManageJobAlertRoute() {
  return (
    <JobAlertMessages>
      <ManagePage />
    </JobAlertMessages>
  );
}
