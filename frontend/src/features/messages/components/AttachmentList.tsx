import Button from 'react-bootstrap/Button';
import { Download, Paperclip } from 'react-feather';
import { useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useDownloadAttachment } from '../api/download-attachment';
import type { MailAttachment } from '../api/types';
import { useFileSize } from './use-file-size';

/** A received message's files, each a download button that names the file and its size. */
export function AttachmentList({
  messageId,
  attachments,
}: {
  messageId: number;
  attachments: readonly MailAttachment[];
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const download = useDownloadAttachment();
  const fileSize = useFileSize();
  if (attachments.length === 0) return null;
  return (
    <div className="mt-3">
      <ul
        className="list-unstyled d-flex flex-wrap gap-2 mb-0"
        aria-label={intl.formatMessage({ id: 'mail.attachments' })}
      >
        {attachments.map((attachment) => (
          <li key={attachment.id} className="mw-100">
            <Button
              variant="outline-secondary"
              size="sm"
              className="d-inline-flex align-items-center gap-1 mw-100"
              disabled={download.isPending}
              aria-label={intl.formatMessage(
                { id: 'mail.downloadNamed' },
                { name: attachment.name, size: fileSize(attachment.sizeBytes) },
              )}
              onClick={() => download.mutate({ messageId, attachment })}
            >
              <Paperclip size={14} aria-hidden="true" className="flex-shrink-0" />
              <span className="text-truncate">{attachment.name}</span>
              <span className="small text-nowrap">{fileSize(attachment.sizeBytes)}</span>
              <Download size={14} aria-hidden="true" className="flex-shrink-0" />
            </Button>
          </li>
        ))}
      </ul>
      <FormAlert message={download.error ? errorText(download.error) : null} />
    </div>
  );
}
