import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { settingsKeys } from './query-keys';

/**
 * Removes a user's second factor (authenticator app and recovery codes), e.g. after a lost phone:
 * they sign in with the password alone until they set one up again.
 */
export async function resetUserMfa(id: string): Promise<void> {
  await api.DELETE('/api/v1/admin/users/{id}/mfa', { params: { path: { id } } });
}

export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserMfa,
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: settingsKeys.user(id) }),
  });
}
