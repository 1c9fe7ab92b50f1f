import { type ChangeEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Paperclip, X } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyNote } from '@/components/ui/BusyNote';
import { FilePicker } from '@/components/ui/FilePicker';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { MailAttachment } from '../api/types';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_EXTENSION,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_COUNT,
  useUploadAttachment,
} from '../api/upload-attachment';
import { useFileSize } from './use-file-size';

interface AttachmentsFieldProps {
  id: string;
  attachments: readonly MailAttachment[];
  onAdd: (attachment: MailAttachment) => void;
  onRemove: (id: string) => void;
  /** The server's problem with the attachments, already in the reader's language. */
  error?: string | null;
}

/**
 * The files of a message being written: each is uploaded as soon as it is chosen and then listed
 * with its size and a remove button; the message names them by id when it is saved or sent.
 */
export function AttachmentsField({
  id,
  attachments,
  onAdd,
  onRemove,
  error,
}: AttachmentsFieldProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const upload = useUploadAttachment();
  const fileSize = useFileSize();
  const [problem, setProblem] = useState<MessageId | null>(null);
  const full = attachments.length >= ATTACHMENT_MAX_COUNT;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ATTACHMENT_EXTENSION.test(file.name)) {
      setProblem('mail.attachment.wrongType');
      return;
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setProblem('mail.attachment.tooLarge');
      return;
    }
    setProblem(null);
    upload.mutate(file, { onSuccess: onAdd });
  };

  const message = problem
    ? intl.formatMessage({ id: problem })
    : upload.error
      ? errorText(upload.error)
      : (error ?? null);
  return (
    <div className="mb-3">
      {attachments.length > 0 ? (
        <ul
          className="list-unstyled mb-2"
          aria-label={intl.formatMessage({ id: 'mail.attachments' })}
        >
          {attachments.map((attachment) => (
            <li key={attachment.id} className="d-flex align-items-center gap-2 py-1">
              <Paperclip size={14} aria-hidden="true" className="flex-shrink-0" />
              <span className="text-truncate min-w-0">{attachment.name}</span>
              <span className="small text-body-secondary text-nowrap">
                {fileSize(attachment.sizeBytes)}
              </span>
              <Button
                variant="link"
                size="sm"
                className="ms-auto p-1 text-danger"
                aria-label={intl.formatMessage(
                  { id: 'mail.attachment.remove' },
                  { name: attachment.name },
                )}
                onClick={() => onRemove(attachment.id)}
              >
                <X size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {upload.isPending ? (
        <BusyNote className="small mb-2">
          <FormattedMessage id="mail.attachment.uploading" />
        </BusyNote>
      ) : null}
      <FilePicker
        id={id}
        label={<FormattedMessage id="mail.attachment.add" />}
        accept={ATTACHMENT_ACCEPT}
        disabled={upload.isPending || full}
        onChange={onFile}
        hint={
          <FormattedMessage
            id={full ? 'mail.attachment.full' : 'mail.attachment.hint'}
            values={{ max: ATTACHMENT_MAX_COUNT }}
          />
        }
      />
      {message ? (
        // The picker's own problems are announced here; the form announces the server's.
        <div
          className="invalid-feedback d-block"
          role={problem || upload.error ? 'alert' : undefined}
        >
          {message}
        </div>
      ) : null}
    </div>
  );
}
