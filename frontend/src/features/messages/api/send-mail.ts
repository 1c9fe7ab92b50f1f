import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { messageKeys } from './query-keys';
import type { MailMessage, NewMail } from './types';

/** A new message, or a new draft with `draft: true`; answers the sender's copy. */
export function sendMail(mail: NewMail): Promise<MailMessage> {
  return dataOf(api.POST('/api/v1/mail', { body: mail }));
}

export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
