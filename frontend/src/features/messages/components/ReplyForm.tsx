import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { FormAlert, SuccessAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useReplyMail } from '../api/reply-mail';
import type { MailAttachment } from '../api/types';
import { AttachmentsField } from './AttachmentsField';
import { MessageBodyField } from './MessageBodyField';

/** The answer to a thread, written in place below it; it goes to everyone else in the thread. */
export function ReplyForm({ threadId }: { threadId: number }) {
  const { errorText } = useApiErrorText();
  const reply = useReplyMail();
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<MailAttachment[]>([]);
  const { errorFor } = useFieldErrors<'body' | 'attachmentIds'>(reply.error);
  const id = `reply-${threadId}`;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    reply.mutate(
      { id: threadId, body, attachmentIds: attachments.map((attachment) => attachment.id) },
      {
        onSuccess: () => {
          setBody('');
          setAttachments([]);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit} className="mt-3">
      <MessageBodyField
        id={`${id}-body`}
        className="mb-2"
        label={<FormattedMessage id="mail.reply" />}
        rows={4}
        value={body}
        error={errorFor('body')}
        onChange={(value) => {
          setBody(value);
          if (reply.isSuccess) reply.reset();
        }}
      />
      <AttachmentsField
        id={`${id}-attachment`}
        attachments={attachments}
        onAdd={(attachment) => setAttachments((current) => [...current, attachment])}
        onRemove={(fileId) =>
          setAttachments((current) => current.filter((attachment) => attachment.id !== fileId))
        }
        error={errorFor('attachmentIds')}
      />
      <FormAlert message={reply.error ? errorText(reply.error) : null} />
      <SuccessAlert show={reply.isSuccess} text="mail.replySent" />
      <Button type="submit" disabled={reply.isPending}>
        <FormattedMessage id="mail.sendReply" />
      </Button>
    </Form>
  );
}
