import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { messageKeys } from './query-keys';
import type { MailMessage, NewMail } from './types';

/** Saves a draft again; with `draft: false` it is sent (409 `not_a_draft` once it was). */
export function updateDraft({ id, mail }: { id: number; mail: NewMail }): Promise<MailMessage> {
  return dataOf(api.PUT('/api/v1/mail/{id}', { params: { path: { id } }, body: mail }));
}

export function useUpdateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
