import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { messageKeys } from './query-keys';

export type MailPatch = Schemas['BulkChange'];

/**
 * Moves, stars, labels or marks several messages at once. All or nothing: an id the caller cannot
 * see fails the whole call (404), a move the folder rules forbid answers 409 `invalid_move`.
 */
export function patchMail(patch: MailPatch) {
  return dataOf(api.PATCH('/api/v1/mail', { body: patch }));
}

export function usePatchMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchMail,
    onSuccess: (_answer, patch) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.counts() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
        // Reading a thread marks it read: one on screen that was just marked unread is not asked
        // for again (it is when next opened).
        queryClient.invalidateQueries({
          queryKey: messageKeys.threads(),
          refetchType: patch.unread ? 'none' : 'active',
        }),
      ]),
  });
}
