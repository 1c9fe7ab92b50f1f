import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { TitledCard } from '@/components/ui/TitledCard';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { type RetentionOverview, useRetention, useRunRetention } from '../api/retention';

const FIGURES = [
  ['due', 'retention.due'],
  ['toWarn', 'retention.toWarn'],
  ['warned', 'retention.warned'],
] as const satisfies readonly (readonly [keyof RetentionOverview, MessageId])[];

/**
 * The candidate data lifecycle at a glance: how long closed applications are kept, what the next
 * run anonymises and whom it tells; "Run now" does at once what the nightly job would (after a
 * confirmation) and says what it did.
 */
export function RetentionCard() {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const retention = useRetention();
  const run = useRunRetention();
  const [confirming, setConfirming] = useState(false);
  const days = retention.data?.retentionDays ?? null;

  let body;
  if (retention.error) {
    body = <QueryErrorState error={retention.error} onRetry={() => void retention.refetch()} />;
  } else if (retention.isPending) {
    body = (
      <Placeholder as="div" animation="glow" aria-hidden="true">
        <Placeholder xs={10} className="d-block mb-2" />
        <Placeholder xs={7} className="d-block mb-2" />
        <Placeholder xs={8} className="d-block" />
      </Placeholder>
    );
  } else {
    const overview = retention.data;
    body = (
      <>
        <p className="small">
          {days === null ? (
            <FormattedMessage id="retention.forever" />
          ) : (
            <FormattedMessage id="retention.days" values={{ days }} />
          )}
        </p>
        <dl className="mb-3">
          {FIGURES.map(([key, label]) => (
            <div
              key={key}
              className="d-flex justify-content-between gap-3 py-1 border-bottom small"
            >
              <dt className="fw-normal text-body-secondary">
                <FormattedMessage id={label} />
              </dt>
              <dd className="mb-0 fw-semibold">{intl.formatNumber(overview[key])}</dd>
            </div>
          ))}
        </dl>
        {run.data ? (
          <Alert variant="success" role="status" className="py-2 small">
            <FormattedMessage id="retention.result" values={{ ...run.data }} />
          </Alert>
        ) : null}
        <FormAlert message={run.error ? errorText(run.error) : null} />
        <Button
          variant="outline-danger"
          size="sm"
          disabled={days === null || run.isPending}
          aria-haspopup="dialog"
          onClick={() => {
            run.reset();
            setConfirming(true);
          }}
        >
          <FormattedMessage id="retention.run" />
        </Button>
      </>
    );
  }

  return (
    <TitledCard
      id="retention-title"
      title={<FormattedMessage id="retention.title" />}
      className="mt-3"
    >
      {body}
      <ConfirmDialog
        id="retention-run-title"
        show={confirming}
        title={<FormattedMessage id="retention.runTitle" />}
        text={
          <FormattedMessage
            id="retention.runText"
            values={{
              due: retention.data?.due ?? 0,
              toWarn: retention.data?.toWarn ?? 0,
            }}
          />
        }
        confirm="retention.runConfirm"
        pending={run.isPending}
        onConfirm={() => run.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </TitledCard>
  );
}
