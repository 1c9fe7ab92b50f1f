import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { messageKeys } from './query-keys';
import type { MailMessage } from './types';

export interface ReplyInput {
  /** Any message of the thread; the reply goes to the thread's other participants. */
  id: number;
  body: string;
  attachmentIds: string[];
}

export function replyMail({ id, body, attachmentIds }: ReplyInput): Promise<MailMessage> {
  return dataOf(
    api.POST('/api/v1/mail/{id}/reply', {
      params: { path: { id } },
      body: { body, attachmentIds },
    }),
  );
}

export function useReplyMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
