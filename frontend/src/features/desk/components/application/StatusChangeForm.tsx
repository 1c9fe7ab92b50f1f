import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { messageOptions } from '@/components/ui/message-options';
import { SelectField } from '@/components/ui/SelectField';
import { statusLabel } from '@/components/ui/status-labels';
import { TextField } from '@/components/ui/TextField';
import type { ApplicationStatus } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useChangeApplicationStatus } from '../../api/change-application-status';
import type { ApplicationDetail } from '../../api/get-application';
import { RejectionReasonField } from '../RejectionReasonField';

/**
 * The moves offered here: forward to any later kind of stage (hired from an offer only), or
 * rejected while the application is open. (A move back, which needs a note, is the board's.)
 */
const nextStatuses: Record<ApplicationStatus, ApplicationStatus[]> = {
  submitted: ['in_review', 'interview', 'offered', 'rejected'],
  in_review: ['interview', 'offered', 'rejected'],
  interview: ['offered', 'rejected'],
  offered: ['hired', 'rejected'],
  hired: [],
  rejected: [],
  withdrawn: [],
};

/**
 * Moves the application on (with a note for its history; a rejection with its reason), or says
 * that it is final.
 */
export function StatusChangeForm({
  application,
  onMoved,
}: {
  application: ApplicationDetail;
  onMoved: () => void;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const change = useChangeApplicationStatus();
  const options = nextStatuses[application.status];
  const [status, setStatus] = useState<ApplicationStatus | ''>(options[0] ?? '');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  if (options.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="pipeline.final" />
      </p>
    );
  }
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!status) return;
    const rejecting = status === 'rejected';
    if (rejecting && !reason) {
      setTried(true);
      document.getElementById('status-reason')?.focus();
      return;
    }
    change.mutate(
      {
        id: application.id,
        status,
        note: note.trim() || null,
        reasonId: rejecting ? Number(reason) : null,
      },
      {
        onSuccess: () => {
          setNote('');
          onMoved();
        },
      },
    );
  };
  return (
    <Form noValidate onSubmit={onSubmit} className="d-grid gap-2">
      <SelectField
        id="status-next"
        className=""
        label={<FormattedMessage id="pipeline.moveTo" />}
        value={status}
        onChange={(value) => setStatus(value as ApplicationStatus)}
        options={messageOptions(intl, options, statusLabel)}
      />
      {status === 'rejected' ? (
        <RejectionReasonField
          id="status-reason"
          value={reason}
          onChange={setReason}
          missing={tried}
        />
      ) : null}
      <TextField
        id="status-note"
        className=""
        rows={3}
        maxLength={2000}
        label={<FormattedMessage id="pipeline.note" />}
        value={note}
        onChange={setNote}
      />
      <FormAlert message={change.error ? errorText(change.error) : null} />
      <div>
        <Button type="submit" disabled={change.isPending}>
          <FormattedMessage id="pipeline.changeStatus" />
        </Button>
      </div>
    </Form>
  );
}
