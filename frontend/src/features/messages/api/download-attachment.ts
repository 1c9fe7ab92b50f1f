import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';
import type { MailAttachment } from './types';

/** A message's attachment as a file, for anyone who has a copy of the message. */
export function downloadAttachment(messageId: number, fileId: string): Promise<Blob> {
  return dataOf(
    api.GET('/api/v1/mail/{id}/attachments/{fileId}', {
      params: { path: { id: messageId, fileId } },
      parseAs: 'blob',
    }),
  );
}

export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async ({
      messageId,
      attachment,
    }: {
      messageId: number;
      attachment: MailAttachment;
    }) => saveBlob(await downloadAttachment(messageId, attachment.id), attachment.name),
  });
}
