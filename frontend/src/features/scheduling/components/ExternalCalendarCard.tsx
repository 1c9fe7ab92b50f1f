import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmButtons } from '@/components/ui/ConfirmButtons';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { QueryCard } from '@/components/ui/QueryCard';
import { TextField } from '@/components/ui/TextField';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import {
  useConnectExternalCalendar,
  useExternalCalendar,
  useRemoveExternalCalendar,
} from '../api/external-calendar';
import type { ExternalCalendar } from '../api/types';
import { useFormProblems } from './use-form-problems';

/** A web address, as calendar apps give their secret iCalendar ones (`webcal://` too). */
const ADDRESS = /^(https?|webcal):\/\/\S+$/i;

/** Pasting the secret address; it is sent once and never shown again. */
function ConnectForm({ replacing, onDone }: { replacing: boolean; onDone?: () => void }) {
  const intl = useIntl();
  const connect = useConnectExternalCalendar();
  const { errorFor, alert } = useFormProblems(connect.error, (field) => field === 'address');
  const [address, setAddress] = useState('');
  const [missing, setMissing] = useState(false);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    setMissing(!ADDRESS.test(trimmed));
    if (!ADDRESS.test(trimmed)) return;
    connect.mutate(trimmed, {
      onSuccess: () => {
        setAddress('');
        onDone?.();
      },
    });
  };
  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormAlert message={alert} />
      <TextField
        id="external-calendar-address"
        type="url"
        required
        spellCheck={false}
        autoComplete="off"
        label={<FormattedMessage id="scheduling.external.address" />}
        hint={<FormattedMessage id="scheduling.external.addressHint" />}
        placeholder="https://…/basic.ics"
        value={address}
        error={
          missing
            ? intl.formatMessage({ id: 'error.external_calendar_address_invalid' })
            : errorFor('address')
        }
        onChange={setAddress}
      />
      <PendingButton type="submit" pending={connect.isPending}>
        <FormattedMessage
          id={replacing ? 'scheduling.external.replace' : 'scheduling.external.connect'}
        />
      </PendingButton>
    </Form>
  );
}

function Connected({ calendar }: { calendar: ExternalCalendar }) {
  const intl = useIntl();
  const { codeText, errorText } = useApiErrorText();
  const remove = useRemoveExternalCalendar();
  const [confirming, setConfirming] = useState(false);
  const [replacing, setReplacing] = useState(false);
  return (
    <div className="d-grid gap-2">
      <dl className="row mb-0 small">
        <dt className="col-sm-5 fw-normal text-body-secondary">
          <FormattedMessage id="scheduling.external.host" />
        </dt>
        <dd className="col-sm-7 text-break">{calendar.host ?? '—'}</dd>
        <dt className="col-sm-5 fw-normal text-body-secondary">
          <FormattedMessage id="scheduling.external.fetchedAt" />
        </dt>
        <dd className="col-sm-7">
          {calendar.fetchedAt ? (
            intl.formatDate(calendar.fetchedAt, { dateStyle: 'medium', timeStyle: 'short' })
          ) : (
            <FormattedMessage id="scheduling.external.notYet" />
          )}
        </dd>
        <dt className="col-sm-5 fw-normal text-body-secondary">
          <FormattedMessage id="scheduling.external.busy" />
        </dt>
        <dd className="col-sm-7">{intl.formatNumber(calendar.busyCount)}</dd>
      </dl>
      {calendar.error ? (
        <PlainAlert variant="warning" className="py-2 mb-0">
          {codeText(calendar.error)}
        </PlainAlert>
      ) : null}
      <FormAlert message={remove.error ? errorText(remove.error) : null} />
      {confirming ? (
        <div className="d-grid gap-2">
          <p id="external-calendar-remove-question" className="small mb-0">
            <FormattedMessage id="scheduling.external.removeQuestion" />
          </p>
          <ConfirmButtons
            confirm="scheduling.external.removeConfirm"
            pending={remove.isPending}
            describedBy="external-calendar-remove-question"
            autoFocus
            onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            onCancel={() => setConfirming(false)}
          />
        </div>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-primary"
            size="sm"
            aria-expanded={replacing}
            onClick={() => setReplacing(!replacing)}
          >
            <FormattedMessage id="scheduling.external.change" />
          </Button>
          <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
            <FormattedMessage id="scheduling.external.remove" />
          </Button>
        </div>
      )}
      {replacing ? <ConnectForm replacing onDone={() => setReplacing(false)} /> : null}
    </div>
  );
}

/**
 * The colleague's own calendar (Google, Outlook, …) by its secret iCalendar address, whose busy
 * times keep candidates from booking them; the address is never shown again.
 */
export function ExternalCalendarCard() {
  const query = useExternalCalendar();
  return (
    <QueryCard
      id="external-calendar-title"
      title={<FormattedMessage id="scheduling.external.title" />}
      intro={<FormattedMessage id="scheduling.external.intro" />}
      query={query}
    >
      {(calendar) =>
        calendar.configured ? <Connected calendar={calendar} /> : <ConnectForm replacing={false} />
      }
    </QueryCard>
  );
}
