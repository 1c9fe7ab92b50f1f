import { type SyntheticEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyNote } from '@/components/ui/BusyNote';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert, SuccessAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useMyApplications } from '@/lib/applications/get-my-applications';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useRole } from '@/lib/session/use-role';
import { useMailThread } from '../api/get-mail-thread';
import { useSendMail } from '../api/send-mail';
import { MAIL_LABELS, type MailAttachment, type MailLabel, type NewMail } from '../api/types';
import { useUpdateDraft } from '../api/update-draft';
import { AttachmentsField } from './AttachmentsField';
import { labelTitle, namesOf } from './mail-text';
import { MessageBodyField } from './MessageBodyField';
import { type Recipient, RecipientPicker } from './RecipientPicker';

/** What the place that opens the composer decides for the message. */
export interface ComposerPreset {
  /** Fixed recipients (the application page's applicant): shown, not chosen. */
  to?: Recipient[];
  /** The application the message is about. */
  applicationId?: number;
  /** "Ask a question": no recipients; the server gives it to the application's recruiters. */
  toRecruiters?: boolean;
  /** The dialog's title; "New message" unless given. */
  title?: MessageId;
}

interface ComposerProps {
  show: boolean;
  onHide: () => void;
  /** A saved draft to go on with; its content is loaded first. */
  draftId?: number | null;
  preset?: ComposerPreset;
  /** Called once the message has gone. */
  onSent?: () => void;
}

interface Draft {
  id: number | null;
  to: Recipient[];
  subject: string;
  body: string;
  labels: MailLabel[];
  attachments: MailAttachment[];
  applicationId: number | null;
}

type Field = 'to' | 'subject' | 'body' | 'attachmentIds' | 'applicationId';

function ApplicationSelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error: string | null;
}) {
  const intl = useIntl();
  const applications = useMyApplications();
  return (
    <SelectField
      id="composer-application"
      label={<FormattedMessage id="mail.application" />}
      value={value === null ? '' : String(value)}
      error={error}
      onChange={(chosen) => onChange(chosen ? Number(chosen) : null)}
      leading={<option value="">{intl.formatMessage({ id: 'mail.applicationChoose' })}</option>}
      options={(applications.data ?? []).map((application) => ({
        value: String(application.id),
        label: application.vacancy.title,
      }))}
    />
  );
}

function ComposerForm({
  initial,
  preset,
  onHide,
  onSent,
}: {
  initial: Draft;
  preset: ComposerPreset;
  onHide: () => void;
  onSent?: (() => void) | undefined;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const role = useRole();
  const send = useSendMail();
  const update = useUpdateDraft();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const { errorFor } = useFieldErrors<Field>(error);
  const pending = send.isPending || update.isPending;
  // An applicant writes about one of their applications; the place that opened the composer may
  // have chosen it already.
  const choosesApplication = role === 'user' && preset.applicationId === undefined;
  const choosesRecipients = !preset.to && !preset.toRecruiters;

  const change = (changes: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setSaved(false);
  };

  const save = (asDraft: boolean) => {
    setError(null);
    setSaved(false);
    const mail: NewMail = {
      to: draft.to.map((person) => person.id),
      subject: draft.subject,
      body: draft.body,
      applicationId: draft.applicationId,
      attachmentIds: draft.attachments.map((attachment) => attachment.id),
      labels: draft.labels,
      draft: asDraft,
    };
    const options = {
      onError: setError,
      onSuccess: (message: { id: number }) => {
        if (asDraft) {
          setDraft((current) => ({ ...current, id: message.id }));
          setSaved(true);
        } else {
          onSent?.();
          onHide();
        }
      },
    };
    if (draft.id === null) send.mutate(mail, options);
    else update.mutate({ id: draft.id, mail }, options);
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    save(false);
  };

  const toLine = preset.to ?? null;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <FormAlert message={error ? errorText(error) : null} />
        {choosesApplication ? (
          <ApplicationSelect
            value={draft.applicationId}
            onChange={(applicationId) => change({ applicationId })}
            error={errorFor('applicationId')}
          />
        ) : null}
        {choosesRecipients ? (
          <RecipientPicker
            id="composer-to"
            value={draft.to}
            onChange={(to) => change({ to })}
            error={errorFor('to')}
            hint={role === 'user' ? intl.formatMessage({ id: 'mail.toRecruitersHint' }) : undefined}
          />
        ) : (
          <p className="mb-3">
            <span className="fw-semibold">
              <FormattedMessage id="mail.to" />
            </span>{' '}
            {toLine ? namesOf(toLine) : <FormattedMessage id="mail.toRecruiters" />}
            {errorFor('to') ? (
              <span className="invalid-feedback d-block">{errorFor('to')}</span>
            ) : null}
          </p>
        )}
        <TextField
          id="composer-subject"
          label={intl.formatMessage({ id: 'mail.subject' })}
          value={draft.subject}
          error={errorFor('subject')}
          autoFocus={!choosesRecipients && !choosesApplication}
          onChange={(subject) => change({ subject })}
        />
        <MessageBodyField
          id="composer-body"
          label={<FormattedMessage id="mail.body" />}
          rows={8}
          value={draft.body}
          error={errorFor('body')}
          onChange={(body) => change({ body })}
        />
        {choosesRecipients ? (
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">
              <FormattedMessage id="mail.labels" />
            </legend>
            {MAIL_LABELS.map((label) => (
              <Form.Check
                key={label}
                inline
                type="checkbox"
                id={`composer-label-${label}`}
                label={intl.formatMessage({ id: labelTitle[label] })}
                checked={draft.labels.includes(label)}
                onChange={(event) =>
                  change({
                    labels: event.target.checked
                      ? [...draft.labels, label]
                      : draft.labels.filter((other) => other !== label),
                  })
                }
              />
            ))}
          </fieldset>
        ) : null}
        <AttachmentsField
          id="composer-attachment"
          attachments={draft.attachments}
          onAdd={(attachment) =>
            setDraft((current) => ({
              ...current,
              attachments: [...current.attachments, attachment],
            }))
          }
          onRemove={(id) =>
            setDraft((current) => ({
              ...current,
              attachments: current.attachments.filter((attachment) => attachment.id !== id),
            }))
          }
          error={errorFor('attachmentIds')}
        />
        <SuccessAlert show={saved} text="mail.draftSaved" className="py-2 mb-0" />
      </Modal.Body>
      <DialogFooter onCancel={onHide}>
        <Button variant="outline-primary" disabled={pending} onClick={() => save(true)}>
          <FormattedMessage id="mail.saveDraft" />
        </Button>
        <PendingButton type="submit" pending={pending}>
          <FormattedMessage id="mail.send" />
        </PendingButton>
      </DialogFooter>
    </Form>
  );
}

function DraftForm({
  id,
  preset,
  onHide,
  onSent,
}: {
  id: number;
  preset: ComposerPreset;
  onHide: () => void;
  onSent?: (() => void) | undefined;
}) {
  const thread = useMailThread(id);
  if (thread.isPending) {
    return (
      <Modal.Body>
        <BusyNote>
          <FormattedMessage id="app.loading" />
        </BusyNote>
      </Modal.Body>
    );
  }
  if (thread.isError) {
    return (
      <Modal.Body>
        <QueryErrorState error={thread.error} onRetry={() => void thread.refetch()} />
      </Modal.Body>
    );
  }
  const saved = thread.data;
  return (
    <ComposerForm
      initial={{
        id: saved.id,
        // People whose account is gone can no longer be written to.
        to: saved.to.flatMap((person) =>
          person.id ? [{ id: person.id, name: person.name, email: person.email }] : [],
        ),
        subject: saved.subject,
        body: saved.body,
        labels: saved.labels,
        attachments: saved.attachments,
        applicationId: saved.applicationId ?? null,
      }}
      preset={preset}
      onHide={onHide}
      onSent={onSent}
    />
  );
}

/**
 * Writing a message, in a dialog (full screen on phones): recipients, subject, Markdown body,
 * labels and attachments; "Save draft" keeps it in Drafts, "Send" sends it. The server's problems
 * show at the fields they concern, in the reader's language.
 */
export function Composer({ show, onHide, draftId = null, preset = {}, onSent }: ComposerProps) {
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      fullscreen="sm-down"
      backdrop="static"
      aria-labelledby={titleId}
    >
      <DialogHeader id={titleId}>
        <FormattedMessage
          id={preset.title ?? (draftId === null ? 'mail.newMessage' : 'mail.editDraft')}
        />
      </DialogHeader>
      {draftId === null ? (
        <ComposerForm
          initial={{
            id: null,
            to: preset.to ?? [],
            subject: '',
            body: '',
            labels: [],
            attachments: [],
            applicationId: preset.applicationId ?? null,
          }}
          preset={preset}
          onHide={onHide}
          onSent={onSent}
        />
      ) : (
        <DraftForm id={draftId} preset={preset} onHide={onHide} onSent={onSent} />
      )}
    </Modal>
  );
}
