import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert, SuccessAlert } from '@/components/ui/FormAlert';
import { messageOptions } from '@/components/ui/message-options';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useMyStatus } from '../api/get-my-status';
import { usePutMyStatus } from '../api/put-my-status';
import { ABOUT_MAX_LENGTH, CHOSEN_STATUSES, type ChosenStatus, type MyStatus } from '../api/types';
import { statusText } from './chat-text';
import { StatusDot } from './StatusDot';

export const MY_STATUS_FORM_ID = 'chat-my-status';

/** The button that shows the user's own status and opens the form that changes it. */
export function MyStatusToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const { data } = useMyStatus();
  const status = data?.status ?? 'online';
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      className="d-inline-flex align-items-center gap-2"
      aria-expanded={open}
      aria-controls={open ? MY_STATUS_FORM_ID : undefined}
      onClick={onToggle}
    >
      <StatusDot status={status} />
      <span>
        {intl.formatMessage(
          { id: 'chat.myStatus' },
          { status: intl.formatMessage({ id: statusText[status] }) },
        )}
      </span>
    </Button>
  );
}

function StatusForm({ saved }: { saved: MyStatus }) {
  const intl = useIntl();
  const { errorTextWithFields } = useApiErrorText();
  const put = usePutMyStatus();
  const [status, setStatus] = useState<ChosenStatus>(saved.status);
  const [about, setAbout] = useState(saved.about ?? '');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    put.mutate({ status, about: about.trim() || null });
  };
  const edited = () => {
    if (put.isSuccess) put.reset();
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <div className="d-flex flex-wrap gap-3 align-items-start">
        <SelectField
          id="chat-status-choice"
          className="chat-status-choice"
          label={<FormattedMessage id="chat.statusField" />}
          value={status}
          onChange={(choice) => {
            setStatus(choice as ChosenStatus);
            edited();
          }}
          options={messageOptions(intl, CHOSEN_STATUSES, statusText)}
        />
        <TextField
          id="chat-status-about"
          className="flex-grow-1"
          label={<FormattedMessage id="chat.about" />}
          value={about}
          maxLength={ABOUT_MAX_LENGTH}
          hint={<FormattedMessage id="chat.aboutHint" />}
          onChange={(text) => {
            setAbout(text);
            edited();
          }}
        />
      </div>
      <FormAlert message={put.error ? errorTextWithFields(put.error) : null} />
      <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
        <Button type="submit" size="sm" disabled={put.isPending}>
          <FormattedMessage id="chat.saveStatus" />
        </Button>
        <SuccessAlert
          show={put.isSuccess}
          text="chat.statusSaved"
          className="py-1 px-2 mb-0 small"
        />
      </div>
    </Form>
  );
}

/** The user's own status and "about" text, as their contacts see them. */
export function MyStatusPanel() {
  const { data, error, refetch } = useMyStatus();
  return (
    <Card id={MY_STATUS_FORM_ID} className="mb-3">
      <Card.Body>
        {data ? (
          <StatusForm saved={data} />
        ) : error ? (
          <QueryErrorState error={error} onRetry={() => void refetch()} />
        ) : (
          <span role="status" className="text-body-secondary">
            <FormattedMessage id="app.loading" />
          </span>
        )}
      </Card.Body>
    </Card>
  );
}
