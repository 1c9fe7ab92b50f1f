import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { accountKeys } from './query-keys';

export type ChangePasswordInput = Schemas['ChangePassword'];

/**
 * 204 on success; this session stays, and the user's other sessions end unless `endOtherSessions`
 * is `false`.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.PUT('/api/v1/me/password', { body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
