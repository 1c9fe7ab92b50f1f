import { type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { AppliedOn } from '@/components/ui/AppliedOn';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { ShowHideButton } from '@/components/ui/ShowHideButton';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { Timeline } from '@/components/ui/Timeline';
import type { ApplicationStatus } from '@/lib/api/types';
import type { MyApplication } from '@/lib/applications/get-my-applications';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useKeepApplication } from '../api/keep-application';
import { useWithdrawApplication } from '../api/withdraw-application';

/** Closed applications: the tenant's retention anonymises these after a while. */
const CLOSED: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/**
 * "Keep my data" on a closed application, with why: its retention counts again from today (the
 * retention e-mail, sent 14 days before, links here).
 */
function KeepData({ application }: { application: MyApplication }) {
  const { errorText } = useApiErrorText();
  const keep = useKeepApplication();
  const textId = `application-${application.id}-keep-text`;
  return (
    <div className="border-top mt-3 pt-3">
      <p id={textId} className="small text-body-secondary mb-2">
        <FormattedMessage id="applications.keepText" />
      </p>
      {keep.isSuccess ? (
        <Alert variant="success" role="status" className="py-2 mb-0 small">
          <FormattedMessage id="applications.kept" />
        </Alert>
      ) : (
        <>
          <FormAlert message={keep.error ? errorText(keep.error) : null} />
          <Button
            variant="outline-primary"
            size="sm"
            aria-describedby={textId}
            disabled={keep.isPending}
            onClick={() => keep.mutate(application.id)}
          >
            <FormattedMessage id="applications.keep" />
          </Button>
        </>
      )}
    </div>
  );
}

interface ApplicationCardProps {
  application: MyApplication;
  /** The messages about the application, from the messages feature. */
  messages: ReactNode;
  /** The interview times to choose or change, from the scheduling feature. */
  scheduling?: ReactNode;
}

export function ApplicationCard({ application, messages, scheduling }: ApplicationCardProps) {
  const withdraw = useWithdrawApplication();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const historyId = `application-${application.id}-history`;
  const { vacancy } = application;

  return (
    <Card as="article">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start gap-2">
          <div className="flex-grow-1 min-w-0">
            <h2 className="h5 mb-1">
              <Link to={`/job-vacancy/${vacancy.id}`}>{vacancy.title}</Link>
            </h2>
            <div className="small text-body-secondary">
              <AppliedOn at={application.appliedAt} />
              {vacancy.location ? <> · {vacancy.location}</> : null}
            </div>
          </div>
          <StatusBadge status={application.status} />
        </div>
        {scheduling}
        <div className="d-flex flex-wrap gap-2 mt-3">
          <ShowHideButton
            open={open}
            onToggle={() => setOpen(!open)}
            panelId={historyId}
            show="applications.showHistory"
            hide="applications.hideHistory"
          />
          {application.canWithdraw ? (
            <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
              <FormattedMessage id="applications.withdraw" />
            </Button>
          ) : null}
        </div>
        {open ? (
          <div id={historyId} className="pt-3">
            <Timeline entries={application.timeline} />
          </div>
        ) : null}
        {CLOSED.includes(application.status) ? <KeepData application={application} /> : null}
        {messages}
      </Card.Body>
      <ConfirmDialog
        id={`${historyId}-withdraw`}
        show={confirming}
        title={<FormattedMessage id="applications.withdrawTitle" />}
        text={<FormattedMessage id="applications.withdrawText" values={{ title: vacancy.title }} />}
        confirm="applications.withdrawConfirm"
        pending={withdraw.isPending}
        error={withdraw.error}
        onConfirm={() => withdraw.mutate(application.id, { onSuccess: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
