import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@/lib/account/me';
import { api } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

/** Erases the account for good; the password confirms it is really the user. */
export async function deleteMe(input: Schemas['EraseRequest']): Promise<void> {
  await api.DELETE('/api/v1/me', { body: input });
}

/** The erased account is dropped from the cache: no page shows it again. */
export function useDeleteMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMe,
    onSuccess: () => queryClient.removeQueries({ queryKey: meKeys.all }),
  });
}
