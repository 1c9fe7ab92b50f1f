import { useMutation } from '@tanstack/react-query';
import { api, dataOf, fileBody } from '@/lib/api/client';
import type { MailAttachment } from './types';

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_COUNT = 10;
export const ATTACHMENT_ACCEPT =
  '.pdf,.docx,.jpg,.jpeg,.png,.webp,application/pdf,' +
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document,' +
  'image/jpeg,image/png,image/webp';
export const ATTACHMENT_EXTENSION = /\.(pdf|docx|jpe?g|png|webp)$/i;

/** Stores a file for a message still being written; the message then names it by id. */
export function uploadAttachment(file: File): Promise<MailAttachment> {
  return dataOf(api.POST('/api/v1/mail/attachments', fileBody(file)));
}

export function useUploadAttachment() {
  return useMutation({ mutationFn: uploadAttachment });
}
